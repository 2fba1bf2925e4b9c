import { parseCluster } from '../widget/core/config/cluster';
import type { StakeWidgetConfig } from '../widget/core/config/config';

/**
 * The site's service configuration from its build-time variables; anything unset takes the widget's
 * production default. Read by the site itself and by the build (for the security headers' CSP).
 */
export function configFromEnv(env: Record<string, string | undefined>): Partial<StakeWidgetConfig> {
  return {
    lstApiUrl: env.VITE_LST_API_URL,
    quoteApiUrl: env.VITE_QUOTE_API_URL,
    aggregatorApiUrl: env.VITE_AGGREGATOR_API_URL,
    aggregatorApiKey: env.VITE_AGGREGATOR_API_KEY,
    quoteApiKey: env.VITE_QUOTE_API_KEY,
    rpcUrl: env.VITE_RPC_URL,
    cluster: env.VITE_CLUSTER ? parseCluster(env.VITE_CLUSTER) : undefined,
  };
}
