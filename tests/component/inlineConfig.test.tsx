// The README writes `config={{…}}` inline: a parent that re-renders every 50 ms must not make the card
// refetch, flash "Loading token…" or lose what the staker typed and the preview it shows.
import { act, fireEvent, render, screen } from '@testing-library/react';
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
    await screen.findByText(/You receive ≈/, {}, { timeout: 3000 });
    const count = (service: string) => services.requests.filter((request) => request.service === service).length;
    const before = { list: count('lst-list'), balance: count('rpc-balance'), quotes: count('swap-quote'), renders };
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(renders - before.renders).toBeGreaterThanOrEqual(5);
    expect(screen.queryByText('Loading token…')).toBeNull();
    expect((screen.getByLabelText('Stake Amount') as HTMLInputElement).value).toBe('1');
    expect(screen.getByText(/You receive ≈/)).toBeTruthy();
    expect({ list: count('lst-list'), balance: count('rpc-balance'), quotes: count('swap-quote') }).toEqual({
      list: before.list,
      balance: before.balance,
      quotes: before.quotes,
    });
    expect(before.list).toBe(1);
  });
});
