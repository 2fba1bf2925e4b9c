import { percentParam } from '../amount/percent';
import type { Said } from '../texts/said';
import type { FeeCaps } from './feeCaps';
import { guardText } from './refusals';

/** A fee as a stake pool stores it: a fraction, where a zero denominator is the program's "no fee". */
export interface FeeRatio {
  numerator: bigint;
  denominator: bigint;
}

/** The fees a pool's token holders pay, now and as the pool has scheduled them (`next_*`, in force after an epoch or two). */
export interface PoolFeeTerms {
  solDepositFee: FeeRatio;
  solWithdrawalFee: FeeRatio;
  nextSolWithdrawalFee: { fee: FeeRatio } | null;
  stakeWithdrawalFee: FeeRatio;
  nextStakeWithdrawalFee: { fee: FeeRatio } | null;
  epochFee: FeeRatio;
  nextEpochFee: { fee: FeeRatio } | null;
}

const BPS = 10_000n;
/** Whether `fee` takes more than `capBps` basis points. A fee over 100 % is over every cap. */
export const aboveCap = (fee: FeeRatio, capBps: number) =>
  fee.denominator !== 0n && (fee.numerator > fee.denominator || fee.numerator * BPS > BigInt(capBps) * fee.denominator);

/**
 * Null when every fee the pool charges its token's holders, now and scheduled, is within the caps;
 * else the first one that is not, in a staker's words with its figure. The fees apply to whoever holds
 * the token, however it was bought: a pool refused here is refused for every route into its token.
 */
export function poolFeeRefusal(pool: PoolFeeTerms, caps: FeeCaps, symbol: string): Said | null {
  const rules: [FeeRatio | undefined, number, (symbol: string, percent: ReturnType<typeof percentParam>) => Said][] = [
    [pool.solDepositFee, caps.maxFeeBps, guardText.poolDepositFee],
    [pool.solWithdrawalFee, caps.maxFeeBps, guardText.poolWithdrawalFee],
    [pool.stakeWithdrawalFee, caps.maxFeeBps, guardText.poolWithdrawalFee],
    [pool.nextSolWithdrawalFee?.fee, caps.maxFeeBps, guardText.poolWithdrawalFeeScheduled],
    [pool.nextStakeWithdrawalFee?.fee, caps.maxFeeBps, guardText.poolWithdrawalFeeScheduled],
    [pool.epochFee, caps.maxEpochFeeBps, guardText.poolEpochFee],
    [pool.nextEpochFee?.fee, caps.maxEpochFeeBps, guardText.poolEpochFeeScheduled],
  ];
  for (const [fee, cap, refusal] of rules) if (fee && aboveCap(fee, cap)) return refusal(symbol, percentParam(fee));
  return null;
}

/** The larger of two fees, as fractions compare. */
export const largerFee = (a: FeeRatio, b: FeeRatio): FeeRatio =>
  (b.denominator === 0n ? 0n : b.numerator) * (a.denominator === 0n ? 1n : a.denominator) >
  (a.denominator === 0n ? 0n : a.numerator) * (b.denominator === 0n ? 1n : b.denominator)
    ? b
    : a;
