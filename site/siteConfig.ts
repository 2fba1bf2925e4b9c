import { loadDemo } from '../demo';
import { configFromEnv } from './configFromEnv';
import type { StakeWidgetConfig } from '../widget/core/config/config';
import type { PageOptions } from '../widget/element/pageOptions';
import type { DemoControls } from './SiteDemoContext';

/**
 * Demo mode: on in the dev server unless VITE_DEMO=false, off in a production build unless VITE_DEMO=true.
 * In a production build without it, the condition is a constant and `loadDemo` (with the demo) is dropped.
 */
export const DEMO_MODE = import.meta.env.DEV ? import.meta.env.VITE_DEMO !== 'false' : import.meta.env.VITE_DEMO === 'true';

/** The build-time service configuration; anything unset takes the widget's production default. */
export function envConfig(): Partial<StakeWidgetConfig> {
  return configFromEnv(import.meta.env);
}

/** How the site starts: what it gives the widget elements, and the demo's controls (on the demo only). */
export interface SiteStart {
  options: PageOptions;
  demo: DemoControls | null;
}

/** The demo's services, burner and controls; or the configured services and no demo. */
export async function loadSiteStart(): Promise<SiteStart> {
  if (DEMO_MODE) {
    const demo = await loadDemo(location.search);
    return { options: { config: demo.config, extraWallets: demo.extraWallets }, demo: { endEpoch: () => demo.endEpoch() } };
  }
  return { options: { config: envConfig() }, demo: null };
}
