/** Decimals a figure keeps when shown for reading: 0.9243 SOL, 1.4286 evgSOL (the exact one is a hover or focus away). */
export const READABLE_PLACES = 4;

/**
 * An amount rounded (half up) for reading, in the same base units: four decimals, or four significant
 * digits below 1, so a non-zero amount never reads as 0 (0.00203928 SOL is 0.002039). For showing
 * only: what moves, what events carry and what is logged stay exact.
 */
export function readableUnits(units: bigint, decimals: number): bigint {
  const size = units < 0n ? -units : units;
  const digits = String(size).length;
  const places = digits > decimals ? READABLE_PLACES : Math.max(READABLE_PLACES, decimals - digits + READABLE_PLACES);
  if (places >= decimals) return units;
  const step = 10n ** BigInt(decimals - places);
  const rounded = ((size + step / 2n) / step) * step;
  return units < 0n ? -rounded : rounded;
}
