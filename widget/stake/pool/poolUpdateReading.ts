import type { StakeWidgetConfig } from '../../core/config/config';
import type { RawAccount } from '../../core/guard/tokenLayouts';
import { pageState } from '../../core/page/page';
import { needsUpdate, poolAfterUpdate, updateFitsInPlace, updateReadingOf } from '../../core/stakePool/poolUpdate';
import type { StakePool } from '../../core/stakePool/stakePool';
import type { ValidatorStakePair } from '../../core/stakePool/updateInstructions';
import { decodeValidatorList, type ValidatorList } from '../../core/stakePool/validatorList';
import { sayRun } from '../../core/texts/runEnglish';
import { SaidError } from '../../core/texts/said';
import { createRpcClient, type RpcClient } from '../../api/rpcClient';
import type { PlainInstruction } from '../../core/encoding/plainInstruction';
import { updateInstructions, validatorStakePairs } from '../../solana/poolUpdateInstructions';
import type { PoolReading } from './readPool';

type PoolFound = Extract<PoolReading, { ok: true }>;

/**
 * The pool's accounts beyond the pool account, as its update reads them, and the pool as a deposit or
 * an exit will find it: as read, or, when it was not updated this epoch and its update fits in front
 * (`updateFirst` then holds the list the update names), as that update will leave it.
 */
export interface PoolUpdateReading {
  reserve: RawAccount;
  list: ValidatorList;
  /** Each validator's stake and transient stake addresses, in list order. */
  pairs: readonly ValidatorStakePair[];
  /** Each validator's stake and transient stake account as read (null when it does not exist), in list order. */
  validators: readonly (readonly [RawAccount | null, RawAccount | null])[];
  /** The pool the deposit or the exit is priced on. */
  pool: StakePool;
  updateFirst: UpdateFirst | null;
}

/** The update that goes in front: the list it names, and its two instructions. */
export interface UpdateFirst {
  list: ValidatorList;
  instructions: readonly PlainInstruction[];
}

/**
 * Two reads after the pool's: the reserve, the validator list and the mint; then each validator's
 * stake accounts (their addresses come from the list). A pool that must be updated and whose update
 * does not fit in the same transaction is said to be updating: the card falls back as before. On `rpc`:
 * a stake account deposit (widget/bring) reads it on its own runner's client.
 */
export async function readPoolUpdate(rpc: RpcClient, found: PoolFound, symbol: string): Promise<PoolUpdateReading> {
  const { programId, address, pool, currentEpoch } = found;
  const { accounts } = await rpc.getMultipleAccounts([pool.reserveStake, pool.validatorList, pool.poolMint]);
  const [reserve = null, listAccount = null, mint = null] = accounts;
  if (!reserve || !listAccount || !mint) throw new SaidError(sayRun('poolNotFound', { symbol }));
  const list = decodeValidatorList(listAccount.data);
  const stale = needsUpdate(pool, currentEpoch);
  // Said before the validators are read: they would only price an update that cannot go in front.
  if (stale && !updateFitsInPlace(list)) throw new SaidError(sayRun('poolUpdating', { symbol }));
  const pairs = validatorStakePairs(programId, address, list);
  const read = await rpc.getMultipleAccounts(pairs.flatMap(({ validatorStake, transientStake }) => [validatorStake, transientStake]));
  const validators = pairs.map((_, index) => [read.accounts[2 * index] ?? null, read.accounts[2 * index + 1] ?? null] as const);
  // The program refuses every deposit and exit from a pool not updated this epoch: its update goes in
  // front, and the figure is the pool as the update leaves it (its epoch fee minted to the manager).
  const priced = stale
    ? poolAfterUpdate(pool, updateReadingOf(reserve, validators, mint, { list, epoch: currentEpoch }), currentEpoch)
    : pool;
  const updateFirst = stale ? { list, instructions: updateInstructions(programId, { ...pool, address }, list) } : null;
  return { reserve, list, pairs, validators, pool: priced, updateFirst };
}

/** One reading per pool read: a deposit's offers for each amount, and the exits asked at once, share it. */
const UPDATE_READINGS = Symbol('pool update readings');
/** Kept with the page (as every page-lifetime state is), keyed by the pool read itself: gone with it. */
const readings = () => pageState(UPDATE_READINGS, () => new WeakMap<PoolFound, Promise<PoolUpdateReading>>());

export function poolUpdateReadingOf(config: StakeWidgetConfig, found: PoolFound, symbol: string): Promise<PoolUpdateReading> {
  let pending = readings().get(found);
  if (!pending) {
    pending = readPoolUpdate(createRpcClient(config), found, symbol);
    readings().set(found, pending);
    // A failed read is asked again with the next amount.
    pending.catch(() => readings().delete(found));
  }
  return pending;
}
