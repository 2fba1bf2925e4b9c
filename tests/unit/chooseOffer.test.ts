import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../widget/core/config/config';
import { SaidError } from '../../widget/core/texts/said';
import { say } from '../../widget/core/texts/english';
import { chooseOffer } from '../../widget/stake/chooseOffer';
import type { RouteEntry, RouteName, RouteOffer } from '../../widget/stake/routes/route';
import { routesFor } from '../../widget/stake/routes/registry';
import { evergreen } from '../../demo/demoProjects';

/** A route whose offer (or failure) arrives when the test says. */
function route(name: RouteName) {
  let settle!: { resolve(offer: RouteOffer): void; reject(error: unknown): void };
  const asked: unknown[] = [];
  const entry: RouteEntry = {
    name,
    serves: () => true,
    load: async () => ({
      offer: (ask) => {
        asked.push(ask);
        return new Promise<RouteOffer>((resolve, reject) => (settle = { resolve, reject }));
      },
    }),
  };
  const offer = (minimumOut: bigint): RouteOffer => ({
    route: name,
    expectedOut: minimumOut,
    minimumOut,
    programIds: [],
    check: () => null,
    build: async () => new Uint8Array(),
  });
  const started = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  return { entry, asked, started, offer, settle: () => settle };
}

const ask = { config: resolveConfig(), entry: evergreen, lamports: 1_000_000_000n };
const signal = new AbortController().signal;

describe('choosing the route', () => {
  it('asks every route at once and takes the one that gives the staker more LST, showing the first as it arrives', async () => {
    const deposit = route('deposit');
    const swap = route('swap');
    const heard: RouteName[] = [];
    const chosen = chooseOffer([deposit.entry, swap.entry], ask, signal, (offer) => heard.push(offer.route));
    await deposit.started();
    expect(deposit.asked).toHaveLength(1);
    expect(swap.asked).toHaveLength(1);
    expect(deposit.asked[0]).toMatchObject({ alongside: true });
    deposit.settle().resolve(deposit.offer(1_000n));
    await expect.poll(() => heard).toEqual(['deposit']);
    swap.settle().resolve(swap.offer(1_001n));
    expect((await chosen).route).toBe('swap');
    expect(heard).toEqual(['deposit', 'swap']);
  });

  it('keeps the deposit when the swap offers less, or fails (no key: 401)', async () => {
    for (const swapAnswer of ['less', 'fails'] as const) {
      const deposit = route('deposit');
      const swap = route('swap');
      const chosen = chooseOffer([deposit.entry, swap.entry], ask, signal);
      await deposit.started();
      if (swapAnswer === 'less') swap.settle().resolve(swap.offer(999n));
      else swap.settle().reject(new Error('HTTP 401'));
      deposit.settle().resolve(deposit.offer(1_000n));
      expect((await chosen).route).toBe('deposit');
    }
  });

  it('when no route can serve, the reason a staker can read wins over a service error', async () => {
    const deposit = route('deposit');
    const swap = route('swap');
    const chosen = chooseOffer([swap.entry, deposit.entry], ask, signal);
    await deposit.started();
    swap.settle().reject(new Error('HTTP 401'));
    deposit.settle().reject(new SaidError(say('poolUpdating', { symbol: 'picoSOL' })));
    await expect(chosen).rejects.toMatchObject({ said: { key: 'poolUpdating' } });
  });

  it('a lone route is asked as the spec says (swap quote service and aggregator)', async () => {
    const swap = route('swap');
    const chosen = chooseOffer([swap.entry], ask, signal);
    await swap.started();
    expect(swap.asked[0]).toMatchObject({ alongside: false });
    swap.settle().resolve(swap.offer(5n));
    expect((await chosen).minimumOut).toBe(5n);
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
