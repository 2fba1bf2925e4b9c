import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, resetPage } from '../../widget/core/page';
import { startWalletDriver } from '../../widget/react/startWalletDriver';

const options = { rpcUrl: 'http://127.0.0.1:1/rpc', cluster: 'mainnet-beta' } as const;

describe('the page’s wallet code', () => {
  it('starts once the page is idle: the session leaves "loading"', async () => {
    const session = page().wallet;
    startWalletDriver(session, options);
    await waitFor(() => expect(session.getState().status).not.toBe('loading'), { timeout: 15_000 });
  }, 20_000);

  it('does not start for a page that went away (was reset) while its chunk loaded', async () => {
    const session = page().wallet;
    startWalletDriver(session, options);
    resetPage();
    await import('../../widget/react/WalletDriver');
    // Past the idle callback's deadline and the chunk's load: nothing rendered for the old page.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(session.getState().status).toBe('loading');
  }, 20_000);
});
