import { applyFee } from './applyFee';
import type { Fee, StakePool } from './stakePool';
import type { ValidatorList } from './validatorList';

/**
 * The two exits' figures by the program's own arithmetic (its `process_withdraw_sol` and
 * `process_withdraw_stake`), in bigints: the withdrawal fee is taken first, in pool tokens, rounded up
 * (`Fee::apply`), and only the rest is burned and priced at the pool's rate, rounded down. The program's
 * own JS client leaves the fee out (`calcLamportsWithdrawAmount`): these do not.
 */

/** Why an exit is not offered, in the program's terms; the card words them. */
export type ExitRefusal =
  | 'too-small' // the burned tokens are worth 0 lamports (the program's WithdrawalTooSmall)
  | 'sol-withdraw-authority' // the pool names a SOL withdraw authority: only it may take SOL out
  | 'reserve-short' // the reserve would fall below its rent (the program's SolWithdrawalTooLarge)
  | 'no-stake-source' // no validator stake can give this much, and the program does not allow the reserve
  | 'below-minimum-delegation'; // the new stake account would hold less than the Stake program's minimum

export interface ExitFigure {
  /** Pool tokens paid to the manager fee account. */
  feeTokens: bigint;
  /** Pool tokens burned: the amount less the fee. */
  burnedTokens: bigint;
  /** Lamports the staker receives: into the wallet (instant), or as the new stake account's delegation. */
  lamports: bigint;
}

export type ExitOutcome<Extra = object> = ({ ok: true } & ExitFigure & Extra) | { ok: false; refusal: ExitRefusal };

/** The program's `calc_lamports_withdraw_amount`: pool tokens at the pool's rate, rounded down; 0 when below one lamport. */
export function lamportsForPoolTokens(pool: Pick<StakePool, 'totalLamports' | 'poolTokenSupply'>, poolTokens: bigint): bigint {
  const numerator = poolTokens * pool.totalLamports;
  if (pool.poolTokenSupply === 0n || numerator < pool.poolTokenSupply) return 0n;
  return numerator / pool.poolTokenSupply;
}

/** The fee, the burn and the lamports for `poolTokens` under `fee`; no fee when the tokens come from the manager fee account itself. */
export function exitFigure(pool: StakePool, fee: Fee, poolTokens: bigint, fromManagerFeeAccount = false): ExitFigure {
  const feeTokens = fromManagerFeeAccount ? 0n : applyFee(fee, poolTokens);
  const burnedTokens = poolTokens - feeTokens;
  return { feeTokens, burnedTokens, lamports: burnedTokens > 0n ? lamportsForPoolTokens(pool, burnedTokens) : 0n };
}

/** A stake account as read now: its lamports and the rent it must keep (`Meta.rent_exempt_reserve`). */
export interface StakeReading {
  address: string;
  lamports: bigint;
  rentExemptReserve: bigint;
}

/**
 * Instant SOL from the reserve (`WithdrawSolWithSlippage`): offered only while the pool has no SOL
 * withdraw authority and the reserve keeps at least its rent after paying (the program's
 * `minimum_reserve_lamports`, rent plus nothing in this version).
 */
export function instantExit(pool: StakePool, reserve: Omit<StakeReading, 'address'>, poolTokens: bigint): ExitOutcome {
  if (pool.solWithdrawAuthority !== null) return { ok: false, refusal: 'sol-withdraw-authority' };
  const figure = exitFigure(pool, pool.solWithdrawalFee, poolTokens);
  if (figure.lamports === 0n) return { ok: false, refusal: 'too-small' };
  if (reserve.lamports - figure.lamports < reserve.rentExemptReserve) return { ok: false, refusal: 'reserve-short' };
  return { ok: true, ...figure };
}

/** The most lamports the reserve can pay now: all above its rent (none when it needs an authority's signature). */
export const instantCapacity = (pool: StakePool, reserve: Omit<StakeReading, 'address'>): bigint =>
  pool.solWithdrawAuthority !== null || reserve.lamports < reserve.rentExemptReserve ? 0n : reserve.lamports - reserve.rentExemptReserve;

