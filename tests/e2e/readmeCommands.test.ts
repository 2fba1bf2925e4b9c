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
import { createDemoServices } from '../../demo/demoServices';
import { createMockFetch } from '../../demo/mockFetch';
import { resolveConfig } from '../../widget/core/config/config';
import { routeServices } from '../support/routeServices';

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
  // With where it was thrown (the first frame of its stack), so that a failure names the file.
  page.on('pageerror', (error) =>
    problems.push(`page error: ${error.message} (${/https?:\/\/[^\s)]+?(?=:\d+:\d+)/.exec(error.stack ?? '')?.[0] ?? 'no stack'})`),
  );
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
      await card.getByRole('heading', { name: 'Stake confirmed' }).waitFor({ timeout: FIRST_LOAD });
      expect(visit.problems).toEqual([]);
      await page.close();
    },
    VISIT_TEST,
  );

  it('prints no warning while it starts and serves', () => {
    expect(command.output()).not.toMatch(/warn|error|unsupported|\(!\)/i);
  });
});

describe('npm run preview: the production site `npm test` built', () => {
  let command: RunningCommand;

  beforeAll(async () => {
    if (!existsSync(join(ROOT, 'dist/site/index.html'))) throw new Error('dist/site is missing: `npm test` builds it before vitest runs.');
    command = await startReadmeCommand(['run', 'preview'], ROOT);
  }, 180_000);

  afterAll(async () => {
    await command?.stop();
  });

  /** The production site calls the widget's default services: answered here by the demo's, as the internet would. */
  async function productionVisit(): Promise<Visit> {
    const visit = await newVisit();
    const { lstApiUrl, quoteApiUrl, aggregatorApiUrl, rpcUrl } = resolveConfig({});
    const services = createDemoServices({ urls: { lstApiUrl, quoteApiUrl, aggregatorApiUrl, rpcUrl } });
    await routeServices(visit.page, [lstApiUrl, quoteApiUrl, aggregatorApiUrl, rpcUrl], createMockFetch(services.answer));
    return visit;
  }

  it.each([
    ['/', 'Grow the projects you believe in, and keep your SOL.'],
    ['/explore', 'Choose a project to support'],
    [`/detail/${canopy.mint}`, canopy.name],
    ['/launch', 'Launch your staking pool'],
  ])(
    'shows %s with no console error and no failed module',
    async (path, heading) => {
      const visit = await productionVisit();
      await expectPage(visit, new URL(path, command.url).href, heading);
      if (path.startsWith('/detail/')) await visit.page.locator('lst-stake').getByRole('button', { name: 'Start Staking' }).waitFor();
      expect(visit.problems).toEqual([]);
      await visit.page.close();
    },
    VISIT_TEST,
  );

  it('prints no warning', () => {
    expect(command.output()).not.toMatch(/warn|error|unsupported|\(!\)/i);
  });
});

/** Storybook's own record of a story's render, once it is over: the play function has run, or failed. */
function renderPhase() {
  const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders?: { phase?: string }[] } }).__STORYBOOK_PREVIEW__;
  const current = preview?.storyRenders?.at(-1)?.phase;
  return current && ['completed', 'finished', 'errored', 'aborted'].includes(current) ? current : false;
}

describe('npm run storybook: the Storybook dev server', () => {
  let command: RunningCommand;

  beforeAll(async () => {
    command = await startReadmeCommand(['run', 'storybook'], ROOT);
  }, 180_000);

  afterAll(async () => {
    await command?.stop();
  });

  it(
    'serves a story, whose play function passes, with no console error',
    async () => {
      const visit = await newVisit();
      const { page } = visit;
      // As a person opens it: the manager, at a story, which renders it in its preview frame.
      await page.goto(new URL('/?path=/story/site-pages--explore-loaded', command.url).href);
      await page.locator('#storybook-preview-iframe').waitFor();
      const frame = page.frameLocator('#storybook-preview-iframe');
      await frame.getByRole('heading', { name: 'Choose a project to support' }).waitFor({ timeout: 2 * FIRST_LOAD });
      const preview = page.frame({ url: /iframe\.html/ })!;
      const phase = await preview.waitForFunction(renderPhase, undefined, { timeout: FIRST_LOAD });
      expect(await phase.jsonValue()).toMatch(/^(completed|finished)$/);
      // Storybook's own manager UI (prebuilt, under /sb-manager/) gives its server 1 s to answer its state
      // requests (UniversalStore) and throws when a loaded machine misses that; it asks again and carries
      // on. That is Storybook's, not ours: the story's frame, where our code runs, must have no problem.
      expect(visit.problems.filter((problem) => !problem.includes('/sb-manager/'))).toEqual([]);
      await page.close();
    },
    3 * FIRST_LOAD,
  );

  it('prints no warning', () => {
    expect(command.output()).not.toMatch(/warn|error|unsupported|\(!\)/i);
  });
});
