import { STAKE_PROGRAM } from '../core/addresses/nativePrograms';
import { formatAmount } from '../core/amount/amount';
import { percentParam } from '../core/amount/percent';
import type { FeeCaps } from '../core/guard/feeCaps';
import { aboveCap, largerFee, poolFeeRefusal } from '../core/guard/poolFees';
import type { RawAccount } from '../core/guard/tokenLayouts';
import { stakeDepositOutcome } from '../core/stakePool/depositStakeArithmetic';
import type { ChainNow } from '../core/stakePool/chainEpoch';
import { decodeStakeAccount, type StakeAccountState } from '../core/stakePool/stakeAccount';
import type { Fee, Lockup, StakePool } from '../core/stakePool/stakePool';
import type { ValidatorList } from '../core/stakePool/validatorList';
import { stakeAccountPhase } from '../exit/stakeAccountPhase';
import { depositAuthorityOf } from '../solana/poolAddresses';
import type { BringableStakeAccount, NotDepositable, StakeSource, StakeState } from './types';

/**
 * Whether one stake account can go into the pool now, from its own bytes (never from what a search said
 * of it), the Clock and the pool with its validator list: the checks `process_deposit_stake` and the
 * Stake program make, said before the staker clicks rather than as a failed simulation.
 */

/** The pool a stake account would go into: as the deposit will find it (after its update in front, when stale), with its list. */
export interface PoolForStake {
  programId: string;
  address: string;
  pool: StakePool;
  list: ValidatorList;
  /** The token's symbol, for the pool's refusal in the guard's words. */
  symbol: string;
}

/** A fee as a percentage with 2 places, as the card words every fee ("1.5"): `percentParam`'s figure, as text. */
const percentOf = (fee: Fee): string => {
  const { units, decimals } = percentParam(fee);
  return formatAmount(units, decimals);
};

/**
 * Why the pool takes no stake account at all, or null: one with its own stake deposit authority (only
 * that authority's signature deposits: no public stake deposit), or one whose stake deposit fee, or the
 * SOL deposit fee the deposit's rent pays, is above the card's cap (the rule of `poolFeeRefusal`).
 */
export function poolStakeDepositRefusal({ programId, address, pool, symbol }: PoolForStake, caps: FeeCaps): NotDepositable | null {
  if (pool.stakeDepositAuthority !== depositAuthorityOf(programId, address)) return { code: 'pool-private' };
  // What the pool charges whoever holds its token (its withdrawal fees, its share of rewards, now or
  // scheduled) bars every way in, a stake account's as much as SOL's: the same rule, the same words.
  const tokenRefused = poolFeeRefusal(pool, caps, symbol);
  if (tokenRefused) return { code: 'token-refused', said: tokenRefused };
  const fee = largerFee(pool.stakeDepositFee, pool.solDepositFee);
  return aboveCap(fee, caps.maxFeeBps) ? { code: 'fee-over-cap', percent: percentOf(fee) } : null;
}

/** The Stake program's `Lockup::is_in_force` with no custodian signing: until its epoch or its time, whichever is later. */
const lockupInForce = (lockup: Lockup, now: ChainNow) => lockup.unixTimestamp > now.unixTimestamp || lockup.epoch > now.epoch;

/** The state a staker reads: a lockup in force first, then its delegation's phase now. */
export function stakeStateOf(state: StakeAccountState, now: ChainNow): StakeState {
  if (state.meta && lockupInForce(state.meta.lockup, now)) return 'locked';
  return stakeAccountPhase(state.delegation, now.epoch).phase;
}

/**
 * Why it cannot go in, in the order a staker can act on: not a stake account; not theirs to authorize;
 * the pool's own refusal; a lockup in force (one that has passed is no bar:
 * the real program merges such a stake, tests/unit/bringStakeOnLitesvm.test.ts);
 * not delegated or cooling down; delegated outside the pool's active validators (or not its preferred
 * one); still warming up; too small for a pool token. Null when it goes in.
 */
