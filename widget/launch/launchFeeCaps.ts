import type { Fee } from '../core/stakePool/stakePool';
import { sayLaunch, type LaunchKey } from '../core/texts/launchEnglish';
import { amountParam, type Said } from '../core/texts/said';

/**
 * The widget's caps on a pool's fees: a stakers' card refuses a pool above them, so a launch refuses
 * them first. The guard is getting these caps as constants of its own (another change in progress);
 * once it has them, this table should point at them rather than repeat them.
 */
export const LAUNCH_FEE_CAPS = {
  depositFee: { numerator: 1n, denominator: 100n },
  withdrawalFee: { numerator: 1n, denominator: 100n },
  epochFee: { numerator: 20n, denominator: 100n },
} as const satisfies Record<string, Fee>;

export type CappedFee = keyof typeof LAUNCH_FEE_CAPS;

const CAP_TEXT: Record<CappedFee, LaunchKey> = {
  depositFee: 'launchDepositFeeCap',
  withdrawalFee: 'launchWithdrawalFeeCap',
  epochFee: 'launchEpochFeeCap',
};

/** A fee as a percent with 4 decimals, for reading (never for arithmetic). */
const percent = ({ numerator, denominator }: Fee) => amountParam(denominator === 0n ? 0n : (numerator * 1_000_000n) / denominator, 4);

/** A fee is a fraction from 0 to 1; a zero denominator means no fee, and then the numerator must be 0 too. */
export const isFee = ({ numerator, denominator }: Fee): boolean =>
  numerator >= 0n && denominator >= 0n && (denominator === 0n ? numerator === 0n : numerator <= denominator);

/** Why the launch refuses `fees`: one not a fraction from 0 to 1, or one above the widget's cap; null when all are fine. */
export function launchFeeRefusal(fees: Record<CappedFee, Fee>): Said | null {
  for (const name of Object.keys(LAUNCH_FEE_CAPS) as CappedFee[]) {
    const fee = fees[name];
    if (!isFee(fee)) return sayLaunch('launchFeeInvalid');
    const cap = LAUNCH_FEE_CAPS[name];
    if (fee.denominator !== 0n && fee.numerator * cap.denominator > cap.numerator * fee.denominator) {
      return sayLaunch(CAP_TEXT[name], { percent: percent(fee), cap: percent(cap) });
    }
  }
  return null;
}
