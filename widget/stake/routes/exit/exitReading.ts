import type { StakeWidgetConfig } from '../../../core/config/config';
import type { StakeReading } from '../../../core/stakePool/exitArithmetic';
import { CLOCK_SYSVAR, EPOCH_SCHEDULE_SYSVAR } from '../../../core/addresses/sysvars';
import { chainEpochFrom, slotsLeftInEpoch } from '../../../core/stakePool/chainEpoch';
import { secondsUntilSol } from '../../../core/stakePool/epochWait';
import { decodeStakeAccount } from '../../../core/stakePool/stakeAccount';
import type { StakePool } from '../../../core/stakePool/stakePool';
import type { ValidatorList } from '../../../core/stakePool/validatorList';
import type { RawAccount } from '../../../core/guard/tokenLayouts';
import { sayRun } from '../../../core/texts/runEnglish';
import { SaidError } from '../../../core/texts/said';
import { createRpcClient } from '../../../api/rpcClient';
import { pageState } from '../../../core/page/page';
import { poolUpdateReadingOf } from '../../pool/poolUpdateReading';
import type { PoolReading } from '../../pool/readPool';

/**
 * What the pool's own exits are priced on, beyond the pool account: its reserve, its validator list and
 * each validator's stake account, and the Stake program's minimum delegation. `pool` is the pool as the
 * exit will find it: as read, or, when it was not updated this epoch and its update fits in front of
 * the exit, as that update will leave it (`updateFirst` then holds the list the update names).
 */
export interface ExitReading {
  programId: string;
  /** The pool's addresses as on chain, with the address itself. */
  onChain: StakePool & { address: string };
  /** The pool the exit is priced on. */
  pool: StakePool;
  list: ValidatorList;
  reserve: StakeReading;
  /** Each validator's stake account as read now, by vote account. */
  stakes: ReadonlyMap<string, StakeReading>;
  minimumDelegation: bigint;
  updateFirst: { list: ValidatorList } | null;
  /**
   * About how many seconds are left in this epoch: what a stake account deactivated now waits before it
   * is SOL (the list of stake accounts says the same). Null when the chain's clock could not be read.
   */
  epochEndsIn: number | null;
}

/** The seconds left in this epoch, from the Clock and EpochSchedule sysvars (one read); null when they cannot say. */
async function epochEndsIn(config: StakeWidgetConfig): Promise<number | null> {
  const { accounts } = await createRpcClient(config).getMultipleAccounts([CLOCK_SYSVAR, EPOCH_SCHEDULE_SYSVAR]);
  const [clock, schedule] = accounts;
  const chain = chainEpochFrom(clock, schedule);
  // Deactivated now, it is SOL from the next epoch: the list of stake accounts counts the same way.
  return chain && secondsUntilSol(chain.epoch + 1n, { ...chain, slotsLeft: slotsLeftInEpoch(clock, schedule) });
}

type PoolFound = Extract<PoolReading, { ok: true }>;

const stakeReadingOf = (address: string, account: RawAccount | null): StakeReading | null => {
  const meta = account ? decodeStakeAccount(account.data).meta : null;
  return account && meta ? { address, lamports: account.lamports, rentExemptReserve: meta.rentExemptReserve } : null;
};

/**
 * The pool's update reading (see poolUpdateReading: the reserve, list and mint, then the validators'
 * stake accounts), with the minimum delegation read beside it.
 */
async function readExit(config: StakeWidgetConfig, found: PoolFound, symbol: string): Promise<ExitReading> {
  const { programId, address, pool } = found;
  const [update, minimumDelegation, endsIn] = await Promise.all([
    poolUpdateReadingOf(config, found, symbol),
    createRpcClient(config).getStakeMinimumDelegation(),
    // The wait is only said: a clock that cannot be read never stops an exit.
    epochEndsIn(config).catch(() => null),
  ]);
  const { list, pairs, validators, updateFirst } = update;
  const reserve = stakeReadingOf(pool.reserveStake, update.reserve);
  if (!reserve) throw new SaidError(sayRun('poolNotFound', { symbol }));
  const stakes = new Map<string, StakeReading>();
  list.validators.forEach((entry, index) => {
    const stake = stakeReadingOf(pairs[index]!.validatorStake, validators[index]![0]);
    if (stake) stakes.set(entry.voteAccount, stake);
  });
  return {
    programId,
    onChain: { ...pool, address },
    pool: update.pool,
    list,
    reserve,
    stakes,
    minimumDelegation,
    updateFirst,
    epochEndsIn: endsIn,
  };
}

/** One exit reading per pool read: the instant and the stake-account routes are asked at once and share it. */
const EXIT_READINGS = Symbol('exit readings');
/** Kept with the page (as every page-lifetime state is), keyed by the pool read itself: gone with it. */
const readings = () => pageState(EXIT_READINGS, () => new WeakMap<PoolFound, Promise<ExitReading>>());

export function exitReadingOf(config: StakeWidgetConfig, found: PoolFound, symbol: string): Promise<ExitReading> {
  let pending = readings().get(found);
  if (!pending) {
    pending = readExit(config, found, symbol);
    readings().set(found, pending);
    // A failed read is asked again with the next amount.
    pending.catch(() => readings().delete(found));
  }
  return pending;
}
