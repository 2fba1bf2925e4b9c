import { say } from '../../core/texts/english';
import type { Said } from '../../core/texts/said';
import { sayUnstake } from '../../core/texts/unstakeEnglish';
import { guardText, type GuardKey } from '../../core/guard/refusals';
import type { RouteName } from './route';
import { EXIT_ROUTE_TEXTS, isExitRoute, ROUTE_TEXTS } from './routeTexts';

/** Refusals that say what the RPC could not show, not what the service built: no service is blamed for them. */
const UNSHOWN: ReadonlySet<string> = new Set<GuardKey>(['closesUnreported', 'reopenUnreported']);

/** What the card says when the guard refuses a route's transaction (`reason`, said under it), whichever way it goes. */
export const refusedText = (route: RouteName, symbol: string, reason?: Said): Said =>
  reason && UNSHOWN.has(reason.key)
    ? guardText.rpcCannotShow
    : isExitRoute(route)
      ? sayUnstake(EXIT_ROUTE_TEXTS[route].refused, { symbol })
      : say(ROUTE_TEXTS[route].refused, { symbol });
