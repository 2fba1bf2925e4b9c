// Start-up with 1, 10 and 100 <lst-stake> elements on one page (different mints, mixed display modes):
// navigation to every element live (its card or launcher named for its token), no CPU slowdown. The
// issue asks that it grow at most linearly: the figure to read is the time per element at 100 against 1.
// Prints figures; asserts no timing. BENCH_EMBED_DIR points it at another build of dist/embed (an older
// commit's, for a before/after in one sitting).
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { launchChromium } from '../../tests/support/browser.mjs';
import { manyLsts, manyWidgetsPage } from '../../tests/support/manyWidgetsPage';
import { startE2eServer, type E2eServer } from '../../tests/e2e/e2eServer';
import { record } from './report';
import { ms, summary } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const COUNTS = [1, 10, 100];
let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  const pages = Object.fromEntries(COUNTS.map((count) => [`/many/${count}`, manyWidgetsPage(count)]));
  server = await startE2eServer(pages, { '/embed/': resolve(process.env.BENCH_EMBED_DIR ?? 'dist/embed') }, undefined, {}, manyLsts);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Milliseconds from navigation start until every element on the page shows its token. */
async function startUp(count: number): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.origin}/many/${count}`, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (expected) => {
      const live = [...document.querySelectorAll('lst-stake')].filter((element) => {
        const named = element.shadowRoot?.querySelector('.lst-card:not([inert]) .lst-card__title, .lst-launcher');
        const text = named?.getAttribute('aria-label') ?? named?.textContent ?? '';
        return /^Stake (SOL for )?\S/.test(text);
      }).length;
      return live === expected ? performance.now() : null;
    },
    count,
    { timeout: 60_000, polling: 'raf' },
  );
  const elapsed = (await handle.jsonValue()) as number;
  await context.close();
  return elapsed;
}

it('many widgets: start-up for 1, 10 and 100 elements', async () => {
  await startUp(10); // warm caches once
  const samples = new Map<number, number[]>(COUNTS.map((count) => [count, []]));
  // Interleaved, so every count sees the same machine load.
  for (let run = 0; run < RUNS; run++) for (const count of COUNTS) samples.get(count)!.push(await startUp(count));
  const one = summary(samples.get(1)!).median;
  for (const count of COUNTS) {
    const figure = summary(samples.get(count)!);
    const perElement = figure.median / count;
    const note = count === 1 ? 'baseline' : `${(figure.median / one).toFixed(2)}x one element for ${count}x the elements`;
    console.log(`${count} element${count === 1 ? '' : 's'}: ${ms(figure.median)} (${perElement.toFixed(1)} ms per element); ${note}`);
    record(`many widgets: ${count} element${count === 1 ? '' : 's'} live after navigation`, figure, 'ms', note);
  }
}, 600_000);
