import type { Fee } from './stakePool';

/** The program's `Fee::apply`: amount x numerator / denominator, rounded up; none when the denominator is 0. */
export function applyFee(fee: Fee, amount: bigint): bigint {
  if (fee.denominator === 0n) return 0n;
  return (amount * fee.numerator + fee.denominator - 1n) / fee.denominator;
}
