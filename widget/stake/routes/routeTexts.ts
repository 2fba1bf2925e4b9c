import type { ExitRouteName, ExitRouteTexts, StakeRouteName, RouteTexts } from './route';

/**
 * Each route's words, by its name: what the card and the site call it and how its figure and its
 * refusal read. Apart from the registry so the lazy pipeline can say a refusal without importing the
 * registry (which would pull the card's first-load code into a shared chunk).
 */
export const ROUTE_TEXTS: Readonly<Record<StakeRouteName, RouteTexts>> = {
  deposit: { label: 'routeDeposit', preview: 'previewExact', refused: 'depositRefused' },
  swap: { label: 'routeSwap', preview: 'preview', refused: 'refused' },
};

/** Each way out's words, by its name: keys of the Unstake tab's texts. */
export const EXIT_ROUTE_TEXTS: Readonly<Record<ExitRouteName, ExitRouteTexts>> = {
  instant: { label: 'routeInstant', refused: 'exitRefused', why: 'whyInstant' },
  'stake-account': { label: 'routeStakeAccount', refused: 'exitRefused', why: 'whyStakeAccount' },
  'swap-back': { label: 'routeSwapBack', refused: 'swapBackRefused', why: 'whySwapBack' },
};

/** Whether a route is a way out (its words are the Unstake tab's). */
export const isExitRoute = (route: string): route is ExitRouteName => route in EXIT_ROUTE_TEXTS;
