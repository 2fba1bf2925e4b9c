// The detail page's "Pool" panel: a stake pool's route, rate and fees beside the card, read live from
// the RPC (picoSOL's real pool account behind a test RPC), or why the pool takes no deposit now.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoProjects } from '../../demo/demoProjects';
import { CLOCK_SYSVAR, EPOCH_SCHEDULE_SYSVAR } from '../../widget/core/addresses/sysvars';
import type { LstEntry } from '../../widget/core/lst/lst';
import { PICOSOL_ENTRY, PICOSOL_POOL_EPOCH, withPicoSolPool, type PoolRpcOptions } from '../support/picoSolPoolRpc';
import { renderSite } from './renderSite';
import { createStakeOwner } from '../../widget/stake/createStakeOwner';
import { createTestSession } from '../support/testSession';

const evergreen = demoProjects[0]!;

/** The pool's RPC reads, as the test RPC received them: their addresses and whether they were cancelled. */
type Read = { addresses: string[]; signal: AbortSignal | null };

/** The detail page of `entry`, with picoSOL's pool behind the RPC; every read of the pool is recorded. */
function renderDetail(entry: LstEntry, pool: PoolRpcOptions | null = {}, lateAnswer?: Promise<void>) {
  const reads: Read[] = [];
  const rendered = renderSite(`/detail/${entry.mint}`, {
    lsts: () => [entry, ...demoProjects],
    wrapFetch: (fetch) => {
      const inner = pool ? withPicoSolPool(fetch, pool) : fetch;
      return async (input, init) => {
        const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { method?: string; params?: [string[]] }) : null;
        if (body?.method === 'getMultipleAccounts') {
          reads.push({ addresses: body.params![0], signal: init?.signal ?? null });
          if (lateAnswer) await lateAnswer;
        }
        return inner(input, init);
      };
    },
  });
  return { ...rendered, reads };
}

const poolPanel = () => screen.findByRole('region', { name: 'Pool' });
/** The panel's lines of text, in order. */
const lines = (panel: HTMLElement) => [...panel.querySelectorAll('p')].map((line) => line.textContent);

