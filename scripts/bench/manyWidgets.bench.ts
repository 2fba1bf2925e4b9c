// Start-up with 1, 10 and 100 <lst-stake> elements on one page (different mints, mixed display modes):
// navigation to every element live (its card or launcher named for its token), no CPU slowdown. The
// issue asks that it grow at most linearly: the figure to read is the time per element at 100 against 1.
// Prints figures; asserts no timing. BENCH_EMBED_DIR points it at another build of dist/embed (an older
// commit's); BENCH_EMBED_DIRS measures several builds interleaved, for a before/after in one sitting.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { launchChromium } from '../../tests/support/browser.mjs';
import { manyLsts, manyWidgetsPage } from '../../tests/support/manyWidgetsPage';
import { startE2eServer, type E2eServer } from '../../tests/e2e/e2eServer';
import { comparing, embedBuilds, embedRoots, type EmbedBuild } from './embedBuilds';
import { record } from './report';
import { ms, summary } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const COUNTS = [1, 10, 100];
const builds = embedBuilds();
let server: E2eServer;
let browser: Browser;

const pagePath = (build: EmbedBuild, count: number) => `/many${build.path}${count}`;

beforeAll(async () => {
  const pages = Object.fromEntries(
    builds.flatMap((build) => COUNTS.map((count) => [pagePath(build, count), manyWidgetsPage(count, build.path)])),
  );
  server = await startE2eServer(pages, embedRoots(builds), undefined, {}, manyLsts);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Milliseconds from navigation start until every element on the page shows its token. */
async function startUp(count: number, build = builds[0]!): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.origin}${pagePath(build, count)}`, { waitUntil: 'commit' });
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
  for (const build of builds) await startUp(10, build); // warm caches once
  const samples = new Map(builds.map((build) => [build, new Map<number, number[]>(COUNTS.map((count) => [count, []]))]));
  // Interleaved, so every count (and every build compared) sees the same machine load.
  for (let run = 0; run < RUNS; run++)
    for (const count of COUNTS)
      for (const build of builds)
        samples
          .get(build)!
          .get(count)!
          .push(await startUp(count, build));
  for (const build of builds) {
    const byCount = samples.get(build)!;
    const one = summary(byCount.get(1)!).median;
    for (const count of COUNTS) {
      const figure = summary(byCount.get(count)!);
      const perElement = figure.median / count;
      const note = count === 1 ? 'baseline' : `${(figure.median / one).toFixed(2)}x one element for ${count}x the elements`;
      const label = build.label ? `${build.label}: ` : '';
      console.log(
        `${label}${count} element${count === 1 ? '' : 's'}: ${ms(figure.median)} (${perElement.toFixed(1)} ms per element); ${note}`,
      );
      if (!comparing(builds)) record(`many widgets: ${count} element${count === 1 ? '' : 's'} live after navigation`, figure, 'ms', note);
    }
  }
}, 1_800_000);
