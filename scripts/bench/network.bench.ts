// Requests that a person's actions cost, counted on the production builds (counts, not timings).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from '../../tests/support/browser.mjs';
import { startBenchServer } from './benchServer';
import { record } from './report';

let browser: Browser;
let embed: Awaited<ReturnType<typeof startBenchServer>>;
let site: Awaited<ReturnType<typeof startBenchServer>>;

beforeAll(async () => {
  embed = await startBenchServer();
  site = await startBenchServer('dist/site-bench');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
  await embed.close();
  await site.close();
});

const count = (requests: { service: string }[], service: string) => requests.filter((request) => request.service === service).length;

it('LST list requests for explore -> detail -> explore', async () => {
  const page = await browser.newPage();
  await page.goto(`${site.origin}/explore`);
  await page.getByRole('link', { name: /Evergreen Staked SOL/ }).click();
  await page.locator('lst-stake').getByRole('heading', { name: 'Stake SOL for evgSOL' }).waitFor();
  await page.goBack();
  await page.getByRole('heading', { name: 'View more projects' }).waitFor();
  const requests = count(site.services.requests, 'lst-list');
  console.log(`LST list requests for explore -> detail -> explore: ${requests}`);
  record('LST list requests, explore -> detail -> explore', { median: requests }, 'requests', 'goal 1');
  await page.close();
});

it('quote requests while typing "12.5" at 100 ms per key', async () => {
  const page = await browser.newPage();
  await page.goto(`${embed.origin}/bench/stake`);
  const card = page.locator('lst-stake');
  await card.getByRole('heading', { name: 'Stake SOL for evgSOL' }).waitFor();
  const before = [...embed.services.requests];
  await card.getByLabel('Stake Amount').pressSequentially('12.5', { delay: 100 });
  await card.getByText(/You receive ≈/).waitFor();
  await page.waitForTimeout(1000);
  const typed = embed.services.requests.slice(before.length);
  const perService = { quote: count(typed, 'swap-quote'), aggregator: count(typed, 'aggregator-quote') };
  console.log(`quote requests while typing "12.5": swap quote ${perService.quote}, aggregator ${perService.aggregator}`);
  record(
    'quote requests while typing "12.5" at 100 ms/key',
    { median: Math.max(perService.quote, perService.aggregator) },
    'per service',
    `swap quote ${perService.quote}, aggregator ${perService.aggregator} (goal 1 each)`,
  );

  // Then, after the pause, what a click costs before the wallet asks.
  const button = page.locator('lst-wallet-button');
  await button.getByRole('button', { name: 'Select Wallet' }).click();
  await button.getByRole('button', { name: /Test Wallet/ }).click();
  await button.getByRole('button', { name: /^\S{4}\.\.\S{4}$/ }).waitFor();
  await page.waitForTimeout(1000); // the typing pause, and the balance read on connect
  await page.evaluate(() =>
    document.addEventListener('click', () => ((window as unknown as { clickedAt: number }).clickedAt = performance.now()), {
      capture: true,
      once: true,
    }),
  );
  await card.getByRole('button', { name: 'Start Staking' }).click();
  await page.waitForFunction(() => (window as unknown as { testWallet: { prompts(): number } }).testWallet.prompts() > 0);
  // Requests the page started between the click and the moment the wallet was asked to sign.
  const beforePrompt = await page.evaluate(() => {
    const { clickedAt, testWallet } = window as unknown as { clickedAt: number; testWallet: { promptTimes(): number[] } };
    const promptedAt = testWallet.promptTimes()[0]!;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= clickedAt && entry.startTime <= promptedAt)
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        start: entry.startTime,
        end: (entry as PerformanceResourceTiming).responseEnd,
      }));
  });
  // Requests in flight together are one round trip; one that starts after the others ended, the next.
  let roundTrips = 0;
  let waveEnd = -Infinity;
  for (const request of [...beforePrompt].sort((a, b) => a.start - b.start)) {
    if (request.start >= waveEnd) roundTrips++;
    waveEnd = request.start >= waveEnd ? request.end : Math.max(waveEnd, request.end);
  }
  const paths = beforePrompt.map((request) => request.path).join(', ');
  console.log(`'Start Staking' to the wallet prompt: ${roundTrips} round trips, ${beforePrompt.length} requests (${paths})`);
  record(
    "round trips, 'Start Staking' to wallet prompt (after a pause)",
    { median: roundTrips },
    'round trips',
    `${beforePrompt.length} requests: ${paths} (goal 2: swap call, then the simulation with its account read)`,
  );
  expect(beforePrompt.length).toBeGreaterThan(0);
  await page.close();
});
