import { defineStakeElements } from '../../widget/element/defineStakeElements';
import { createDemoServices, DEMO_URLS } from '../../demo/demoServices';
import { createMockFetch } from '../../demo/mockFetch';

/** Defines the elements on demo services answered in the page; returns the services, to read their requests. */
export function defineDemoElements() {
  const services = createDemoServices();
  defineStakeElements({ config: { ...DEMO_URLS, fetch: createMockFetch(services.answer), timeoutMs: 1000 } });
  return services;
}

/** Puts some HTML on the page, in a wrapper the test removes when done. */
export function mount(html: string): HTMLDivElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}
