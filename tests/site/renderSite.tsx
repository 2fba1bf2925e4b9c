import { render } from '@testing-library/react';
import { resolveConfig } from '../../widget/core/config/config';
import { App } from '../../site/App';
import { SiteConfigContext } from '../../site/SiteConfigContext';
import { createDemoServices, DEMO_URLS, type DemoOptions } from '../../demo/demoServices';
import { createMockFetch } from '../../demo/mockFetch';

export interface SiteOptions extends DemoOptions {
  /** Puts something in front of the demo services, e.g. a test RPC for a real stake pool. */
  wrapFetch?: (fetch: typeof globalThis.fetch) => typeof globalThis.fetch;
}

/** Renders the whole site at `path` on the demo services (the widget elements stay undefined here). */
export function renderSite(path: string, { wrapFetch = (fetch) => fetch, ...options }: SiteOptions = {}) {
  history.replaceState(null, '', path);
  const services = createDemoServices(options);
  const config = resolveConfig({ ...DEMO_URLS, fetch: wrapFetch(createMockFetch(services.answer)) });
  const view = render(
    <SiteConfigContext.Provider value={config}>
      <App demo={false} />
    </SiteConfigContext.Provider>,
  );
  return { ...view, services, config };
}
