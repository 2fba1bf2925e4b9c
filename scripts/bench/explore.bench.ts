// Explore page, navigation to the list being visible, with the real list (1,418 + demo projects) and
// ten times as many. Prints figures; asserts nothing about time.
import { it } from 'vitest';
import { benchEnvironment } from './benchEnvironment';
import { ms, summary } from './stats';
import { record } from './report';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const bench = benchEnvironment();

/** Milliseconds from navigation start until the first project cards are on screen. */
async function timeToList(list: string): Promise<number> {
  const page = await bench.browser.newPage();
  await page.goto(`${bench.server.origin}/explore?list=${list}`);
  const visibleAt = await page.waitForFunction(
    () => (document.querySelector('.project-grid')?.children.length ?? 0) > 0 && performance.now(),
    undefined,
    { timeout: 60_000, polling: 'raf' },
  );
  const value = (await visibleAt.jsonValue()) as number;
  await page.close();
  return value;
}

it('explore: navigation to list visible', async () => {
  const results: Record<string, ReturnType<typeof summary>> = {};
  for (const list of ['real', 'real-x10']) {
    await timeToList(list); // warm the HTTP cache and the JIT once
    const values: number[] = [];
    for (let run = 0; run < RUNS; run++) values.push(await timeToList(list));
    results[list] = summary(values);
  }
  const ratio = results['real-x10']!.median / results.real!.median;
  console.log(
    `explore, navigation to list visible: x1 median ${ms(results.real!.median)}, x10 median ${ms(results['real-x10']!.median)}, ratio ${ratio.toFixed(2)} (goal: x10 within 10x)`,
  );
  record('explore x1 (1,418 + demo)', results.real!, 'ms', 'reported');
  record('explore x10', results['real-x10']!, 'ms', `ratio to x1 ${ratio.toFixed(2)} (goal <= 10)`);
}, 300_000);
