// A server-rendering app hydrates the HTML its server made (tests/e2e/serverRender.test.ts): the widget
// rendered nothing there, so hydration must match without a warning, and then the widget appears.
// React only: Preact runs the elements, which never render on a server (the preact project leaves
// this file out in vite.config.ts).
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { evergreen } from '../../demo/demoProjects';
import { createDemoServices, DEMO_URLS } from '../../demo/demoServices';
import { createMockFetch } from '../../demo/mockFetch';
import { PageWalletButton as WalletButton } from '../../widget/react/PageWalletButton';
import { StakeCard } from '../../widget/react/StakeCard';
import { StakeWidgetProvider } from '../../widget/react/StakeWidgetProvider';
import { createTestSession } from '../support/testSession';

describe('hydrating server-rendered HTML', () => {
  it('matches the server (which rendered nothing of the widget), then shows the card with one wallet button', async () => {
    const services = createDemoServices();
    const test = createTestSession();
    const config = { ...DEMO_URLS, fetch: createMockFetch(services.answer), timeoutMs: 1000 };
    const app = (
      <StakeWidgetProvider config={config} session={test.session} startWallets={false}>
        <main>
          <h1>Stake with us</h1>
          <WalletButton />
          <StakeCard mint={evergreen.mint} />
        </main>
      </StakeWidgetProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    expect(container.innerHTML).toBe('<main><h1>Stake with us</h1></main>');
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, app, { onRecoverableError: (error) => recoverable.push(error) });
    });
    const title = await screen.findByRole('heading', { name: `Stake SOL for ${evergreen.symbol}` }, { timeout: 3000 });
    // The card came up inside the server's markup, which stayed as it was.
    expect(container.querySelector('main')!.contains(title)).toBe(true);
    expect(container.querySelector('h1')!.textContent).toBe('Stake with us');
    expect(screen.getAllByRole('button', { name: 'Select Wallet' })).toHaveLength(1);
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // Unmounted, so none of the card's pending work runs after the test's DOM is gone.
    act(() => root!.unmount());
    container.remove();
  });
});
