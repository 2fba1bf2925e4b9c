// The detail page's "Pool" panel in Chromium, on the production site build: its services (the widget's
// production defaults) answered here by the demo services, with picoSOL's real pool account behind the
// RPC. The panel keeps its room while the pool is read, and the page stays accessible in both states.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.mjs';
import { demoProjects } from '../../demo/demoProjects';
import { createDemoServices } from '../../demo/demoServices';
import { createMockFetch } from '../../demo/mockFetch';
import { resolveConfig } from '../../widget/core/config/config';
import { PICOSOL_ENTRY, withPicoSolPool } from '../support/picoSolPoolRpc';
import { routeServices } from '../support/routeServices';
import { startE2eServer, type E2eServer } from './e2eServer';

const SITE = resolve('dist/site');
const axeSource = readFileSync(resolve('node_modules/axe-core/axe.min.js'), 'utf8');
let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(`${SITE}/index.html`)) throw new Error('dist/site is missing: run `npm run build` before the browser tests.');
  server = await startE2eServer({}, {}, SITE);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * A page of the production site whose services (the production defaults) are answered in this process.
 * Reads of the pool wait for `poolAnswered` to open, so the loading state can be looked at.
 */
async function openDetail(width: number, poolAnswered: Promise<void>): Promise<{ page: Page; errors: string[] }> {
  const { lstApiUrl, quoteApiUrl, aggregatorApiUrl, rpcUrl } = resolveConfig({});
  const services = createDemoServices({
    urls: { lstApiUrl, quoteApiUrl, aggregatorApiUrl, rpcUrl },
    lsts: () => [PICOSOL_ENTRY, ...demoProjects],
  });
  const answer = withPicoSolPool(createMockFetch(services.answer));
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await routeServices(page, [lstApiUrl, quoteApiUrl, aggregatorApiUrl, rpcUrl], answer, async (request) => {
    if (request.postData()?.includes(PICOSOL_ENTRY.pool!.pool!)) await poolAnswered;
  });
  await page.goto(`${server.origin}/detail/${PICOSOL_ENTRY.mint}`);
  return { page, errors };
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(context: unknown, options: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
  });
}

/** Where the pool panel and what follows it sit on the page. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const box = (selector: string) => {
      const { top, height } = document.querySelector(selector)!.getBoundingClientRect();
      return { top: Math.round(top), height: Math.round(height) };
    };
    return { pool: box('.pool'), features: box('.detail__features'), configurator: box('.configurator') };
  });

describe('the detail page’s pool panel', () => {
  it.each([1280, 390])('holds its room while the pool is read, then shows the terms, at %i px', async (width) => {
    let release!: () => void;
    const { page, errors } = await openDetail(width, new Promise((done) => (release = done)));
    const panel = page.getByRole('region', { name: 'Pool' });
    await panel.locator('.pool__placeholder').waitFor();
    expect(await panel.getAttribute('aria-busy')).toBe('true');
    await page.locator('lst-stake').getByRole('button', { name: 'Start Staking' }).waitFor();
    const loading = await layout(page);
    expect(await axeViolations(page)).toEqual([]);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: `test-results/detail-pool-loading-${width}.png`, fullPage: true });

    release();
    await panel.getByText('1 picoSOL = 1.3333 SOL').waitFor();
    expect(await panel.locator('p').allTextContents()).toEqual([
      'Direct deposit into the pool',
      '1 picoSOL = 1.3333 SOL',
      'Deposit fee 0.02\u00a0%; withdrawal fee 0.1\u00a0%; the pool keeps 2.5\u00a0% of rewards',
      // What a stake account's deposit pays (issue 39), read from picoSOL's account like the other fees.
      'Stake account deposit fee 0.01\u00a0%',
      // The APY's line, holding its room: picoSOL's published account has no honest APY (tests/unit/poolApy.test.ts).
      '\u00a0',
    ]);
    await page.screenshot({ path: `test-results/detail-pool-${width}.png`, fullPage: true });
    // Nothing moved: the placeholder lines wrapped where the terms do.
    expect(await layout(page)).toEqual(loading);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
