/** Places the SOL worth of a position is shown with: the LST is exact, its worth an estimate ("≈ 0.9998 SOL"). */
export const WORTH_PLACES = 4;

/** Lamports rounded to the nearest 0.0001 SOL, as units of that size (for a text with WORTH_PLACES decimals). */
export function roundedWorth(lamports: bigint): bigint {
  const step = 10n ** BigInt(9 - WORTH_PLACES);
  return (lamports + step / 2n) / step;
}
