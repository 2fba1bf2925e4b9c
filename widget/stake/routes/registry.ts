import { isAddress } from '../../core/encoding/base58';
import type { LstEntry } from '../../core/lst/lst';
import { poolProgramId } from '../../core/stakePool/poolPrograms';
import type { RouteEntry } from './route';

/** An entry whose pool is an SPL stake pool (Spl, SanctumSpl, SanctumSplMulti: 1,414 of the 1,418 public entries). */
const isSplPool = (entry: LstEntry) => poolProgramId(entry.pool?.program ?? '') !== null && isAddress(entry.pool?.pool ?? '');

/** Every route a stake may take, one line each. Each route's code is a lazy chunk of its own. */
export const ROUTES: readonly RouteEntry[] = [
  { name: 'deposit', serves: isSplPool, load: () => import('./deposit/depositRoute').then((module) => module.depositRoute) },
  { name: 'swap', serves: () => true, load: () => import('./swap/swapRoute').then((module) => module.swapRoute) },
];

/** The routes that may serve this entry: all are asked at once, and the best offer is taken. */
export function routesFor(entry: LstEntry): readonly RouteEntry[] {
  return ROUTES.filter((route) => route.serves(entry));
}
