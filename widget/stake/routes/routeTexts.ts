import type { RouteName, RouteTexts } from './route';

/**
 * Each route's words, by its name: what the card and the site call it and how its figure and its
 * refusal read. Apart from the registry so the lazy pipeline can say a refusal without importing the
 * registry (which would pull the card's first-load code into a shared chunk).
 */
export const ROUTE_TEXTS: Readonly<Record<RouteName, RouteTexts>> = {
  deposit: { label: 'routeDeposit', preview: 'previewExact', refused: 'depositRefused' },
  swap: { label: 'routeSwap', preview: 'preview', refused: 'refused' },
  instant: { label: 'routeInstant', preview: 'previewExactSol', refused: 'exitRefused', offer: 'offerNow' },
  'stake-account': { label: 'routeStakeAccount', preview: 'previewExactSol', refused: 'exitRefused', offer: 'offerAfterDeactivation' },
  'swap-back': { label: 'routeSwapBack', preview: 'previewSol', refused: 'swapBackRefused', offer: 'offerSwapBack' },
};
