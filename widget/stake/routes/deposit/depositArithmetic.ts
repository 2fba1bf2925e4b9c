import { atPoolRate } from '../../../core/guard/fairPrice';
import { applyFee } from '../../../core/stakePool/applyFee';
import type { Fee, StakePool } from '../../../core/stakePool/stakePool';

/**
 * What the stake pool program computes for `DepositSol`, to the base unit: the card shows this figure
 * and the staker must receive exactly it. Each step is the program's own integer arithmetic (u64
 * values, u128 products, checked), with the same roundings; the litesvm tests run the real program
 * on the same inputs and compare.
 */

/**
 * The program's amounts are u64; its products are u128, which a u64 x u64 product (plus a u64) always
 * fits, so only the conversions back to u64 and the final sums can fail.
 */
const U64_MAX = 2n ** 64n - 1n;

/** The pool's fields a deposit's arithmetic reads. */
export type DepositPool = Pick<StakePool, 'totalLamports' | 'poolTokenSupply' | 'solDepositFee' | 'solReferralFee'>;

/** The pool tokens one deposit mints, and whose accounts they go to. */
export interface DepositSplit {
  /** Every pool token minted: the staker's, the referrer's and the manager's together. */
  newPoolTokens: bigint;
  /** The SOL deposit fee, in pool tokens: the referrer's and the manager's shares together. */
  depositFee: bigint;
  /** The referrer's share of the fee. */
  referralFee: bigint;
  /** The manager's share of the fee. */
  managerFee: bigint;
  /** The staker's own part, the program's `pool_tokens_user`: the tokens minted less the whole deposit fee. */
  stakerPart: bigint;
  /** What the staker's pool token account gains (with the referral fee when it is also the referrer's account). */
  stakerReceives: bigint;
  /** What the referrer's account gains (0 when it is the staker's: counted in `stakerReceives`). */
  referrerReceives: bigint;
  /** What the manager fee account gains. */
  managerReceives: bigint;
}

/**
 * The program's refusals that the arithmetic decides: `too-small` (DepositTooSmall: the staker would
 * get no pool token), `too-large` (CalculationFailure for the amount: more than a u64 of lamports, pool
 * tokens out of u64, or the pool's totals overflowing after the deposit), `calculation-failure`
 * (CalculationFailure for the pool's own terms: a fee or a referral share over 100 %).
 */
export type DepositRefusal = 'too-small' | 'too-large' | 'calculation-failure';

export type DepositOutcome = ({ ok: true } & DepositSplit) | { ok: false; refusal: DepositRefusal };

export { applyFee };

/** `calc_pool_tokens_for_deposit`: at the pool's rate, rounded down; 1:1 while the pool is empty. */
export const poolTokensForDeposit: (pool: Pick<StakePool, 'totalLamports' | 'poolTokenSupply'>, lamports: bigint) => bigint = atPoolRate;

/**
 * What `DepositSol` of `lamports` does in `pool`, or why the program refuses it. `referrerIsStaker`:
 * the account named as the referrer's is the staker's own (no referrer, or one with no account), so
 * the staker's account receives the referral fee as well.
 */
export function depositOutcome(pool: DepositPool, lamports: bigint, { referrerIsStaker }: { referrerIsStaker: boolean }): DepositOutcome {
  if (lamports < 0n) throw new RangeError(`A deposit is a u64 of lamports, not ${lamports}.`);
  const refused = (refusal: DepositRefusal): DepositOutcome => ({ ok: false, refusal });
  if (lamports > U64_MAX) return refused('too-large');

  const newPoolTokens = poolTokensForDeposit(pool, lamports);
  if (newPoolTokens > U64_MAX) return refused('too-large');
  const depositFee = applyFee(pool.solDepositFee, newPoolTokens);
  if (depositFee > U64_MAX || depositFee > newPoolTokens) return refused('calculation-failure');
  const poolTokensForStaker = newPoolTokens - depositFee;
  // `calc_pool_tokens_sol_referral_fee`: a percentage of the fee, rounded down.
  const referralFee = (depositFee * BigInt(pool.solReferralFee)) / 100n;
  if (referralFee > depositFee) return refused('calculation-failure');
  const managerFee = depositFee - referralFee;
  if (poolTokensForStaker === 0n) return refused('too-small');
  // After minting, the pool adds the deposit to its totals with checked u64 additions.
  if (pool.poolTokenSupply + newPoolTokens > U64_MAX || pool.totalLamports + lamports > U64_MAX) return refused('too-large');

  return {
    ok: true,
    newPoolTokens,
    depositFee,
    referralFee,
    managerFee,
    stakerPart: poolTokensForStaker,
    stakerReceives: referrerIsStaker ? poolTokensForStaker + referralFee : poolTokensForStaker,
    referrerReceives: referrerIsStaker ? 0n : referralFee,
    managerReceives: managerFee,
  };
}

/** A non-negative fraction, for display: never a zero denominator. */
export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

/**
 * Lamports per one whole pool token (10^`poolDecimals` base units) at the pool's rate, before the
 * deposit fee: what the card shows as "1 picoSOL = 1.3333 SOL". An empty pool mints 1:1, so its rate
 * is one lamport per base unit.
 */
export function poolRate(pool: Pick<StakePool, 'totalLamports' | 'poolTokenSupply'>, poolDecimals: number): Fraction {
  const wholeToken = 10n ** BigInt(poolDecimals);
  if (pool.totalLamports === 0n || pool.poolTokenSupply === 0n) return { numerator: wholeToken, denominator: 1n };
  return { numerator: pool.totalLamports * wholeToken, denominator: pool.poolTokenSupply };
}

/** A fee as the share it takes: a zero denominator is the program's "no fee". */
export function feeFraction(fee: Fee): Fraction {
  return fee.denominator === 0n ? { numerator: 0n, denominator: 1n } : { numerator: fee.numerator, denominator: fee.denominator };
}

/** The share of each epoch's rewards the pool's manager takes now. */
export const epochFeeFraction = (pool: Pick<StakePool, 'epochFee'>): Fraction => feeFraction(pool.epochFee);

/** The share of a SOL deposit the pool keeps as its fee (referrer's and manager's shares together). */
export const solDepositFeeFraction = (pool: Pick<StakePool, 'solDepositFee'>): Fraction => feeFraction(pool.solDepositFee);
