import { formatAmount } from '../amount';
import { shortAddress as short } from '../walletButtonLabel';

/**
 * Why the transaction guard refused a swap: the detail under `messages.refused`. Apart from the card's
 * other texts because only the guard (a lazy chunk) needs them.
 */
export const guardText = {
  quoteInput: (mint: string) => `Its quote swaps ${short(mint)} instead of SOL.`,
  quoteOutput: (mint: string, symbol: string) => `Its quote buys ${short(mint)} instead of ${symbol}.`,
  quoteMode: (mode: string) => `Its quote is ${mode}, not an exact-input swap.`,
  quoteAmount: (quoted: string, typed: string) => `Its quote is for ${quoted} SOL instead of ${typed} SOL.`,
  quoteSlippage: (bps: number) => `Its quote allows ${bps / 100} % slippage instead of 0.5 %.`,
  quoteNothing: 'Its quote delivers nothing.',
  quoteThreshold: (minimum: string, out: string) => `Its quote's minimum, ${minimum}, is more than 0.5 % below its ${out}.`,
  quoteShort: (out: string, shown: string) => `Its quote offers ${out}, more than 1 % below the ${shown} you were shown.`,
  undecodable: 'Its transaction cannot be read.',
  feePayer: 'Its transaction is paid for by another wallet.',
  signers: (count: number) => `Its transaction needs ${count} signatures; only your wallet's is expected.`,
  hiddenProgram: 'Its transaction calls a program through an address lookup table.',
  foreignProgram: (program: string) => `Its transaction calls a program a stake does not need (${short(program)}).`,
  durableNonce: 'Its transaction uses a durable nonce, so it would stay valid indefinitely.',
  solToStranger: 'Its transaction sends SOL to an address that is not yours.',
  systemOther: (tag: number | null) => `Its transaction uses a System instruction a stake does not need (#${tag ?? '?'}).`,
  closeToStranger: 'Its transaction closes an account and sends its SOL to another address.',
  accountForStranger: 'Its transaction creates a token account that another address owns.',
  tokensToStranger: 'Its transaction moves tokens to an account that is not yours.',
  approve: 'Its transaction lets another address spend your tokens (approve).',
  setAuthority: "Its transaction hands an account's authority to another address.",
  tokenOther: (tag: number | undefined) => `Its transaction uses a token instruction a stake does not need (#${tag ?? '?'}).`,
  associatedOther: (tag: number) => `Its transaction uses an associated-token instruction a stake does not need (#${tag}).`,
  computeBudgetOther: 'Its transaction sets its compute budget in a way we cannot price.',
  priorityFee: (lamports: bigint) => `Its priority fee, ${formatAmount(lamports, 9)} SOL, is above the 0.001 SOL cap.`,
  simulationFailed: (reason: string) => `It fails when the Solana RPC simulates it: ${reason}`,
  notAMint: "The token's mint address is not a token mint on this network.",
  decimals: (list: number, chain: number) => `The LST list gives the token ${list} decimals, but the chain says ${chain}.`,
  noLstAccount: 'It would not deliver the token to an account of yours.',
  underDelivers: (gained: string, minimum: string) => `It would deliver ${gained}, less than the ${minimum} its quote promises.`,
  takesTooMuch: (spent: string, amount: string, reserve: string) =>
    `It would take ${spent} SOL from your wallet, more than ${amount} SOL plus ${reserve} SOL for fees.`,
} as const;
