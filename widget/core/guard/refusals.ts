import { SOL_DECIMALS } from '../lst';
import { amountParam, sayer, type AmountParam } from '../texts/said';
import { shortAddress as short } from '../walletButtonLabel';

/**
 * Why the transaction guard refused a swap, in English: the detail under the card's `refused` text.
 * Apart from the card's other texts because only the guard (a lazy chunk) needs them; translations
 * and a page's `labels` override them by the same keys.
 */
export const guardEnglish = {
  quoteInput: 'Its quote swaps {mint} instead of SOL.',
  quoteOutput: 'Its quote buys {mint} instead of {symbol}.',
  quoteMode: 'Its quote is {mode}, not an exact-input swap.',
  quoteAmount: 'Its quote is for {quoted} SOL instead of {typed} SOL.',
  quoteSlippage: 'Its quote allows {percent} % slippage instead of 0.5 %.',
  quoteNothing: 'Its quote delivers nothing.',
  quoteThreshold: "Its quote's minimum, {minimum}, is more than 0.5 % below its {out}.",
  quoteShort: 'Its quote offers {out}, more than 1 % below the {shown} you were shown.',
  undecodable: 'Its transaction cannot be read.',
  feePayer: 'Its transaction is paid for by another wallet.',
  signers: "Its transaction needs {count} signatures; only your wallet's is expected.",
  hiddenProgram: 'Its transaction calls a program through an address lookup table.',
  foreignProgram: 'Its transaction calls a program a stake does not need ({program}).',
  durableNonce: 'Its transaction uses a durable nonce, so it would stay valid indefinitely.',
  solToStranger: 'Its transaction sends SOL to an address that is not yours.',
  systemOther: 'Its transaction uses a System instruction a stake does not need (#{tag}).',
  closeToStranger: 'Its transaction closes an account and sends its SOL to another address.',
  accountForStranger: 'Its transaction creates a token account that another address owns.',
  tokensToStranger: 'Its transaction moves tokens to an account that is not yours.',
  approve: 'Its transaction lets another address spend your tokens (approve).',
  setAuthority: "Its transaction hands an account's authority to another address.",
  tokenOther: 'Its transaction uses a token instruction a stake does not need (#{tag}).',
  associatedOther: 'Its transaction uses an associated-token instruction a stake does not need (#{tag}).',
  computeBudgetOther: 'Its transaction sets its compute budget in a way we cannot price.',
  priorityFee: 'Its priority fee, {fee} SOL, is above the 0.001 SOL cap.',
  simulationFailed: 'It fails when the Solana RPC simulates it: {reason}',
  notAMint: "The token's mint address is not a token mint on this network.",
  decimals: 'The LST list gives the token {list} decimals, but the chain says {chain}.',
  noLstAccount: 'It would not deliver the token to an account of yours.',
  underDelivers: 'It would deliver {gained}, less than the {minimum} its quote promises.',
  takesTooMuch: 'It would take {spent} SOL from your wallet, more than {amount} SOL plus {reserve} SOL for fees.',
};

export type GuardKey = keyof typeof guardEnglish;

const say = sayer(guardEnglish);
const sol = (lamports: bigint) => amountParam(lamports, SOL_DECIMALS);
const tag = (value: number | null | undefined) => (value === null || value === undefined ? '?' : value);

/** The guard's refusals, as texts the card shows in its own language. */
export const guardText = {
  quoteInput: (mint: string) => say('quoteInput', { mint: short(mint) }),
  quoteOutput: (mint: string, symbol: string) => say('quoteOutput', { mint: short(mint), symbol }),
  quoteMode: (mode: string) => say('quoteMode', { mode }),
  quoteAmount: (quoted: bigint, typed: bigint) => say('quoteAmount', { quoted: sol(quoted), typed: sol(typed) }),
  quoteSlippage: (bps: number) => say('quoteSlippage', { percent: amountParam(BigInt(bps), 2) }),
  quoteNothing: say('quoteNothing'),
  quoteThreshold: (minimum: AmountParam, out: AmountParam) => say('quoteThreshold', { minimum, out }),
  quoteShort: (out: AmountParam, shown: AmountParam) => say('quoteShort', { out, shown }),
  undecodable: say('undecodable'),
  feePayer: say('feePayer'),
  signers: (count: number) => say('signers', { count }),
  hiddenProgram: say('hiddenProgram'),
  foreignProgram: (program: string) => say('foreignProgram', { program: short(program) }),
  durableNonce: say('durableNonce'),
  solToStranger: say('solToStranger'),
  systemOther: (value: number | null) => say('systemOther', { tag: tag(value) }),
  closeToStranger: say('closeToStranger'),
  accountForStranger: say('accountForStranger'),
  tokensToStranger: say('tokensToStranger'),
  approve: say('approve'),
  setAuthority: say('setAuthority'),
  tokenOther: (value: number | undefined) => say('tokenOther', { tag: tag(value) }),
  associatedOther: (value: number) => say('associatedOther', { tag: value }),
  computeBudgetOther: say('computeBudgetOther'),
  priorityFee: (lamports: bigint) => say('priorityFee', { fee: sol(lamports) }),
  simulationFailed: (reason: string) => say('simulationFailed', { reason }),
  notAMint: say('notAMint'),
  decimals: (list: number, chain: number) => say('decimals', { list, chain }),
  noLstAccount: say('noLstAccount'),
  underDelivers: (gained: AmountParam, minimum: AmountParam) => say('underDelivers', { gained, minimum }),
  takesTooMuch: (spent: bigint, amount: bigint, reserve: bigint) =>
    say('takesTooMuch', { spent: sol(spent), amount: sol(amount), reserve: sol(reserve) }),
};
