import { WRAPPED_SOL_MINT } from '../lst/lst';
import { amountParam, type AmountParam } from '../texts/said';
import { shortAddress } from '../encoding/shortAddress';

/** Tokens a staker is likely to hold beside the LST, so a refusal can name them and their amounts. */
const KNOWN: Readonly<Record<string, { symbol: string; decimals: number }>> = {
  [WRAPPED_SOL_MINT]: { symbol: 'wSOL', decimals: 9 },
  EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v: { symbol: 'USDC', decimals: 6 },
  Es9vMFrzaCERmJfrF4H8FYD4KCoNkY11McCe8BenwNYB: { symbol: 'USDT', decimals: 6 },
};

/** How a refusal names a token: the LST by its symbol, a known token by its own, any other by its short mint. */
export interface TokenNames {
  /** The LST's mint, symbol and decimals (read from the chain). */
  lst: { mint: string; symbol: string; decimals: number };
}

export function tokenName(mint: string, { lst }: TokenNames): string {
  if (mint === lst.mint) return lst.symbol;
  return KNOWN[mint]?.symbol ?? shortAddress(mint);
}

/** An amount of a token for a text; a token we know nothing of is shown in its base units. */
export function tokenAmount(mint: string, units: bigint, names: TokenNames): AmountParam {
  const decimals = mint === names.lst.mint ? names.lst.decimals : (KNOWN[mint]?.decimals ?? 0);
  return amountParam(units, decimals, tokenName(mint, names));
}