/** The Stake program's floor under any delegation besides its minimum delegation (the pool's `MINIMUM_ACTIVE_STAKE`). */
const MINIMUM_ACTIVE_STAKE = 1_000_000n;

/** Where a stake exit splits from: a validator's stake account (and its vote account), or the reserve (undelegated). */
export type StakeSource = { kind: 'validator'; address: string; vote: string } | { kind: 'reserve'; address: string };

/**
 * A stake account (`WithdrawStakeWithSlippage`), by the program's rules: while any validator's recorded
 * stake is above its floor plus a tolerance (the rent, the minimum delegation, one pool token's worth
 * and a lamport), the split must come from an active validator's stake account (the pool's preferred
 * withdraw validator while it has any to give), which must keep its floor; only when none has any may
 * it come from the reserve. We take the largest stake account that can give it. Validators with a
 * transient stake and nothing active are not offered (the program would want the transient account).
 * `stakes`: each validator's stake account as read now, by vote account.
 */
export function stakeExit(
  pool: StakePool,
  list: ValidatorList,
  stakes: ReadonlyMap<string, StakeReading>,
  reserve: StakeReading,
  poolTokens: bigint,
  minimumDelegation: bigint,
): ExitOutcome<{ source: StakeSource }> {
  const figure = exitFigure(pool, pool.stakeWithdrawalFee, poolTokens);
  if (figure.lamports === 0n) return { ok: false, refusal: 'too-small' };
  const floorOf = (rent: bigint) => rent + (minimumDelegation > MINIMUM_ACTIVE_STAKE ? minimumDelegation : MINIMUM_ACTIVE_STAKE);
  // The program's `get_lamports_per_pool_token` (rounded up) plus one: its margin over the floor.
  const perToken = pool.poolTokenSupply === 0n ? 1n : (pool.totalLamports + pool.poolTokenSupply - 1n) / pool.poolTokenSupply;
  const anyRent = [...stakes.values()][0]?.rentExemptReserve ?? reserve.rentExemptReserve;
  const tolerance = floorOf(anyRent) + perToken + 1n;
  const hasActive = list.validators.some((entry) => entry.activeStakeLamports > tolerance);
  const hasTransient = list.validators.some((entry) => entry.transientStakeLamports > tolerance);
  if (!hasActive) {
    if (hasTransient) return { ok: false, refusal: 'no-stake-source' };
    if (reserve.lamports - figure.lamports < reserve.rentExemptReserve) return { ok: false, refusal: 'no-stake-source' };
    return { ok: true, ...figure, source: { kind: 'reserve', address: reserve.address } };
  }
  if (figure.lamports < minimumDelegation) return { ok: false, refusal: 'below-minimum-delegation' };
  const preferred = pool.preferredWithdrawValidatorVoteAddress;
  const preferredEntry = preferred === null ? undefined : list.validators.find((entry) => entry.voteAccount === preferred);
  const mustUsePreferred = preferredEntry !== undefined && preferredEntry.activeStakeLamports > tolerance;
  const candidates = list.validators
    .filter((entry) => entry.status === 'active' && (!mustUsePreferred || entry.voteAccount === preferred))
    .flatMap((entry) => {
      const stake = stakes.get(entry.voteAccount);
      return stake && stake.lamports - figure.lamports >= floorOf(stake.rentExemptReserve) ? [{ entry, stake }] : [];
    })
    .sort((a, b) => (b.stake.lamports > a.stake.lamports ? 1 : b.stake.lamports < a.stake.lamports ? -1 : 0));
  const best = candidates[0];
  if (!best) return { ok: false, refusal: 'no-stake-source' };
  return { ok: true, ...figure, source: { kind: 'validator', address: best.stake.address, vote: best.entry.voteAccount } };
}
