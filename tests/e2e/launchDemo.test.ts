import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.mjs';
import { DEMO_VOTE_ACCOUNT } from '../../demo/demoVote';
import { startE2eServer, type E2eServer } from './e2eServer';

// The demo world launches: on the demo site (`npm start`'s build), a team fills the launch form, connects
// the burner wallet, creates its pool on the demo chain, and a staker then stakes into it. The demo
// chain lives in the page, so the journey stays in one visit: the site asks for the LST list once per
// visit, first on the explore page, which is after the launch here, so the list has learned the pool.
const SITE = resolve('dist/site-demo');
let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(`${SITE}/index.html`))
    throw new Error('dist/site-demo is missing: run `npm run build:site-demo` before the browser tests.');
  server = await startE2eServer({}, {}, SITE);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const walletButton = (page: Page) => page.locator('lst-wallet-button');
const card = (page: Page) => page.locator('lst-stake');

/** Connects the burner wallet; its short address. */
async function connectBurner(page: Page): Promise<string> {
  await walletButton(page).getByRole('button', { name: 'Select Wallet' }).click();
  await walletButton(page)
    .getByRole('button', { name: /Burner Wallet/ })
    .click();
  const connected = walletButton(page).getByRole('button', { name: /^\S{4}\.\.\S{4}$/ });
  await connected.waitFor();
  return (await connected.textContent())!.trim();
}

describe('the demo world launches a pool from the launch page (demo build)', () => {
  it('fill the form, connect the burner wallet, create on Solana, see the pool live; then stake 1 SOL into it by deposit', async () => {
    const started = Date.now();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.origin}/launch`);

    await page.getByLabel(/^Name/).fill('Orchard Staked SOL');
    await page.getByLabel(/^Symbol/).fill('orcSOL');
    await page.getByLabel(/Metadata URI/).fill('https://example.org/orcsol.json');
    await page.getByLabel(/Origin token address/).fill('So11111111111111111111111111111111111111112');
    // In the demo, the form names the demo chain's validator from the start.
    expect(await page.getByLabel(/Validator vote account/).inputValue()).toBe(DEMO_VOTE_ACCOUNT);

    const team = await connectBurner(page);

    await page.getByRole('button', { name: 'Create on Solana' }).click();
    // The plan, from the demo chain: its four steps and what the wallet will spend.
    await page.getByText(/^Your wallet will spend/).waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: 'Your pool on Solana (the demo chain)' }).waitFor();
    // The demo's Metaplex charges the deployed program's create fee, and the plan says so before any prompt.
    await page.getByText(/Metaplex's create fee of up to 0\.01 SOL/).waitFor();
    await page.getByRole('button', { name: 'Sign step by step' }).click();
    // The burner wallet signs without a prompt: each step is guarded, sent and confirmed in turn.
    await page.getByText('Your pool is live.').waitFor({ timeout: 60_000 });
    mkdirSync('test-results', { recursive: true });
    // The result in the middle of the window, clear of the sticky header.
    await page.locator('.launch-plan').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: 'test-results/launch-demo-live.png' });
    const mint = (await page
      .getByRole('listitem')
      .filter({ hasText: /^Mint:/ })
      .locator('code')
      .textContent())!;

    // A staker, not the team (a fresh burner: the burner wallet makes a new key at each connection), finds the new project on the explore page (the demo's list learned it) and stakes 1 SOL.
    await page.getByRole('link', { name: 'Explore', exact: true }).click();
    await page.getByRole('link', { name: /Orchard Staked SOL/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Orchard Staked SOL' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/detail/${mint}`);
    await walletButton(page)
      .getByRole('button', { name: /^\S{4}\.\.\S{4}$/ })
      .click();
    await walletButton(page)
      .getByRole('menuitem', { name: 'Disconnect' })
      .or(walletButton(page).getByRole('button', { name: 'Disconnect' }))
      .click();
    expect(await connectBurner(page)).not.toBe(team);
    await card(page).getByLabel('Stake Amount').fill('1');
    // The pool's own deposit: an empty pool gives one token per lamport, the exact figure before the click.
    await card(page).getByText('You receive 1 orcSOL', { exact: true }).waitFor({ timeout: 15_000 });
    await card(page).getByRole('button', { name: 'Start Staking' }).click();
    await card(page)
      .getByText('You will receive approximately 1 LST tokens')
      .waitFor({ timeout: 30_000 })
      .catch(async (error: unknown) => {
        console.log('CARD:', await card(page).evaluate((element) => (element.shadowRoot as ShadowRoot).textContent));
        await page.screenshot({ path: 'test-results/launch-demo-stake-failed.png', fullPage: true });
        throw error;
      });
    // By direct deposit: 1 orcSOL exactly (a swap would give the demo market's 0.997), and no swap was built.
    await card(page).getByText('You received 1 orcSOL', { exact: true }).waitFor();
    const swapsBuilt = await page.evaluate(
      () =>
        (window as unknown as { lstDemo: { requests: { service: string }[] } }).lstDemo.requests.filter(
          (request) => request.service === 'aggregator-swap',
        ).length,
    );
    expect(swapsBuilt).toBe(0);
    await page.screenshot({ path: 'test-results/launch-demo-staked.png', fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
    console.log(`launch and stake in Chromium: ${Date.now() - started} ms`);
  }, 120_000);
});
