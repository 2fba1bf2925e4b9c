// The README's commands as a newcomer runs them, in this repository: `npm start` (the real dev server,
// from a fresh clone's state: no Vite cache), `npm run preview` (on the build `npm test` made before
// vitest) and `npm run storybook`, each started once, then visited in Chromium. A blank page, a console
// error, a failed module or a request that leaves the machine fails the visit. The other browser tests
// run on built files: only this one sees what the dev servers serve.
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.mjs';
import { portIsBusy, startReadmeCommand, type RunningCommand } from '../support/readmeCommand';
import { demoProjects } from '../../demo/demoProjects';

const ROOT = resolve('.');
/** A stake pool of the demo: its stake takes the deposit route, the lazy chunks a swap does not load. */
const canopy = demoProjects.find((project) => project.name === 'Canopy Staked SOL')!;
/** An upper bound for a first visit: the dev server transforms every module on demand (2 shared cores in CI). */
const FIRST_LOAD = 60_000;
/** A test's own bound: above the page's, so a stuck page fails with what went wrong, not a bare timeout. */
const VISIT_TEST = 2 * FIRST_LOAD;

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const isLoopback = (url: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

/** A transparent pixel: the real list's logos live on the internet, which the test machine does not reach. */
const PIXEL = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

interface Visit {
  page: Page;
  /** What went wrong so far: page errors, console errors, failed or refused requests, requests off the machine. */
  problems: string[];
}

/** A fresh page that records every sign of a broken visit. */
async function newVisit(): Promise<Visit> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`answered ${response.status()} ${response.statusText()}: ${response.url()}`);
  });
  await page.route(
    (url) => !isLoopback(url.href) && url.protocol.startsWith('http'),
    async (route) => {
      if (route.request().resourceType() === 'image') return route.fulfill({ contentType: 'image/svg+xml', body: PIXEL });
      problems.push(`request left the machine: ${route.request().url()}`);
      return route.abort();
    },
  );
  return { page, problems };
}

/**
 * Opens `url` and waits for its heading. A page that never shows it (blank, or stuck) fails with what
 * went wrong instead of a bare timeout.
 */
async function expectPage({ page, problems }: Visit, url: string, heading: string | RegExp): Promise<void> {
  await page.goto(url);
  try {
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: FIRST_LOAD });
  } catch (error) {
    const text = await page.evaluate(() => document.body.innerText.trim()).catch(() => '(unreadable)');
    throw new Error(
      `${url} never showed its heading ${String(heading)}.\nThe page says: ${JSON.stringify(text.slice(0, 300))}\n${problems.join('\n')}`,
      {
        cause: error,
      },
    );
  }
}

describe('npm start: the dev server, from the state of a fresh clone', () => {
  let command: RunningCommand;
  let portWasBusy = false;

  beforeAll(async () => {
    // A fresh clone has no Vite cache: the dev server optimizes its dependencies on its first start. Vitest
    // keeps its own results in the same folder; that one stays.
    const cache = join(ROOT, 'node_modules/.vite');
    if (existsSync(cache))
      for (const entry of readdirSync(cache)) if (entry !== 'vitest') rmSync(join(cache, entry), { recursive: true, force: true });
    portWasBusy = await portIsBusy(5173);
    command = await startReadmeCommand(['start'], ROOT);
  }, 180_000);

  afterAll(async () => {
    await command?.stop();
  });

  it("listens at the README's address", () => {
    // Another server on 5173 (a developer's own) moves Vite to the next free port; a fresh machine has none.
    if (!portWasBusy) expect(command.url).toBe('http://127.0.0.1:5173/');
    expect(new URL(command.url).hostname).toBe('127.0.0.1');
  });

  it.each([
    ['/', 'Grow the projects you believe in, and keep your SOL.'],
    ['/explore', 'Choose a project to support'],
    [`/detail/${canopy.mint}`, canopy.name],
    ['/launch', 'Launch your staking pool'],
  ])(
    'shows %s with no console error and no failed module',
    async (path, heading) => {
      const visit = await newVisit();
      await expectPage(visit, new URL(path, command.url).href, heading);
      if (path === '/explore') {
        await visit.page.getByRole('link', { name: new RegExp(canopy.name) }).waitFor();
        mkdirSync('test-results', { recursive: true });
        await visit.page.screenshot({ path: 'test-results/dev-server-explore.png' });
      }
      expect(visit.problems).toEqual([]);
      await visit.page.close();
    },
    VISIT_TEST,
  );

  it(
    'stakes on the demo from a detail page',
    async () => {
      const visit = await newVisit();
      const { page } = visit;
      await expectPage(visit, new URL(`/detail/${canopy.mint}`, command.url).href, canopy.name);
      const walletButton = page.locator('lst-wallet-button');
      await walletButton.getByRole('button', { name: 'Select Wallet' }).click();
      await walletButton.getByRole('button', { name: /Burner Wallet/ }).click();
      const card = page.locator('lst-stake');
      await card.getByLabel('Stake Amount').fill('1.5');
      await card.getByRole('button', { name: 'Start Staking' }).click();
      await card.getByText(/^You received /).waitFor({ timeout: FIRST_LOAD });
      expect(visit.problems).toEqual([]);
      await page.close();
    },
    VISIT_TEST,
  );

  it('prints no warning while it starts and serves', () => {
    expect(command.output()).not.toMatch(/warn|error|unsupported|\(!\)/i);
  });
});
