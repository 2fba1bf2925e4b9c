import { DEFAULT_FEE_CAPS } from '../core/guard/feeCaps';
import { poolFeeRefusal } from '../core/guard/poolFees';
import type { Fee } from '../core/stakePool/stakePool';
import { sayLaunch } from '../core/texts/launchEnglish';
import type { Said } from '../core/texts/said';

/** A fee is a fraction from 0 to 1; a zero denominator means no fee, and then the numerator must be 0 too. */
export const isFee = ({ numerator, denominator }: Fee): boolean =>
  numerator >= 0n && denominator >= 0n && (denominator === 0n ? numerator === 0n : numerator <= denominator);

/** The fees a launch sets: `Initialize` takes one of each, for SOL and stake alike. */
export interface LaunchFees {
  depositFee: Fee;
  withdrawalFee: Fee;
  epochFee: Fee;
}

/**
 * Why the launch refuses `fees`: one that is no fraction from 0 to 1, or one the stakers' card would
 * refuse, by the guard's own caps and in its own words ('…'s pool keeps 5 % of what you put in. We will
 * not stake into it.'); null when all are fine.
 */
export function launchFeeRefusal({ depositFee, withdrawalFee, epochFee }: LaunchFees, symbol: string): Said | null {
  if (![depositFee, withdrawalFee, epochFee].every(isFee)) return sayLaunch('launchFeeInvalid');
  const fees = {
    solDepositFee: depositFee,
    solWithdrawalFee: withdrawalFee,
    stakeWithdrawalFee: withdrawalFee,
    epochFee,
    nextSolWithdrawalFee: null,
    nextStakeWithdrawalFee: null,
    nextEpochFee: null,
  };
  return poolFeeRefusal(fees, DEFAULT_FEE_CAPS, symbol);
}
