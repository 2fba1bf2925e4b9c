// Section 6 of the project-team issue: 100 widgets on one page (different mints, mixed display modes)
// share one LST list request, one wallet session and one balance request, read the pools of the cards
// on screen only, and quote only for the card being typed in.
// Start-up time for 1, 10 and 100 is measured by `npm run bench` (scripts/bench/manyWidgets.bench.ts).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.mjs';
import { displayOf, manyLsts, manyWidgetsPage } from '../support/manyWidgetsPage';
import { startE2eServer, type E2eServer } from './e2eServer';

const COUNT = 100;
let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  server = await startE2eServer({ '/many': manyWidgetsPage(COUNT) }, { '/embed/': resolve('dist/embed') }, undefined, {}, manyLsts);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe(`${COUNT} widgets on one page`, () => {
  it('make one list request, share one wallet session, and quote only for the card typed in', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.origin}/many`);
    const symbols = manyLsts()
      .slice(0, COUNT)
      .map((entry) => entry.symbol);
    // Every widget has found its token: a card says "Stake SOL for X", a launcher "Stake X".
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              [...document.querySelectorAll('lst-stake')].filter((element) =>
                /^Stake (SOL for )?\S/.test(
                  element.shadowRoot?.querySelector('.lst-card__title, .lst-launcher')?.getAttribute('aria-label') ??
                    element.shadowRoot?.querySelector('.lst-card__title, .lst-launcher')?.textContent ??
                    '',
                ),
              ).length,
          ),
        { timeout: 30_000 },
      )
      .toBe(COUNT);
    expect(server.services.requests.filter((request) => request.service === 'lst-list')).toHaveLength(1);
    // The network check (genesis hash) is asked once per page per RPC, not once per card.
    await expect.poll(() => server.services.requests.filter((request) => request.service === 'rpc-genesis').length).toBe(1);
    const cards = page.locator('lst-stake');
    const firstCard = symbols.findIndex((_, index) => displayOf(index) === 'card');
    const typedIn = symbols.findIndex((_, index) => index > 30 && displayOf(index) === 'card');

    // One session: connecting in one card connects every element's wallet button.
    const address = await page.evaluate(() => (window as unknown as { testWallet: { address: string } }).testWallet.address);
    const short = `${address.slice(0, 4)}..${address.slice(-4)}`;
    await cards.nth(firstCard).getByRole('button', { name: 'Connect' }).click();
    await cards
      .nth(firstCard)
      .getByRole('button', { name: /Test Wallet/ })
      .click();
    await expect
      .poll(() =>
        page.evaluate(
          (label) =>
            [...document.querySelectorAll('lst-stake')].filter(
              (element) => element.shadowRoot?.querySelector('.lst-button--wallet')?.textContent === label,
            ).length,
          short,
        ),
      )
      // Every element: the cards, and the cards inside the launchers' closed dialogs.
      .toBe(COUNT);

    // Every card shows the wallet's balance, asked of the RPC once for the page (a public RPC limits a visitor).
    await expect
      .poll(() =>
        page.evaluate(
          () => [...document.querySelectorAll('lst-stake')].filter((element) => element.shadowRoot?.querySelector('.lst-balance')).length,
        ),
      )
      .toBe(COUNT);
    expect(server.services.requests.filter((request) => request.service === 'rpc-balance')).toHaveLength(1);

    // A card quotes (the swap quote service, or the aggregator) only for an amount: nothing before one is
    // typed, then only for the card typed in. Its pool (for its APY and the staker's position) is read
    // once the card is on screen: the cards in view, not all 100, and each pool once for the page.
    const QUOTING = ['swap-quote', 'aggregator-quote'];
    const quoting = () => server.services.requests.filter((request) => QUOTING.includes(request.service));
    const poolReads = () => server.services.requests.filter((request) => request.service === 'rpc-pool');
    expect(quoting()).toEqual([]);
    const readBefore = poolReads().length;
    expect(readBefore).toBeGreaterThan(0);
    expect(readBefore).toBeLessThan(COUNT / 4);
    await cards.nth(typedIn).getByLabel('Stake Amount').fill('1');
    await cards
      .nth(typedIn)
      .getByText(/You receive ≈/)
      .waitFor({ timeout: 15_000 });
    const entry = manyLsts()[typedIn]!;
    const about = quoting().map(({ service, url }) =>
      new URL(url).searchParams.get(service === 'swap-quote' ? 'outputLstMint' : 'outputMint'),
    );
    expect(about.length).toBeGreaterThan(0);
    expect(new Set(about)).toEqual(new Set([entry.mint]));
    // No pool is read twice for the page within its 20 s, whichever cards asked.
    const poolsRead = poolReads().map(({ body }) => JSON.stringify(body).match(/"params":\[\["(\w+)"/)?.[1]);
    expect(new Set(poolsRead).size).toBe(poolsRead.length);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/many-widgets.png' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
