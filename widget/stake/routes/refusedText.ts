import { say } from '../../core/texts/english';
import type { Said } from '../../core/texts/said';
import { sayUnstake } from '../../core/texts/unstakeEnglish';
import type { RouteName } from './route';
import { EXIT_ROUTE_TEXTS, isExitRoute, ROUTE_TEXTS } from './routeTexts';

/** What the card says when the guard refuses a route's transaction, whichever way it goes. */
export const refusedText = (route: RouteName, symbol: string): Said =>
  isExitRoute(route) ? sayUnstake(EXIT_ROUTE_TEXTS[route].refused, { symbol }) : say(ROUTE_TEXTS[route].refused, { symbol });
