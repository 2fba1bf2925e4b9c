import { formatAmount } from './amount';

/** The texts a staker reads. The quoted ones are the product spec's, word for word. */
export const messages = {
  connectFirst: 'Please connect your wallet first',
  invalidAmount: 'Please enter a valid stake amount',
  /** A card whose `fixed-amount` is not an amount: the staker cannot fix it, so it says whose it is. */
  invalidFixedAmount: (problem: string) => `This card is set up with an amount it cannot stake (${problem}).`,
  quoteFailed: 'Failed to get swap quote. Please try again.',
  lstsFailed: 'Failed to fetch LSTs',
  swapQuoteFailed: 'Failed to fetch swap quote',
  cancelled: 'Staking cancelled in your wallet. Nothing was sent.',
  walletChanged: 'Your wallet disconnected or changed. Nothing was sent.',
  expired: 'The transaction expired before it was confirmed. You were not charged.',
  refused: 'The swap service offered a transaction that is not the stake you asked for. Nothing was signed.',
  checkFailed: 'Your transaction could not be checked on the Solana RPC, so it was not sent to your wallet. Please try again.',
  sendRefused: (reason: string) => `The Solana RPC refused the transaction: ${reason}. Nothing was sent.`,
  stoppedChecking: 'Your transaction was sent, but we stopped checking it. See it in the explorer before you try again.',
  stillChecking:
    'Your transaction was sent. The Solana RPC is not answering right now; we keep checking. Do not stake again until it confirms.',
  invalidMint: 'This widget has no valid token mint address.',
  wrongNetwork: (cluster: string) =>
    `This widget is set up for Solana ${cluster}, but its RPC serves another network. Nothing can be staked until the widget's cluster and rpc-url agree.`,
  keyRefused: (service: string, setting: string) => `The ${service} refused the request: set ${setting}.`,
  unknownMint: 'This token is not in the LST list.',
  insufficientSol: (balance: bigint, reserve: bigint) =>
    `Insufficient SOL: your wallet holds ${formatAmount(balance, 9)} SOL, and ${formatAmount(reserve, 9)} SOL stays back for fees.`,
  success: (outAmount: string) => `You will receive approximately ${outAmount} LST tokens`,
  received: (amount: string, symbol: string) => `Received: ${amount} ${symbol}`,
  transactionFailed: (reason: string) => `Transaction failed: ${reason}`,
  signFailed: (reason: string) => `Your wallet could not sign: ${reason}`,
} as const;
