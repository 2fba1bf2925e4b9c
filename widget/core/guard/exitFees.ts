import type { FeeCaps } from './feeCaps';
import { aboveCap, type FeeRatio, type PoolFeeTerms } from './poolFees';

export interface FeeToConfirm {
  fee: FeeRatio;
  /** True for a fee the pool has scheduled (`next_*`), in force from a coming epoch. */
  scheduled: boolean;
}

/**
 * The withdrawal fees an exit pays that are above the cap, now and scheduled: the instant exit's SOL
 * withdrawal fee, the stake-account exit's stake withdrawal fee. Unlike the way in, a fee above the cap
 * does not refuse the exit (no holder is ever trapped): the exit goes ahead once the staker has
 * confirmed these figures. Empty when every one is within the cap.
 */
export function exitFeesToConfirm(pool: PoolFeeTerms, caps: FeeCaps, exit: 'instant' | 'stake'): FeeToConfirm[] {
  const [now, next] =
    exit === 'instant' ? [pool.solWithdrawalFee, pool.nextSolWithdrawalFee] : [pool.stakeWithdrawalFee, pool.nextStakeWithdrawalFee];
  const fees: FeeToConfirm[] = [{ fee: now, scheduled: false }, ...(next ? [{ fee: next.fee, scheduled: true }] : [])];
  return fees.filter(({ fee }) => aboveCap(fee, caps.maxFeeBps));
}
