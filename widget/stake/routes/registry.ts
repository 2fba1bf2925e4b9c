import { namesStakePool } from '../../core/lst/entryPool';
import type { LstEntry } from '../../core/lst/lst';
import type { Direction, RouteEntry, StakeRouteEntry } from './route';
import { EXIT_ROUTE_TEXTS, ROUTE_TEXTS } from './routeTexts';

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
