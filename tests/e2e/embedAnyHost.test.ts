// The README's embed snippet on a page of one origin, its script on another, as an embedder meets it:
// from a host that sends CORS (as the public npm CDNs do) the card replaces the element's fallback text;
// from a host that sends none, or a 404, the fallback text stays. And the Content-Security-Policy header
// docs/embed.md gives for that snippet, each host swapped for the test's loopback one, lets the widget stake
// with no violation.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.mjs';
import { resolveConfig } from '../../widget/core/config/config';
import { startE2eServer, type E2eServer } from './e2eServer';

const readme = readFileSync('README.md', 'utf8');
const embedSection = readme.slice(readme.indexOf('### The real thing'), readme.indexOf('## Use it from React'));
const snippet = embedSection.match(/```html\n([\s\S]*?)```/)![1]!;
const scriptUrl = new URL(snippet.match(/<script type="module" src="([^"]+)"><\/script>/)![1]!);
const fallback = snippet.match(/<lst-stake[^>]*>\s*<p>([^<]+)</)![1]!.trim();
const embedDoc = readFileSync('docs/embed.md', 'utf8');
const readmeHeader = embedDoc.slice(embedDoc.indexOf('## Content-Security-Policy')).match(/^Content-Security-Policy: (.+)$/m)![1]!;

/** The demo services answer beside the page: the elements are pointed there (relative URLs). */
const SERVICES = 'lst-api-url="/api/lst" quote-api-url="/api/quote" aggregator-api-url="/api/aggregator" rpc-url="/rpc"';

/** The README's snippet with its script from `scriptOrigin` (same path as on the CDN), plus the test wallet. */
function pageWith(scriptOrigin: string, { services = true } = {}): string {
  let html = snippet.replace(scriptUrl.origin, scriptOrigin);
  if (services)
    html = html.replace('<lst-wallet-button>', `<lst-wallet-button ${SERVICES}>`).replace('<lst-stake ', `<lst-stake ${SERVICES} `);
  return `<!doctype html><meta charset="utf-8"><title>A project's page</title><script type="module" src="/test-wallet.js"></script>\n${html}`;
}

let cdn: E2eServer; // another origin, sending Access-Control-Allow-Origin as npm CDNs do
let noCors: E2eServer; // another origin, sending no CORS header
let site: E2eServer; // the embedder's pages and the demo services
let strict: E2eServer; // the same, under the README's Content-Security-Policy
let browser: Browser;

beforeAll(async () => {
  if (!existsSync('dist/embed/lst-stake.js')) throw new Error('dist/embed is missing: run `npm run build` first.');
  const embedOnCdn = { [scriptUrl.pathname.replace(/lst-stake\.js$/, '')]: resolve('dist/embed') };
  cdn = await startE2eServer({}, embedOnCdn, undefined, { 'Access-Control-Allow-Origin': '*' });
  noCors = await startE2eServer({}, embedOnCdn);
  site = await startE2eServer(
    {
      '/cors': pageWith(cdn.origin),
      '/no-cors': pageWith(noCors.origin),
      // The script's path on this origin, which has no such file.
      '/missing': pageWith('', { services: false }),
    },
    {},
  );
  // The README's header, each host in it swapped for the test's: the CDN's, and the services' (all beside the page).
  const defaults = resolveConfig({});
  let policy = readmeHeader.replace(scriptUrl.origin, cdn.origin);
  for (const url of [defaults.lstApiUrl, defaults.quoteApiUrl, defaults.aggregatorApiUrl, defaults.rpcUrl])
    policy = policy.replace(new URL(url).origin, '');
  strict = await startE2eServer({ '/': pageWith(cdn.origin) }, {}, undefined, { 'Content-Security-Policy': policy.replace(/ {2,}/g, ' ') });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([cdn, noCors, site, strict].map((server) => server?.close()));
});

/** Opens a page and waits for its load event: by then a module script has run, or failed. */
async function open(url: string): Promise<{ page: Page; console: string[]; violations: string[]; errors: string[] }> {
  const page = await browser.newPage();
  const messages: string[] = [];
  const violations: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    messages.push(message.text());
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url, { waitUntil: 'load' });
  return { page, console: messages, violations, errors };
}

const defined = (page: Page) => page.evaluate(() => customElements.get('lst-stake') !== undefined);

describe("the README's embed snippet on any host", () => {
  it('from another origin that sends CORS, the card replaces the fallback text', async () => {
    const { page, errors } = await open(`${site.origin}/cors`);
    const card = page.locator('lst-stake');
    await card.getByRole('heading', { name: 'Stake SOL for evgSOL' }).waitFor({ timeout: 15_000 });
    expect(await defined(page)).toBe(true);
    expect(await page.getByText(fallback).isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('from another origin without CORS, the script is refused and the fallback text shows, with its link', async () => {
    const { page, console } = await open(`${site.origin}/no-cors`);
    expect(await defined(page)).toBe(false);
    expect(await page.getByText(fallback).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /here/ }).getAttribute('href')).toMatch(/^https:\/\//);
    expect(console.some((text) => /CORS policy/.test(text))).toBe(true);
    await page.close();
  });

  it('when the script is missing (404), the fallback text shows', async () => {
    const { page } = await open(`${site.origin}/missing`);
    expect(await defined(page)).toBe(false);
    expect(await page.getByText(fallback).isVisible()).toBe(true);
    await page.close();
  });

  it('under the Content-Security-Policy header of docs/embed.md: connects, stakes, and no violation', async () => {
    const { page, violations, errors } = await open(strict.origin);
    const button = page.locator('lst-wallet-button');
    const card = page.locator('lst-stake');
    await card.getByRole('heading', { name: 'Stake SOL for evgSOL' }).waitFor({ timeout: 15_000 });
    await button.getByRole('button', { name: 'Select Wallet' }).click();
    await button.getByRole('button', { name: /Test Wallet/ }).click();
    const staked = page.evaluate(
      () => new Promise<unknown>((done) => document.addEventListener('stakesuccess', (event) => done((event as CustomEvent).detail))),
    );
    await card.getByLabel('Stake Amount').fill('1.5');
    await card.getByRole('button', { name: 'Start Staking' }).click();
    expect(await staked).toMatchObject({ lamports: '1500000000' });
    expect(strict.services.chain.accepted).toHaveLength(1);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
