import type { StakeWidgetConfig } from 'lst-stake-widget';

export const EVERGREEN = '8UWZsF616xVWhCEipMDAS83pQpe4Q9rHR3ouirMddfmB';

/** The test serves the demo services beside the app; a real app names its own services here. */
export const servicesBesideTheApp = (): Partial<StakeWidgetConfig> => ({
  lstApiUrl: `${location.origin}/api/lst`,
  quoteApiUrl: `${location.origin}/api/quote`,
  aggregatorApiUrl: `${location.origin}/api/aggregator`,
  rpcUrl: `${location.origin}/rpc`,
});
