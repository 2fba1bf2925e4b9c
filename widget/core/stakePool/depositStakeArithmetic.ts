import { applyFee } from './applyFee';
import { LAMPORTS_PER_SIGNATURE } from '../amount/stakeLimits';
import { atPoolRate } from '../guard/fairPrice';
import type { StakePool } from './stakePool';

/**
 * What the stake pool program computes for `DepositStake` of one stake account, to the base unit (its
 * `process_deposit_stake`): the card shows this figure, the transaction's minimum is it, and the litesvm
 * tests run the real program on the same inputs and compare. Each step is the program's own integer
 * arithmetic (u64 values, u128 products, checked), with the same roundings.
 *
 * The merge moves all of the account's lamports into the validator's stake account and adds its
 * delegated stake to the validator's: the delegated part pays the stake deposit fee, the rest (its rent,
 * anything undelegated) is SOL and pays the SOL deposit fee. Both are minted at the pool's rate (rounded
 * down each), the SOL part as the whole less the stake part; each fee rounds up (`Fee::apply`); the
 * referrer's share is a percentage of the two fees together (`stake_referral_fee`), rounded down.
 */

const U64_MAX = 2n ** 64n - 1n;

/** The pool's fields the deposit of a stake account reads. */
export type StakeDepositPool = Pick<
  StakePool,
  'totalLamports' | 'poolTokenSupply' | 'stakeDepositFee' | 'solDepositFee' | 'stakeReferralFee'
>;

/** One stake account as the deposit takes it: all its lamports, and the stake delegated of them. */
export interface StakeToDeposit {
  lamports: bigint;
  stakeLamports: bigint;
}

/**
 * Why the program would refuse it, as far as the arithmetic decides: `too-small` (DepositTooSmall: the
 * staker would get no pool token), `too-large` (a figure out of u64), `calculation-failure` (the pool's
 * own terms: a fee or a referral share over 100 %, or a delegation above the account's lamports).
 */
export type StakeDepositRefusal = 'too-small' | 'too-large' | 'calculation-failure';

/**
 * The deposit's exact result: the shape of `StakeDepositPreview` (widget/bring/types.ts), which the card
 * shows; written here too because core sits below the bring chunk.
 */
export interface StakeDepositFigures {
  lamports: bigint;
  stakeLamports: bigint;
  /** The staker's own part (`pool_tokens_user`): `DepositStakeWithSlippage`'s minimum. A referral share that comes back to the staker is on top. */
  lstOut: bigint;
  /** In pool tokens: the stake deposit fee, the SOL deposit fee on the rest, and the referrer's share of the two. */
  fees: { stake: bigint; sol: bigint; referral: bigint };
}

export type StakeDepositOutcome = { ok: true; preview: StakeDepositFigures } | { ok: false; refusal: StakeDepositRefusal };

export function stakeDepositOutcome(pool: StakeDepositPool, { lamports, stakeLamports }: StakeToDeposit): StakeDepositOutcome {
  const refused = (refusal: StakeDepositRefusal): StakeDepositOutcome => ({ ok: false, refusal });
  if (lamports < 0n || stakeLamports < 0n)
    throw new RangeError(`A stake account's lamports are a u64, not ${lamports} (${stakeLamports} staked).`);
  if (lamports > U64_MAX) return refused('too-large');
  if (stakeLamports > lamports) return refused('calculation-failure');
  const newPoolTokens = atPoolRate(pool, lamports);
  const fromStake = atPoolRate(pool, stakeLamports);
  if (newPoolTokens > U64_MAX) return refused('too-large');
  // The pool's rate rounds each down, so the stake's part is never above the whole's.
  const fromSol = newPoolTokens - fromStake;
  const stakeFee = applyFee(pool.stakeDepositFee, fromStake);
  const solFee = applyFee(pool.solDepositFee, fromSol);
  if (stakeFee > fromStake || solFee > fromSol) return refused('calculation-failure');
  const totalFee = stakeFee + solFee;
  const referral = (totalFee * BigInt(pool.stakeReferralFee)) / 100n;
  if (referral > totalFee) return refused('calculation-failure');
  const lstOut = newPoolTokens - totalFee;
  if (lstOut === 0n) return refused('too-small');
  // After minting, the pool adds the deposit to its totals with checked u64 additions.
  if (pool.poolTokenSupply + newPoolTokens > U64_MAX || pool.totalLamports + lamports > U64_MAX) return refused('too-large');
  return { ok: true, preview: { lamports, stakeLamports, lstOut, fees: { stake: stakeFee, sol: solFee, referral } } };
}

/**
 * The least SOL the wallet needs for a stake account deposit: its one signature's fee, and the rent of the
 * LST account it opens (`opensAccount`, null when the staker has one). A priority fee comes on top, within
 * the card's cap; the deposit itself spends none of the wallet's SOL.
 */
export const stakeDepositSolNeeded = (opensAccount: bigint | null): bigint => (opensAccount ?? 0n) + LAMPORTS_PER_SIGNATURE;
