import type { StakeWidgetConfig } from 'lst-stake-widget';

export const EVERGREEN = '8UWZsF616xVWhCEipMDAS83pQpe4Q9rHR3ouirMddfmB';

/**
 * The test serves the demo services beside the app (same origin); a real app names its own here. On the
 * server (prerendering) there is no origin, and the widget renders nothing there anyway.
 */
export const servicesBesideTheApp = (): Partial<StakeWidgetConfig> =>
  typeof location === 'undefined'
    ? {}
    : {
        lstApiUrl: `${location.origin}/api/lst`,
        quoteApiUrl: `${location.origin}/api/quote`,
        aggregatorApiUrl: `${location.origin}/api/aggregator`,
        rpcUrl: `${location.origin}/rpc`,
      };
