import { formatAmount } from './amount';

/** The texts a staker reads. The quoted ones are the product spec's, word for word. */
export const messages = {
  connectFirst: 'Please connect your wallet first',
  invalidAmount: 'Please enter a valid stake amount',
  quoteFailed: 'Failed to get swap quote. Please try again.',
  lstsFailed: 'Failed to fetch LSTs',
  swapQuoteFailed: 'Failed to fetch swap quote',
  cancelled: 'Staking cancelled in your wallet. Nothing was sent.',
  walletChanged: 'Your wallet disconnected or changed. Nothing was sent.',
  expired: 'The transaction expired before it was confirmed. You were not charged.',
  wrongFeePayer: 'The swap service built a transaction for another wallet. Nothing was signed.',
  undecodable: 'The swap service answered with a transaction that cannot be read. Nothing was signed.',
  unconfirmed: 'Your transaction was sent, but its confirmation could not be checked. See it in the explorer before you try again.',
  invalidMint: 'This widget has no valid token mint address.',
  unknownMint: 'This token is not in the LST list.',
  insufficientSol: (balance: bigint, reserve: bigint) =>
    `Insufficient SOL: your wallet holds ${formatAmount(balance, 9)} SOL, and ${formatAmount(reserve, 9)} SOL stays back for fees.`,
  success: (outAmount: string) => `You will receive approximately ${outAmount} LST tokens`,
  transactionFailed: (reason: string) => `Transaction failed: ${reason}`,
  simulationFailed: (reason: string) => `The swap would fail: ${reason}`,
  signFailed: (reason: string) => `Your wallet could not sign: ${reason}`,
} as const;
