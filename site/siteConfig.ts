import { loadDemo } from '../demo';
import { configFromEnv } from './configFromEnv';
import type { StakeWidgetConfig } from '../widget/core/config/config';
import type { PageOptions } from '../widget/element/pageOptions';

/**
 * Demo mode: on in the dev server unless VITE_DEMO=false, off in a production build unless VITE_DEMO=true.
 * In a production build without it, the condition is a constant and `loadDemo` (with the demo) is dropped.
 */
export const DEMO_MODE = import.meta.env.DEV ? import.meta.env.VITE_DEMO !== 'false' : import.meta.env.VITE_DEMO === 'true';

/** The build-time service configuration; anything unset takes the widget's production default. */
export function envConfig(): Partial<StakeWidgetConfig> {
  return configFromEnv(import.meta.env);
}

/** What the site gives the widget elements: the demo's services and burner, or the configured ones. */
export async function loadPageOptions(): Promise<PageOptions> {
  if (DEMO_MODE) {
    const demo = await loadDemo(location.search);
    return { config: demo.config, extraAdapters: demo.extraAdapters };
  }
  return { config: envConfig() };
}
