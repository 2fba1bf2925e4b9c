// Embed start to card visible on a plain host page, 4x CPU slowdown, against a trivial custom element
// (one shadow-root button) measured the same way in the same run. Prints figures; asserts no timing.
import type { Page } from 'playwright-core';
import { it } from 'vitest';
import { benchEnvironment } from './benchEnvironment';
import { record } from './report';
import { ms, summary } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const bench = benchEnvironment();

/** [navigation start -> visible, script request start -> visible] for the element's first paint. */
async function measure(path: string, selector: string, host: string): Promise<[number, number]> {
  const context = await bench.browser.newContext();
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${bench.server.origin}${path}`, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    ([hostTag, inner]) => {
      const root = document.querySelector(hostTag!)?.shadowRoot;
      const element = root?.querySelector(inner!);
      if (!element || element.getBoundingClientRect().height === 0) return false;
      const now = performance.now();
      const script = performance.getEntriesByType('resource').find((entry) => /lst-stake\.js|trivial\.js/.test(entry.name));
      return [now, now - (script?.startTime ?? 0)];
    },
    [host, selector],
    { polling: 'raf', timeout: 60_000 },
  );
  const value = (await handle.jsonValue()) as [number, number];
  await context.close();
  return value;
}

it('embed: script start to card visible, 4x CPU slowdown', async () => {
  const embed: [number, number][] = [];
  const trivial: [number, number][] = [];
  await measure('/bench/embed', '.lst-card', 'lst-stake'); // warm caches once
  for (let run = 0; run < RUNS; run++) {
    // Interleaved, so both see the same machine load.
    embed.push(await measure('/bench/embed', '.lst-card', 'lst-stake'));
    trivial.push(await measure('/bench/trivial', '.lst-card', 'trivial-button'));
  }
  const fromNavigation = { embed: summary(embed.map((value) => value[0])), trivial: summary(trivial.map((value) => value[0])) };
  const fromScript = { embed: summary(embed.map((value) => value[1])), trivial: summary(trivial.map((value) => value[1])) };
  const ratio = fromNavigation.embed.median / fromNavigation.trivial.median;
  console.log(`embed visible ${ms(fromNavigation.embed.median)} after navigation vs trivial ${ms(fromNavigation.trivial.median)}: ratio ${ratio.toFixed(2)}`);
  console.log(`from the script's request: embed ${ms(fromScript.embed.median)}, trivial ${ms(fromScript.trivial.median)}`);
  record('embed: navigation to card visible, 4x CPU', fromNavigation.embed, 'ms', `${ratio.toFixed(2)}x the trivial element (goal <= 1.5x)`);
  record('trivial element: navigation to visible, 4x CPU', fromNavigation.trivial, 'ms', 'baseline');
  record('embed: script request to card visible, 4x CPU', fromScript.embed, 'ms', `trivial: ${ms(fromScript.trivial.median)}`);
}, 600_000);