describe('the detail page’s pool panel', () => {
  it('shows a quiet placeholder while the pool is read, then the route, the rate and the fees, exactly', async () => {
    let answer!: () => void;
    const { reads } = renderDetail(PICOSOL_ENTRY, {}, new Promise((resolve) => (answer = resolve)));
    const panel = await poolPanel();
    // The panel's room is taken from the first render: placeholder lines, hidden from assistive technology.
    expect(panel.getAttribute('aria-busy')).toBe('true');
    expect(panel.querySelector('.pool__placeholder')!.getAttribute('aria-hidden')).toBe('true');
    expect(lines(panel)).toEqual([]);
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).toBe('Pool');
    answer();
    await waitFor(() =>
      expect(lines(panel)).toEqual([
        'Direct deposit into the pool',
        '1 picoSOL = 1.3333 SOL',
        'Deposit fee 0.02\u00a0%; withdrawal fee 0.1\u00a0%; the pool keeps 2.5\u00a0% of rewards',
        // What a stake account brought in place of SOL pays: the pool's stake deposit fee, read from its account.
        'Stake account deposit fee 0.01\u00a0%',
        // The APY's line keeps its room, empty: picoSOL's published account has no honest one (poolApy.test.ts).
        '\u00a0',
      ]),
    );
    expect(panel.hasAttribute('aria-busy')).toBe(false);
    expect(panel.querySelector('.pool__placeholder')).toBeNull();
    // One read: the pool, its mint and the chain's Clock and EpochSchedule (the APY's epoch length rides in it).
    expect(reads.map((read) => read.addresses)).toEqual([
      [PICOSOL_ENTRY.pool!.pool, PICOSOL_ENTRY.mint, CLOCK_SYSVAR, EPOCH_SCHEDULE_SYSVAR],
    ]);
    // Beside the card: in the staking column, after the element.
    expect(panel.closest('section[aria-label="Staking"]')!.querySelector('lst-stake')!.getAttribute('mint')).toBe(PICOSOL_ENTRY.mint);
    // Headings stay in order: the page's name, then the panels.
    expect(screen.getAllByRole('heading').map((heading) => heading.tagName)).toEqual(['H1', 'H2', 'H2']);
  });

  it.each<[string, PoolRpcOptions, string]>([
    [
      'takes SOL only from its deposit authority',
      { depositAuthority: '9YdHo7i6TKyq8zVW4tjbTQuF493dWm1yfurnrXzo29tC' },
      "picoSOL's pool takes SOL only from its own deposit authority, so it cannot be staked into here.",
    ],
  ])('says why when the pool %s, as the card does', async (_, pool, reason) => {
    renderDetail(PICOSOL_ENTRY, pool);
    const panel = await poolPanel();
    await waitFor(() => expect(lines(panel)).toEqual([reason]));
  });

  it('a pool not updated this epoch still shows its terms: the card puts its update in front of the deposit where it fits', async () => {
    renderDetail(PICOSOL_ENTRY, { epoch: PICOSOL_POOL_EPOCH + 1n });
    const panel = await poolPanel();
    await waitFor(() => expect(lines(panel).slice(0, 2)).toEqual(['Direct deposit into the pool', '1 picoSOL = 1.3333 SOL']));
    expect(panel.textContent).not.toContain('updating');
  });

  it('says the pool is not the one the list names when its account belongs to another program', async () => {
    renderDetail({ ...PICOSOL_ENTRY, pool: { ...PICOSOL_ENTRY.pool, program: 'Spl' } });
    const panel = await poolPanel();
    await waitFor(() =>
      expect(lines(panel)).toEqual(["picoSOL's pool on the Solana network is not the one the list names, so we will not deposit into it."]),
    );
  });

  it('shows a demo pool’s APY under its terms', async () => {
    const canopy = demoProjects.find((project) => project.symbol === 'canSOL')!;
    renderSite(`/detail/${canopy.mint}`);
    const panel = await poolPanel();
    // canSOL's last epoch on the demo chain: a 2,400th of its SOL less its 5 % epoch fee, compounded over a year of epochs.
    await waitFor(() => expect(lines(panel).at(-1)).toBe('APY ≈ 7.1\u00a0% (last epoch)'));
    expect(lines(panel)[0]).toBe('Direct deposit into the pool');
  });

  it('renders the list’s symbol as text only', async () => {
    const symbol = '<img src=x onerror=alert(1)><b>pico</b>';
    renderDetail({ ...PICOSOL_ENTRY, symbol });
    const panel = await poolPanel();
    await waitFor(() => expect(lines(panel)[1]).toBe(`1 ${symbol} = 1.3333 SOL`));
    expect(panel.querySelector('img, b')).toBeNull();
  });

  it('says quietly that the terms are unavailable when the RPC fails', async () => {
    const { services } = renderDetail(PICOSOL_ENTRY, null);
    // The pool's read is the demo RPC's `rpc-pool` (a read that starts with a pool the list names).
    services.faults.set('rpc-pool', 'error');
    const panel = await poolPanel();
    await waitFor(() => expect(lines(panel)).toEqual(['Pool terms unavailable right now']));
    expect(panel.querySelector('p')!.className).toBe('muted');
  });

  it('shows nothing for an entry whose pool is no SPL stake pool, and reads nothing', async () => {
    const { reads } = renderDetail({ ...evergreen, pool: { ...evergreen.pool, program: 'Marinade' } });
    await screen.findByRole('heading', { level: 1, name: 'Evergreen Staked SOL' });
    expect(screen.queryByRole('region', { name: 'Pool' })).toBeNull();
    expect(document.querySelector('.pool')).toBeNull();
    expect(reads).toEqual([]);
  });

  it('shares its read of the pool with the card beside it: one read for the panel and the card’s offer', async () => {
    const { reads, config } = renderDetail(PICOSOL_ENTRY);
    const panel = await poolPanel();
    await waitFor(() => expect(lines(panel)[1]).toBe('1 picoSOL = 1.3333 SOL'));
    // The card, as the page's element creates it: its own configuration object, the same RPC.
    const { session: wallet, connect } = createTestSession();
    connect();
    const card = createStakeOwner({ config: { ...config }, wallet, mint: PICOSOL_ENTRY.mint, debounceMs: 0 });
    card.retain();
    await waitFor(() => expect(card.getState().token.status).toBe('ready'));
    card.setAmount('1');
    // Every route is held to the pool's terms (the demo's swap wins here): the offer carries the read's.
    await waitFor(() =>
      expect(card.getState().preview).toMatchObject({ status: 'ready', terms: { depositFee: { numerator: 1n, denominator: 5000n } } }),
    );
    card.release();
    const poolReads = reads.filter((read) => read.addresses.includes(PICOSOL_ENTRY.pool!.pool!));
    expect(poolReads.map((read) => read.addresses)).toEqual([
      [PICOSOL_ENTRY.pool!.pool, PICOSOL_ENTRY.mint, CLOCK_SYSVAR, EPOCH_SCHEDULE_SYSVAR],
    ]);
  });

  it('cancels the read when the page goes away', async () => {
    const { reads, unmount } = renderDetail(PICOSOL_ENTRY, {}, new Promise(() => {}));
    await poolPanel();
    // The page's one read of the pool (terms and APY).
    await waitFor(() => expect(reads).toHaveLength(1));
    expect(reads.map((read) => read.signal!.aborted)).toEqual([false]);
    unmount();
    expect(reads.map((read) => read.signal!.aborted)).toEqual([true]);
  });
});
