import type { StakeWidgetConfig } from '../../../core/config/config';
import type { StakeReading } from '../../../core/stakePool/exitArithmetic';
import { needsUpdate, poolAfterUpdate, updateFitsInPlace, updateReadingOf } from '../../../core/stakePool/poolUpdate';
import { decodeStakeAccount } from '../../../core/stakePool/stakeAccount';
import type { StakePool } from '../../../core/stakePool/stakePool';
import { decodeValidatorList, type ValidatorList } from '../../../core/stakePool/validatorList';
import type { RawAccount } from '../../../core/guard/tokenLayouts';
import { say } from '../../../core/texts/english';
import { SaidError } from '../../../core/texts/said';
import { createRpcClient } from '../../../api/rpcClient';
import { pageState } from '../../../core/page/page';
import { validatorStakePairs } from '../../../solana/poolUpdateInstructions';
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
}

type PoolFound = Extract<PoolReading, { ok: true }>;

const stakeReadingOf = (address: string, account: RawAccount | null): StakeReading | null => {
  const meta = account ? decodeStakeAccount(account.data).meta : null;
  return account && meta ? { address, lamports: account.lamports, rentExemptReserve: meta.rentExemptReserve } : null;
};

/**
 * Two reads after the pool's (the reserve, list and mint; then the validators' stake accounts, beside
 * the minimum delegation). A pool that must be updated and whose update does not fit in the exit's
 * transaction is said to be updating, as for a deposit.
 */
async function readExit(config: StakeWidgetConfig, found: PoolFound, symbol: string): Promise<ExitReading> {
  const { programId, address, pool, currentEpoch } = found;
  const rpc = createRpcClient(config);
  const onChain = { ...pool, address };
  const { accounts } = await rpc.getMultipleAccounts([pool.reserveStake, pool.validatorList, pool.poolMint]);
  const [reserveAccount = null, listAccount = null, mintAccount = null] = accounts;
  const reserve = stakeReadingOf(pool.reserveStake, reserveAccount);
  if (!reserve || !listAccount || !mintAccount) throw new SaidError(say('poolNotFound', { symbol }));
  const list = decodeValidatorList(listAccount.data);
  const pairs = validatorStakePairs(programId, address, list);
  const [stakeAccounts, minimumDelegation] = await Promise.all([
    rpc.getMultipleAccounts(pairs.flatMap(({ validatorStake, transientStake }) => [validatorStake, transientStake])),
    rpc.getStakeMinimumDelegation(),
  ]);
  const read = (index: number) => stakeAccounts.accounts[index] ?? null;
  const stakes = new Map<string, StakeReading>();
  list.validators.forEach((entry, index) => {
    const stake = stakeReadingOf(pairs[index]!.validatorStake, read(2 * index));
    if (stake) stakes.set(entry.voteAccount, stake);
  });
  let priced = pool;
  let updateFirst: ExitReading['updateFirst'] = null;
  if (needsUpdate(pool, currentEpoch)) {
    // The program refuses every exit from a pool not updated this epoch: its update goes in front
    // where it fits, and the figure is the pool as the update leaves it.
    if (!updateFitsInPlace(list)) throw new SaidError(say('poolUpdating', { symbol }));
    const validators = list.validators.map((_, index) => [read(2 * index), read(2 * index + 1)] as const);
    priced = poolAfterUpdate(pool, updateReadingOf(reserveAccount!, validators, mintAccount), currentEpoch);
    updateFirst = { list };
  }
  return { programId, onChain, pool: priced, list, reserve, stakes, minimumDelegation, updateFirst };
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
