import { isAddress } from '../../core/encoding/base58';
import type { LstEntry } from '../../core/lst/lst';
import { poolProgramId } from '../../core/stakePool/poolPrograms';
import type { RouteEntry } from './route';

/** Whether the entry names an SPL stake pool (Spl, SanctumSpl, SanctumSplMulti: 1,414 of the 1,418 public entries). */
export const namesStakePool = (entry: LstEntry) => poolProgramId(entry.pool?.program ?? '') !== null && isAddress(entry.pool?.pool ?? '');

/** Whether the entry names a pool account at all: it is read, in case the chain holds a stake pool of the token there. */
export const namesPool = (entry: LstEntry) => isAddress(entry.pool?.pool ?? '');

/** Every route a stake may take, one line each. Their code is one lazy chunk (routeCode.ts), loaded with the first offer asked. */
export const ROUTES: readonly RouteEntry[] = [
  { name: 'deposit', serves: namesStakePool, load: () => import('./routeCode').then((code) => code.depositRoute) },
  { name: 'swap', serves: () => true, load: () => import('./routeCode').then((code) => code.swapRoute) },
];

/** The routes that may serve this entry: all are asked at once, and the best offer is taken. */
export function routesFor(entry: LstEntry): readonly RouteEntry[] {
  return ROUTES.filter((route) => route.serves(entry));
}
