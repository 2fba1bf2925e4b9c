import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../widget/core/config/config';
import { SaidError } from '../../widget/core/texts/said';
import { say } from '../../widget/core/texts/english';
import { sayRun } from '../../widget/core/texts/runEnglish';
import { chooseOffers, NoOfferError } from '../../widget/stake/chooseOffer';
import { DEFAULT_FEE_CAPS } from '../../widget/core/guard/feeCaps';
import type { Said } from '../../widget/core/texts/said';
import type { RouteEntry, RouteName, StakeRouteName, RouteOffer } from '../../widget/stake/routes/route';
import { routesFor } from '../../widget/stake/routes/registry';
import { evergreen } from '../../demo/demoProjects';

/** A route whose offer (or failure) arrives when the test says. */
function route(name: StakeRouteName) {
  let settle!: { resolve(offer: RouteOffer): void; reject(error: unknown): void };
  const asked: unknown[] = [];
  const entry: RouteEntry = {
    name,
    direction: 'stake',
    kind: 'market',
    texts: { label: 'routeSwap', preview: 'preview', refused: 'refused' },
    serves: () => true,
    load: async () => ({
      offer: (ask) => {
        asked.push(ask);
        return new Promise<RouteOffer>((resolve, reject) => (settle = { resolve, reject }));
      },
    }),
  };
  const offer = (minimumOut: bigint, refusal: Said | null = null): RouteOffer => ({
    route: name,
    expectedOut: minimumOut,
    minimumOut,
    programIds: [],
    check: () => refusal,
    build: async () => new Uint8Array(),
  });
  const started = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  return { entry, asked, started, offer, settle: () => settle };
}

const ask = { config: resolveConfig(), entry: evergreen, amount: 1_000_000_000n, pool: null, caps: DEFAULT_FEE_CAPS };
const signal = new AbortController().signal;

describe('choosing the route', () => {
  it('asks every route at once and ranks the offers by the LST they give, showing each better one as it arrives', async () => {
    const deposit = route('deposit');
    const swap = route('swap');
    const heard: RouteName[] = [];
    const chosen = chooseOffers([deposit.entry, swap.entry], ask, signal, (offer) => heard.push(offer.route));
    await deposit.started();
    expect(deposit.asked).toHaveLength(1);
    expect(swap.asked).toHaveLength(1);
    deposit.settle().resolve(deposit.offer(1_000n));
    await expect.poll(() => heard).toEqual(['deposit']);
    swap.settle().resolve(swap.offer(1_001n));
    expect((await chosen).map((offer) => offer.route)).toEqual(['swap', 'deposit']);
    expect(heard).toEqual(['deposit', 'swap']);
  });

  it('ranks only offers that pass their own check: a quote that does not check out never wins, nor shows', async () => {
    const deposit = route('deposit');
    const swap = route('swap');
    const heard: RouteName[] = [];
    const chosen = chooseOffers([deposit.entry, swap.entry], ask, signal, (offer) => heard.push(offer.route));
    await deposit.started();
    swap.settle().resolve(swap.offer(2_000n, say('quoteFailed')));
    deposit.settle().resolve(deposit.offer(1_000n));
    expect((await chosen).map((offer) => offer.route)).toEqual(['deposit']);
    expect(heard).toEqual(['deposit']);
  });

  it('keeps the deposit when the swap offers less, or fails (no key: 401)', async () => {
    for (const swapAnswer of ['less', 'fails'] as const) {
      const deposit = route('deposit');
      const swap = route('swap');
      const chosen = chooseOffers([deposit.entry, swap.entry], ask, signal);
      await deposit.started();
      if (swapAnswer === 'less') swap.settle().resolve(swap.offer(999n));
      else swap.settle().reject(new Error('HTTP 401'));
      deposit.settle().resolve(deposit.offer(1_000n));
      expect((await chosen)[0]!.route).toBe('deposit');
    }
  });

  it('beside the offers, says once why each other route has none (a reason, not a failed service)', async () => {
    const deposit = route('deposit');
    const swap = route('swap');
    const other = route('swap');
    const chosen = chooseOffers([deposit.entry, swap.entry, other.entry], ask, signal);
    await deposit.started();
    deposit.settle().resolve(deposit.offer(1_000n));
    swap.settle().reject(new SaidError(sayRun('poolUpdating', { symbol: 'picoSOL' })));
    other.settle().reject(new SaidError(sayRun('poolUpdating', { symbol: 'picoSOL' })));
    const offers = await chosen;
    expect(offers.map((offer) => offer.route)).toEqual(['deposit']);
    expect(offers.declined).toEqual([sayRun('poolUpdating', { symbol: 'picoSOL' })]);
    const none = route('swap');
    const alone = chooseOffers([deposit.entry, none.entry], ask, signal);
    await none.started();
    deposit.settle().resolve(deposit.offer(1_000n));
    none.settle().reject(new Error('HTTP 401'));
    expect((await alone).declined).toEqual([]);
  });

  it('when no route can serve, says why route by route: the reasons, the refused offers, the failed services', async () => {
    const deposit = route('deposit');
    const swap = route('swap');
    const chosen = chooseOffers([deposit.entry, swap.entry], ask, signal);
    await deposit.started();
    const unauthorized = new Error('HTTP 401');
    swap.settle().reject(unauthorized);
    deposit.settle().reject(new SaidError(sayRun('poolUpdating', { symbol: 'picoSOL' })));
    const error = await chosen.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(NoOfferError);
    expect(error).toMatchObject({ reasons: [{ key: 'poolUpdating' }], refusals: [], failures: [unauthorized] });
  });

  it('a refused offer is a refusal, not a reason', async () => {
    const swap = route('swap');
    const chosen = chooseOffers([swap.entry], ask, signal);
    await swap.started();
    swap.settle().resolve(swap.offer(5n, say('quoteFailed')));
    await expect(chosen).rejects.toMatchObject({ reasons: [], refusals: [{ key: 'quoteFailed' }], failures: [] });
  });

  it('serves an SPL pool entry by both routes, any other entry by the swap alone', () => {
    const pool = { ...evergreen, pool: { program: 'SanctumSpl', pool: '8Dv3hNYcEWEaa4qVx9BTN1Wfvtha1z8cWDUXb7KVACVe' } };
    expect(routesFor(pool).map((entry) => entry.name)).toEqual(['deposit', 'swap']);
    for (const program of ['Marinade', 'Lido', 'ReservePool', 'SPool', '__proto__'])
      expect(routesFor({ ...pool, pool: { ...pool.pool, program } }).map((entry) => entry.name)).toEqual(['swap']);
    expect(routesFor({ ...pool, pool: { program: 'Spl', pool: 'not an address' } }).map((entry) => entry.name)).toEqual(['swap']);
    expect(routesFor({ ...evergreen, pool: undefined }).map((entry) => entry.name)).toEqual(['swap']);
  });
});
