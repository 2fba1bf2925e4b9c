import { createRpcClient } from '../api/rpcClient';
import type { StakeWidgetConfig } from '../core/config/config';
import type { Said } from '../core/texts/said';
import type { ManageChunk, ManageIo } from './types';

/**
 * TEMPORARY stand-in (the site's "Your pool" page, issue 37), only so the page's import() type-checks
 * while the engine is built in another branch: the engine's own index replaces this file whole.
 */
export type * from './types';

const NOT_BUILT: Said = { key: 'manageNotBuilt', text: 'Running a pool from this page is not available in this build.' };

export function manageIo(config: StakeWidgetConfig, sign: ManageIo['sign']): ManageIo {
  return { rpc: createRpcClient(config), sign, maxPriorityFeeLamports: config.maxPriorityFeeLamports };
}

export const findLaunchedPool: ManageChunk['findLaunchedPool'] = async () => null;
export const readManagedPool: ManageChunk['readManagedPool'] = async () => ({ refusal: NOT_BUILT });
export const planPoolAction: ManageChunk['planPoolAction'] = async () => ({ refusal: NOT_BUILT });
export const runPoolAction: ManageChunk['runPoolAction'] = async () => ({ phase: 'failed', message: NOT_BUILT, signatures: [] });
