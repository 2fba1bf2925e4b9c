import { createRpcClient } from '../api/rpcClient';
import type { StakeWidgetConfig } from '../core/config/config';
import { findLaunchedPool } from './findLaunchedPool';
import { planPoolAction, readManagedPool, runPoolAction } from './runPoolAction';
import type { ManageChunk, ManageIo } from './types';

/**
 * "Your pool", as a page loads it: one lazy chunk with the reader, the planner, the runner and the
 * launch's guard. A page imports it with import() when a team opens its pool, never before.
 */
export { findLaunchedPool, planPoolAction, readManagedPool, runPoolAction };
export type * from './types';

/** The actions' I/O on the configured cluster's RPC, signing with `sign` (the page's wallet). */
export function manageIo(config: StakeWidgetConfig, sign: ManageIo['sign']): ManageIo {
  return { rpc: createRpcClient(config), sign, maxPriorityFeeLamports: config.maxPriorityFeeLamports };
}

/** The chunk as the page's contract names it: a compile-time check that the exports match `ManageChunk`. */
export const manageChunk: ManageChunk = { findLaunchedPool, readManagedPool, planPoolAction, runPoolAction };
