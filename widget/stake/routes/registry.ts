import { isAddress } from '../../core/encoding/isAddress';
import type { LstEntry } from '../../core/lst/lst';
import { poolProgramId } from '../../core/stakePool/poolPrograms';
import type { Direction, RouteEntry, StakeRouteEntry } from './route';
import { EXIT_ROUTE_TEXTS, ROUTE_TEXTS } from './routeTexts';

/** Whether the entry names an SPL stake pool (Spl, SanctumSpl, SanctumSplMulti: 1,414 of the 1,418 public entries). */
export const namesStakePool = (entry: LstEntry) => poolProgramId(entry.pool?.program ?? '') !== null && isAddress(entry.pool?.pool ?? '');

/** Whether the entry names a pool account at all: it is read, in case the chain holds a stake pool of the token there. */
export const namesPool = (entry: LstEntry) => isAddress(entry.pool?.pool ?? '');

/**
 * Every route, one entry each, with what the card and the site need to know of it before its code is
 * loaded: its direction, its kind and its words. Their code is one lazy chunk (routeCode.ts), loaded
 * with the first offer asked.
 */
export const ROUTES: readonly RouteEntry[] = [
  {
    name: 'deposit',
    direction: 'stake',
    kind: 'pool',
    texts: ROUTE_TEXTS.deposit,
    serves: namesStakePool,
    load: () => import('./routeCode').then((code) => code.depositRoute),
  },
  {
    name: 'swap',
    direction: 'stake',
    kind: 'market',
    texts: ROUTE_TEXTS.swap,
    serves: () => true,
    load: () => import('./routeCode').then((code) => code.swapRoute),
  },
  // The ways out, asked at once like the ways in; their code is a lazy chunk of its own (exitRouteCode.ts).
  {
    name: 'instant',
    direction: 'unstake',
    kind: 'pool',
    texts: EXIT_ROUTE_TEXTS.instant,
    serves: namesStakePool,
    load: () => import('./exitRouteCode').then((code) => code.instantRoute),
  },
  {
    name: 'stake-account',
    direction: 'unstake',
    kind: 'pool',
    texts: EXIT_ROUTE_TEXTS['stake-account'],
    serves: namesStakePool,
    load: () => import('./exitRouteCode').then((code) => code.stakeAccountRoute),
  },
  {
    name: 'swap-back',
    direction: 'unstake',
    kind: 'market',
    texts: EXIT_ROUTE_TEXTS['swap-back'],
    serves: () => true,
    load: () => import('./exitRouteCode').then((code) => code.swapBackRoute),
  },
];

/** The routes that may serve this entry in this direction: all are asked at once, and the best offer is taken. */
export function routesFor(entry: LstEntry, direction: Direction = 'stake'): readonly RouteEntry[] {
  return ROUTES.filter((route) => route.direction === direction && route.serves(entry));
}

/** The deposit route through the entry's own pool, if the entry names a pool it serves. */
export function poolRouteFor(entry: LstEntry): StakeRouteEntry | undefined {
  return ROUTES.find((route): route is StakeRouteEntry => route.direction === 'stake' && route.kind === 'pool' && route.serves(entry));
}
