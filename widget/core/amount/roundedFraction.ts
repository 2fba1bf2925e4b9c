/**
 * A fraction as base units with `decimals` places, rounded half up: 4/3 at 4 places is 13333n (1.3333).
 * For showing a rate or a share, never for an amount that moves.
 */
export function roundedFraction({ numerator, denominator }: { numerator: bigint; denominator: bigint }, decimals: number): bigint {
  if (denominator <= 0n) return 0n;
  const scaled = numerator * 10n ** BigInt(decimals);
  return (scaled * 2n + denominator) / (denominator * 2n);
}
