import { createRpcClient } from '../widget/api/rpcClient';
import type { StakeWidgetConfig } from '../widget/core/config/config';
import { CLOCK_SYSVAR, EPOCH_SCHEDULE_SYSVAR } from '../widget/core/addresses/sysvars';
import { chainEpochFrom, type ChainEpoch } from '../widget/core/stakePool/chainEpoch';
import { poolApy, type PoolApy } from '../widget/core/stakePool/poolApy';
import { decodeStakePool } from '../widget/core/stakePool/stakePool';
import type { ListedPool } from './logic/listedPool';

/** The chain's epoch per page and configuration: its length hardly changes while a page is open. */
const chainEpochs = new WeakMap<StakeWidgetConfig, ChainEpoch>();

/** The account's APY, when it is the listed pool: owned by the listed program, minting the entry's token. */
function apyOf(listed: ListedPool, account: { owner: string; data: Uint8Array } | null, chain: ChainEpoch): PoolApy | null {
  if (!account || account.owner !== listed.programId) return null;
  try {
    const pool = decodeStakePool(account.data);
    return pool.poolMint === listed.mint ? poolApy(pool, chain) : null;
  } catch {
    return null;
  }
}

/**
 * The APY of each listed pool, by its token's mint: one getMultipleAccounts per 100 accounts (the RPC's
 * limit). The first read of a page carries the Clock and EpochSchedule sysvars after the pools, so the
 * epoch's length costs no request of its own; later reads use it from the page's memory. A pool whose
 * account is missing or not the listed pool gets null: nothing is said of it.
 */
export async function loadPoolApys(
  config: StakeWidgetConfig,
  pools: readonly ListedPool[],
  signal?: AbortSignal,
): Promise<Map<string, PoolApy | null>> {
  if (pools.length === 0) return new Map();
  const known = chainEpochs.get(config);
  // The pools first: a read that starts with a listed pool is a read of pools (the demo's `rpc-pool` service too).
  const addresses = [...pools.map((pool) => pool.address), ...(known ? [] : [CLOCK_SYSVAR, EPOCH_SCHEDULE_SYSVAR])];
  const { accounts } = await createRpcClient(config).getMultipleAccounts(addresses, signal);
  const chain = known ?? chainEpochFrom(accounts[pools.length], accounts[pools.length + 1]);
  if (!chain) throw new Error('The RPC did not answer with the Clock and EpochSchedule sysvars.');
  chainEpochs.set(config, chain);
  return new Map(pools.map((pool, index) => [pool.mint, apyOf(pool, accounts[index] ?? null, chain)]));
}
