import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, resetPage } from '../../widget/core/page/page';
import { startWalletDriver } from '../../widget/react/startWalletDriver';

const options = { rpcUrl: 'http://127.0.0.1:1/rpc', cluster: 'mainnet-beta' } as const;

/** The browser's idle callbacks, held until the test runs them: the test decides when the page is idle. */
function holdIdleCallbacks() {
  const waiting: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => waiting.push(task));
  return waiting;
}

afterEach(() => vi.unstubAllGlobals());

describe('the page’s wallet code', () => {
  it('starts once the page is idle: the session leaves "loading"', async () => {
    const idle = holdIdleCallbacks();
    const first = page();
    const session = first.wallet;
    const started = startWalletDriver(session, options);
    expect(idle).toHaveLength(1);
    idle[0]!();
    await started;
    // Mounted for this page: its reset will unmount the tree.
    expect(first.onReset).toHaveLength(1);
    await waitFor(() => expect(session.getState().status).not.toBe('loading'), { timeout: 15_000 });
  }, 20_000);

  it('does not start for a page that went away (was reset) before the page was idle', async () => {
    const idle = holdIdleCallbacks();
    const first = page();
    const session = first.wallet;
    const started = startWalletDriver(session, options);
    resetPage();
    idle[0]!();
    // Settled: this start is over, and it mounted nothing for the old page.
    await started;
    expect(first.onReset).toEqual([]);
    expect(session.getState().status).toBe('loading');
  });

  it('does not start for a page that went away (was reset) while its chunk loaded', async () => {
    const idle = holdIdleCallbacks();
    const first = page();
    const session = first.wallet;
    const started = startWalletDriver(session, options);
    idle[0]!(); // the chunk starts loading
    resetPage();
    await started;
    expect(first.onReset).toEqual([]);
    expect(session.getState().status).toBe('loading');
  });
});
