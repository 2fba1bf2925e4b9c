// The README writes `config={{…}}` inline: a parent that re-renders every 50 ms must not make the card
// refetch, flash "Loading token…" or lose what the staker typed and the preview it shows.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { evergreen } from '../../demo/demoProjects';
import { createDemoServices, DEMO_URLS } from '../../demo/demoServices';
import { createMockFetch } from '../../demo/mockFetch';
import { StakeCard } from '../../widget/react/StakeCard';
import { StakeWidgetProvider } from '../../widget/react/StakeWidgetProvider';
import { createTestSession } from '../support/testSession';

describe('props compared by value', () => {
  it('an inline config re-rendered every 50 ms keeps the card, its list, balance and preview', async () => {
    const services = createDemoServices();
    const fetch = createMockFetch(services.answer);
    const test = createTestSession();
    test.connect();
    let renders = 0;
    function Parent() {
      const [tick, setTick] = useState(0);
      useEffect(() => {
        const timer = setInterval(() => setTick((count) => count + 1), 50);
        return () => clearInterval(timer);
      }, []);
      renders = tick;
      return (
        <StakeWidgetProvider config={{ ...DEMO_URLS, fetch, timeoutMs: 1000 }} session={test.session} startWallets={false}>
          <StakeCard mint={evergreen.mint} />
        </StakeWidgetProvider>
      );
    }
    render(<Parent />);
    await screen.findByText(/^Balance:/, {}, { timeout: 3000 });
    fireEvent.input(screen.getByLabelText('Stake Amount'), { target: { value: '1' } });
    const preview = await screen.findByText(/You receive ≈/, {}, { timeout: 3000 });
    const previewed = preview.textContent;
    const field = screen.getByLabelText('Stake Amount');
    const count = (service: string) => services.requests.filter((request) => request.service === service).length;
    const before = { list: count('lst-list'), balance: count('rpc-balance'), quotes: count('swap-quote'), renders };
    // Five more renders of the parent, each with a new config object.
    await waitFor(() => expect(renders - before.renders).toBeGreaterThanOrEqual(5), { timeout: 3000 });
    expect(screen.queryByText('Loading token…')).toBeNull();
    // The very same field and preview (nothing remounted), still saying what they said.
    expect(screen.getByLabelText('Stake Amount')).toBe(field);
    expect((field as HTMLInputElement).value).toBe('1');
    expect(preview.isConnected).toBe(true);
    expect(preview.textContent).toBe(previewed);
    expect({ list: count('lst-list'), balance: count('rpc-balance'), quotes: count('swap-quote') }).toEqual({
      list: before.list,
      balance: before.balance,
      quotes: before.quotes,
    });
    expect(before.list).toBe(1);
  });
});
