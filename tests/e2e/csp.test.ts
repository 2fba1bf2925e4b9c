import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.mjs';
import { demoProjects } from '../../demo/demoProjects';
import { parseHeadersFile } from '../../site/hosting/securityHeaders';
import { startLocalWalletSocket } from '../support/localWalletSocket';
import { startE2eServer, type E2eServer } from './e2eServer';

/** No inline script, no eval, no inline style: what a careful project page sets for the embed. */
const STRICT_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' https: data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const evergreen = demoProjects[0]!;
let server: E2eServer;
let browser: Browser;

/** The headers the production build ships for static hosts (dist/site/_headers): the site is served under them. */
let siteHeaders: Record<string, string>;
let siteServer: E2eServer;

beforeAll(async () => {
  for (const path of ['dist/embed', 'dist/site-demo', 'dist/site/_headers'])
    if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` first.`);
  const page = readFileSync('tests/e2e/pages/embed-csp.html', 'utf8').replace('__MINT__', evergreen.mint);
  server = await startE2eServer(
    { '/embed-page': page },
    { '/embed/': resolve('dist/embed'), '/pages/': resolve('tests/e2e/pages') },
    resolve('dist/site-demo'),
    { 'content-security-policy': STRICT_CSP },
  );
  siteHeaders = parseHeadersFile(readFileSync('dist/site/_headers', 'utf8'));
  siteServer = await startE2eServer({}, {}, resolve('dist/site-demo'), siteHeaders);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await siteServer?.close();
});

describe("the site's own header file", () => {
  it('forbids inline script, inline style, eval and framing, sends no referrer, and lets the widget reach only its services', () => {
    const policy = siteHeaders['content-security-policy']!;
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy.replace(' ws://localhost:*;', ';')).not.toMatch(/unsafe-inline|unsafe-eval|\*/); // the one wildcard: any local port
    expect(policy).toContain(
      "connect-src 'self' https://extra-api.sanctum.so https://sanctum-s-api.fly.dev https://api.jup.ag https://api.mainnet-beta.solana.com ws://localhost:*;",
    );
    expect(siteHeaders['referrer-policy']).toBe('no-referrer');
    expect(siteHeaders['x-content-type-options']).toBe('nosniff');
  });
});

/** Opens `path` and collects every CSP violation the page reports. */
async function open(
  path: string,
  on: E2eServer = server,
  context?: BrowserContext,
): Promise<{ page: Page; violations: string[]; errors: string[] }> {
  const page = await (context ?? browser).newPage();
  const violations: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.goto(on.origin + path);
  return { page, violations, errors };
}

describe('under a strict Content-Security-Policy', () => {
  it('the embed loads, connects and stakes', async () => {
    const { page, violations, errors } = await open('/embed-page');
    const button = page.locator('lst-wallet-button');
    const card = page.locator('lst-stake');
    await button.getByRole('button', { name: 'Select Wallet' }).click();
    await button.getByRole('button', { name: /Test Wallet/ }).click();
    await card.getByLabel('Stake Amount').fill('1.5');
    await card.getByRole('button', { name: 'Start Staking' }).click();
    await card.getByText('You will receive approximately 1.4286 LST tokens').waitFor({ timeout: 15_000 });
    // Styled by its constructed stylesheet although inline styles are forbidden.
    const background = await card.getByRole('button', { name: 'Start Staking' }).evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(background).toMatch(/^rgb\((18, 117, 58|13, 92, 45)\)$/); // the accent, or its hover shade under the pointer
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the site loads, navigates and stakes under its own header file', async () => {
    const { page, violations, errors } = await open('/', siteServer);
    await page.getByRole('link', { name: 'Explore All' }).click();
    await page.getByRole('link', { name: /Evergreen Staked SOL/ }).click();
    const button = page.locator('lst-wallet-button');
    await button.getByRole('button', { name: 'Select Wallet' }).click();
    await button.getByRole('button', { name: /Burner Wallet/ }).click();
    const card = page.locator('lst-stake');
    await card.getByLabel('Stake Amount').fill('1');
    await card.getByRole('button', { name: 'Start Staking' }).click();
    await card.getByText(/You will receive approximately/).waitFor({ timeout: 15_000 });
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("offers an Android staker the Mobile Wallet Adapter, and lets the page reach the wallet app's local socket", async () => {
    const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    const context = await browser.newContext({ userAgent: ANDROID, viewport: { width: 412, height: 900 } });
    const wallet = await startLocalWalletSocket();
    const { page, violations, errors } = await open(`/detail/${evergreen.mint}`, siteServer, context);
    const button = page.locator('lst-wallet-button');
    await button.getByRole('button', { name: 'Select Wallet' }).click();
    await button.getByRole('button', { name: /Mobile Wallet Adapter/ }).waitFor();
    // Where the adapter connects once the wallet app has started: a WebSocket on a local port. A headless
    // browser has no wallet app to start, so the page opens that socket itself, under the same policy.
    const opened = await page.evaluate(
      (port) =>
        new Promise<boolean>((done) => {
          const socket = new WebSocket(`ws://localhost:${port}/solana-wallet`);
          socket.onopen = () => done(true);
          socket.onerror = () => done(false);
        }),
      wallet.port,
    );
    expect(opened).toBe(true);
    expect(wallet.opened()).toBe(1);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
    await wallet.close();
  });

  it.each(['1,5', '1.000,5'])('%j typed in Chromium is refused with a message, never misread', async (value) => {
    const { page } = await open(`/detail/${evergreen.mint}`);
    const card = page.locator('lst-stake');
    await card.getByRole('button', { name: 'Start Staking' }).waitFor();
    await card.getByLabel('Stake Amount').pressSequentially(value);
    await card.getByRole('button', { name: 'Start Staking' }).click();
    await card.getByText('Use a dot (.) as the decimal separator, for example 1.5').waitFor();
    expect(await card.getByLabel('Stake Amount').inputValue()).toBe(value);
    await card
      .getByRole('alert')
      .getByText(/Please connect your wallet first|Please enter a valid stake amount/)
      .waitFor();
    // A quote is only fetched for a pending preview ("Fetching a quote…" until it answers): an empty
    // preview means none is coming, now or after the typing pause.
    expect(await card.locator('.lst-preview').textContent()).toBe('');
    const requests = await page.evaluate(() =>
      (window as unknown as { lstDemo: { requests: { service: string }[] } }).lstDemo.requests.map((request) => request.service),
    );
    expect(requests.filter((service) => service.includes('quote') || service.includes('swap'))).toEqual([]);
    await page.close();
  });
});
