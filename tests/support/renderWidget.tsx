import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { resolveConfig, type StakeWidgetConfig } from '../../widget/core/config/config';
import { StakeWidgetProvider } from '../../widget/react/StakeWidgetProvider';
import type { FaultList } from '../../demo/demoFaults';
import { createDemoServices, DEMO_URLS } from '../../demo/demoServices';
import { createMockFetch } from '../../demo/mockFetch';
import { createTestSession } from './testSession';

/** Renders widget components on the demo services with a test wallet session. */
export function renderWidget(
  ui: ReactNode,
  options: { connected?: boolean; latencyMs?: number; faults?: FaultList; lang?: string; config?: Partial<StakeWidgetConfig> } = {},
) {
  const services = createDemoServices({ latencyMs: options.latencyMs ?? 0, faults: options.faults });
  const test = createTestSession();
  if (options.connected) test.connect();
  const config = resolveConfig({ ...DEMO_URLS, fetch: createMockFetch(services.answer), timeoutMs: 500, ...options.config });
  const view = render(
    <StakeWidgetProvider config={config} session={test.session} startWallets={false} lang={options.lang}>
      {ui}
    </StakeWidgetProvider>,
  );
  return { ...view, ...test, services };
}
