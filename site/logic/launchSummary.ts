import type { LaunchPlan } from '../../widget/launch';

/** The plan in a few figures, for its one-line summary: what a team weighs before it signs. */
export interface LaunchSummary {
  /** Transactions to sign: one wallet prompt each. */
  transactions: number;
  /** Rent the wallet puts into the accounts it creates: it stays in them. */
  deposits: bigint;
  /** The most Metaplex's create fee takes (kept by Metaplex). */
  metaplex: bigint;
  /** The first deposit, which comes back as the pool's token. */
  back: bigint;
  /** Network fees of every step. */
  fees: bigint;
  /** The most the wallet spends: all of the above. */
  total: bigint;
}

/** The plan's figures, summed over its steps (what the wallet pays; the validator's stake comes from the reserve). */
export function launchSummary(plan: LaunchPlan): LaunchSummary {
  let deposits = 0n;
  let metaplex = 0n;
  let back = 0n;
  let fees = 0n;
  for (const step of plan.steps) {
    fees += step.fee;
    back += step.deposit;
    for (const account of step.creates) {
      if (account.paidBy !== 'wallet') continue;
      deposits += account.lamports;
      metaplex += account.mostLamports - account.lamports;
    }
  }
  return { transactions: plan.steps.length, deposits, metaplex, back, fees, total: plan.total };
}

/**
 * Lamports as a short SOL figure, two significant digits ("0.025", "0.0033", "1.1"): for a summary
 * that says "about". Rounded half up; the exact figures are in the details.
 */
export function roughSol(lamports: bigint): string {
  if (lamports <= 0n) return '0';
  const digits = lamports.toString().length;
  const drop = Math.max(digits - 2, 0);
  const unit = 10n ** BigInt(drop);
  const rounded = ((lamports + unit / 2n) / unit) * unit;
  const text = rounded.toString().padStart(10, '0');
  const whole = text.slice(0, -9).replace(/^0+(?=\d)/, '');
  const fraction = text.slice(-9).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** A fee as a percent with at most two decimals ("5", "0.1"); a fee of nothing is "0". */
export function feePercent({ numerator, denominator }: { numerator: bigint; denominator: bigint }): string {
  if (denominator === 0n) return '0';
  const hundredths = (numerator * 10_000n) / denominator;
  const whole = hundredths / 100n;
  const fraction = (hundredths % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/** A fee in basis points (whole), as the demo's pool copy carries it. */
export const basisPoints = ({ numerator, denominator }: { numerator: bigint; denominator: bigint }): number =>
  denominator === 0n ? 0 : Number((numerator * 10_000n) / denominator);
