import type { LstEntry } from '../../core/lst/lst';
import type { RouteEntry } from './route';

/** Every route a stake may take, one line each. Each route's code is a lazy chunk of its own. */
export const ROUTES: readonly RouteEntry[] = [
  { name: 'swap', serves: () => true, load: () => import('./swap/swapRoute').then((module) => module.swapRoute) },
];

/** The routes that may serve this entry: all are asked at once, and the best offer is taken. */
export function routesFor(entry: LstEntry): readonly RouteEntry[] {
  return ROUTES.filter((route) => route.serves(entry));
}