function whyNot(state: StakeAccountState, wallet: string, target: PoolForStake, now: ChainNow, caps: FeeCaps): NotDepositable | null {
  const { meta, delegation } = state;
  if (!meta) return { code: 'not-stake-account' };
  // The withdrawer alone may authorize both roles (the Stake program takes its signature for the staker
  // role too): a staker authority left with a staking service does not make the account any less theirs.
  if (meta.withdrawer !== wallet) return { code: 'not-yours' };
  const pool = poolStakeDepositRefusal(target, caps);
  if (pool) return pool;
  const { lockup } = meta;
  // The program itself compares no lockup: the Stake program merges a stake whose lockup has passed,
  // and authorizing its withdrawer under one in force would need the custodian's signature.
  if (lockupInForce(lockup, now)) {
    return {
      code: 'locked',
      untilEpoch: lockup.epoch === 0n ? null : lockup.epoch,
      untilUnixTimestamp: lockup.unixTimestamp === 0n ? null : lockup.unixTimestamp,
    };
  }
  const phase = stakeAccountPhase(delegation, now.epoch).phase;
  if (!delegation || phase === 'inactive') return { code: 'inactive' };
  if (phase === 'deactivating') return { code: 'deactivating' };
  const { voter } = delegation;
  const entry = target.list.validators.find((validator) => validator.voteAccount === voter);
  if (!entry || entry.status !== 'active') return { code: 'not-in-pool', voter };
  const preferred = target.pool.preferredDepositValidatorVoteAddress;
  if (preferred !== null && preferred !== voter) return { code: 'preferred-only', voter };
  if (phase === 'activating') return { code: 'activating', fromEpoch: delegation.activationEpoch + 1n };
  return null;
}

export interface QualifyInput {
  address: string;
  /** The account as read with the Clock (null: nothing there). */
  account: RawAccount | null;
  source: StakeSource;
  wallet: string;
  target: PoolForStake;
  now: ChainNow;
  caps: FeeCaps;
  /** The deposit names the staker's own account as the referrer's (no usable referrer): the referral share comes back to them. */
  referrerIsStaker: boolean;
}

/** One stake account as the card lists it: its SOL, validator, state, and whether it goes in (with the exact preview) or why not. */
export function qualifyStakeAccount({
  address,
  account,
  source,
  wallet,
  target,
  now,
  caps,
  referrerIsStaker,
}: QualifyInput): BringableStakeAccount {
  const listed = (state: StakeState, voter: string | null, verdict: BringableStakeAccount['verdict']): BringableStakeAccount => ({
    address,
    lamports: account?.lamports ?? 0n,
    voter,
    // Nothing in the project names validators: the LST list gives none.
    validatorName: null,
    state,
    source,
    verdict,
  });
  const decoded = account && account.owner === STAKE_PROGRAM ? decodeSafely(account.data) : null;
  if (!decoded?.meta) return listed('inactive', null, { depositable: false, why: { code: 'not-stake-account' } });
  const state = stakeStateOf(decoded, now);
  const voter = decoded.delegation?.voter ?? null;
  const why = whyNot(decoded, wallet, target, now, caps);
  if (why) return listed(state, voter, { depositable: false, why });
  const outcome = stakeDepositOutcome(target.pool, { lamports: account!.lamports, stakeLamports: decoded.delegation!.stake });
  // A refusal of the arithmetic's other than too small needs a pool the caps already refused, or more than a u64 of lamports.
  if (!outcome.ok) return listed(state, voter, { depositable: false, why: { code: 'too-small' } });
  const { lstOut, fees } = outcome.preview;
  const preview = referrerIsStaker
    ? { ...outcome.preview, lstOut: lstOut + fees.referral, programMinimum: lstOut, fees: { ...fees, referral: 0n, back: fees.referral } }
    : { ...outcome.preview, programMinimum: lstOut, fees: { ...fees, back: 0n } };
  return listed(state, voter, { depositable: true, preview });
}

function decodeSafely(data: Uint8Array): StakeAccountState | null {
  try {
    return decodeStakeAccount(data);
  } catch {
    return null;
  }
}
