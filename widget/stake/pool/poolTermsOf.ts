import { largerFee } from '../../core/guard/poolFees';
import { feeFraction, poolRate } from '../routes/deposit/depositArithmetic';
import type { StakePool } from '../../core/stakePool/stakePool';
import type { PoolTerms } from './poolTermsType';

/** What a fee will be once its scheduled change applies: the change where there is one, else the fee. */
const after = (now: StakePool['epochFee'], next: StakePool['nextEpochFee']) => next?.fee ?? now;

/**
 * The pool's terms as a staker compares pools: its rate, what entering costs (the SOL deposit fee, and
 * the stake deposit fee for a stake account),
 * what leaving through the pool costs (the larger of its SOL and stake withdrawal fees), the share of
 * rewards it keeps, and what the pool has scheduled for a coming epoch where that differs.
 */
export function poolTermsOf(pool: StakePool, decimals: number): PoolTerms {
  const withdrawalFee = largerFee(pool.solWithdrawalFee, pool.stakeWithdrawalFee);
  const terms: PoolTerms = {
    lamportsPerToken: poolRate(pool, decimals),
    depositFee: feeFraction(pool.solDepositFee),
    stakeDepositFee: feeFraction(pool.stakeDepositFee),
    withdrawalFee: feeFraction(withdrawalFee),
    epochFee: feeFraction(pool.epochFee),
  };
  if (pool.nextEpochFee || pool.nextSolWithdrawalFee || pool.nextStakeWithdrawalFee) {
    terms.scheduled = {
      withdrawalFee: feeFraction(
        largerFee(after(pool.solWithdrawalFee, pool.nextSolWithdrawalFee), after(pool.stakeWithdrawalFee, pool.nextStakeWithdrawalFee)),
      ),
      epochFee: feeFraction(after(pool.epochFee, pool.nextEpochFee)),
    };
  }
  return terms;
}
