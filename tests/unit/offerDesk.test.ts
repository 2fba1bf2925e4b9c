import { beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../widget/core/config/config';
import { DEFAULT_FEE_CAPS } from '../../widget/core/guard/feeCaps';
import { createStore } from '../../widget/core/page/createStore';
import { resetPage } from '../../widget/core/page/page';
import { createSharedReads } from '../../widget/core/page/sharedReads';
import { createOfferDesk, MAX_AGE_MS, type OfferDeskState } from '../../widget/stake/offerDesk';
import { evergreen } from '../../demo/demoProjects';
import type { FaultList } from '../../demo/demoFaults';
import { createDemoServices, DEMO_URLS } from '../../demo/demoServices';
import { createMockFetch } from '../../demo/mockFetch';

/**
 * The stake direction's desk on the demo services, recording every preview it shows. Quotes wait at
 * the `quotes` gate until the test opens it, so a test knows which question is under way.
 */
function setup(faults: FaultList = [], { holdQuotes = false } = {}) {
  const services = createDemoServices({ faults });
  let open!: () => void;
  const gate = holdQuotes ? new Promise<void>((resolve) => (open = resolve)) : Promise.resolve();
  const held: string[] = [];
  const answer = createMockFetch(services.answer);
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith(DEMO_URLS.quoteApiUrl!)) {
      held.push(url);
      await gate;
    }
    return answer(input, init);
  };
  const config = resolveConfig({ ...DEMO_URLS, fetch, timeoutMs: 300 });
  const store = createStore<OfferDeskState>({ preview: { status: 'idle' }, wrongNetwork: false });
  const shown: OfferDeskState['preview'][] = [];
  store.subscribe(() => shown.push(store.getState().preview));
  const desk = createOfferDesk({
    store,
    config,
    direction: 'stake',
    caps: DEFAULT_FEE_CAPS,
    debounceMs: 5,
    poolReads: createSharedReads(MAX_AGE_MS),
  });
  const quotes = () => services.requests.filter((request) => request.service === 'swap-quote').length;
  return { services, store, shown, desk, quotes, held, openQuotes: () => open() };
}

describe('the offer desk', () => {
  // The network check is the page's, per RPC: each test starts on a fresh page.
  beforeEach(() => resetPage());

  it('asks after the typing pause, and only the last question’s answer lands', async () => {
    const { store, shown, desk, held, openQuotes } = setup([], { holdQuotes: true });
    desk.ask(evergreen, 1_000_000_000n);
    await expect.poll(() => held.length).toBe(1); // the first question is under way
    desk.ask(evergreen, 2_000_000_000n);
    await expect.poll(() => held.length).toBe(2);
    openQuotes();
    await expect.poll(() => store.getState().preview).toMatchObject({ status: 'ready', expectedOut: 1_904_761_904n, route: 'swap' });
    // The first answer (0.952380952 for 1 SOL) never showed, and its cancellation was no failure.
    expect(shown.some((preview) => preview.status === 'ready' && preview.expectedOut === 952_380_952n)).toBe(false);
    expect(shown.some((preview) => preview.status === 'failed')).toBe(false);
  });

  it('asks nothing for the same question again, nor for no amount; the question asked again after a stop is asked again', async () => {
    const { store, desk, quotes } = setup();
    desk.ask(evergreen, 1_000_000_000n);
    await expect.poll(() => store.getState().preview.status).toBe('ready');
    desk.ask(evergreen, 1_000_000_000n);
    desk.ask(null, 1_000_000_000n);
    expect(store.getState().preview).toEqual({ status: 'idle' });
    desk.stop();
    desk.ask(evergreen, 1_000_000_000n);
    await expect.poll(() => store.getState().preview.status).toBe('ready');
    // Two asks of the routes: the first, and the one after no amount (the idle question forgot the offers).
    expect(quotes()).toBe(2);
  });

  it('reuses its recent offers for a click, and asks again for another amount', async () => {
    const { store, desk, quotes } = setup();
    desk.ask(evergreen, 1_000_000_000n);
    await expect.poll(() => store.getState().preview.status).toBe('ready');
    const signal = new AbortController().signal;
    const [best] = await desk.offers(evergreen, 1_000_000_000n, signal);
    expect(best?.expectedOut).toBe(952_380_952n);
    expect(quotes()).toBe(1);
    await desk.offers(evergreen, 3_000_000_000n, signal);
    expect(quotes()).toBe(2);
  });

  it('quotes nothing on an RPC that serves another network, and says so', async () => {
    const { store, desk, quotes } = setup([['rpc-genesis', 'mismatch']]);
    desk.ask(evergreen, 1_000_000_000n);
    await expect.poll(() => store.getState().wrongNetwork).toBe(true);
    expect(store.getState().preview).toEqual({ status: 'idle' });
    expect(quotes()).toBe(0);
  });
});
