import { createRpcClient } from '../api/rpcClient';
import type { StakeWidgetConfig } from '../core/config/config';
import type { LaunchIo } from './runLaunch';

/**
 * The launch, as a page loads it: one lazy chunk with the planner, the runner, the launch's guard and
 * the RPC client. A page imports it with import() when a team asks to create on Solana, never before.
 */
export { previewLaunch, runLaunch, type LaunchState, type SentStep } from './runLaunch';
export type { LaunchPlan, LaunchStep, LaunchAccount } from './planLaunch';
export type { LaunchTerms } from './launchTerms';

/** The launch's I/O on the configured cluster's RPC, signing with `sign` (the page's wallet). */
export function launchIo(config: StakeWidgetConfig, sign: LaunchIo['sign']): LaunchIo {
  return { rpc: createRpcClient(config), sign, maxPriorityFeeLamports: config.maxPriorityFeeLamports };
}
