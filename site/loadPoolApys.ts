import { createRpcClient } from '../widget/api/rpcClient';
import type { StakeWidgetConfig } from '../widget/core/config/config';
import type { LstEntry } from '../widget/core/lst/lst';
import { CLOCK_SYSVAR, chainEpochFrom, EPOCH_SCHEDULE_SYSVAR, type ChainEpoch } from '../widget/core/stakePool/chainEpoch';
import { poolApy, type PoolApy } from '../widget/core/stakePool/poolApy';
import { decodeStakePool } from '../widget/core/stakePool/stakePool';
import { listedPool } from './logic/listedPool';

/** The chain's epoch per page and configuration: its length hardly changes while a page is open. */
const chainEpochs = new WeakMap<StakeWidgetConfig, ChainEpoch>();

/** The pool account's APY, when the account is the entry's pool: owned by the listed program, minting the entry's token. */
function apyOf(entry: LstEntry, account: { owner: string; data: Uint8Array } | null, chain: ChainEpoch): PoolApy | null {
  const listed = listedPool(entry);
  if (!account || !listed || account.owner !== listed.programId) return null;
  try {
    const pool = decodeStakePool(account.data);
    return pool.poolMint === entry.mint ? poolApy(pool, chain) : null;
  } catch {
    return null;
  }
}

/**
 * The APY of each entry's stake pool, by mint: one getMultipleAccounts per 100 pools (the RPC's limit).
 * The first read of a page carries the Clock and EpochSchedule sysvars with the pools, so the epoch's
 * length costs no request of its own; later reads use it from the page's memory. An entry whose
 * account is missing or not its pool gets null: nothing is said of it.
 */
export async function loadPoolApys(
  config: StakeWidgetConfig,
  entries: readonly LstEntry[],
  signal?: AbortSignal,
): Promise<Map<string, PoolApy | null>> {
  const pooled = entries.filter((entry) => listedPool(entry) !== null);
  if (pooled.length === 0) return new Map();
  const known = chainEpochs.get(config);
  const sysvars = known ? [] : [CLOCK_SYSVAR, EPOCH_SCHEDULE_SYSVAR];
  // The pools first: a read that starts with a listed pool is a read of pools (the demo's `rpc-pool` service too).
  const addresses = [...pooled.map((entry) => listedPool(entry)!.address), ...sysvars];
  const { accounts } = await createRpcClient(config).getMultipleAccounts(addresses, signal);
  const chain = known ?? chainEpochFrom(accounts[pooled.length]?.data, accounts[pooled.length + 1]?.data);
  if (!chain) throw new Error('The RPC did not answer with the Clock and EpochSchedule sysvars.');
  chainEpochs.set(config, chain);
  return new Map(pooled.map((entry, index) => [entry.mint, apyOf(entry, accounts[index] ?? null, chain)]));
}
