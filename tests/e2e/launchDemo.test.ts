import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cardOf, demoSiteInChromium } from '../support/demoSiteInChromium';
import { DEMO_VOTE_ACCOUNT } from '../../demo/demoVote';
import { startE2eServer } from './e2eServer';

// The demo world launches: on the demo site (`npm start`'s build), a team fills the launch form, connects
// the burner wallet, creates its pool on the demo chain, and a staker then stakes into it. The demo
// chain lives in the page, so the journey stays in one visit: the site asks for the LST list once per
// visit, first on the explore page, which is after the launch here, so the list has learned the pool.

const site = demoSiteInChromium();

const walletButton = (page: Page) => page.locator('lst-wallet-button');
const card = cardOf;

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
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.origin}/launch`);

    await page.getByLabel(/^Name/).fill('Orchard Staked SOL');
    await page.getByLabel(/^Symbol/).fill('orcSOL');
    await page.getByLabel(/Metadata URI/).fill('https://example.org/orcsol.json');
    await page.getByLabel(/Origin token address/).fill('So11111111111111111111111111111111111111112');
    // In the demo, the form names the demo chain's validator from the start.
    expect(await page.getByLabel(/Validator vote account/).inputValue()).toBe(DEMO_VOTE_ACCOUNT);
    mkdirSync('test-results', { recursive: true });

    // The spec's button: its banner, the form kept, and the page says nothing exists on Solana yet.
    await page.getByRole('button', { name: 'Create Staking Pool' }).click();
    await page.getByText('Staking pool creation submitted!').waitFor();
    await page.getByText(/^Nothing exists on Solana yet: this button only records the form on this page\./).waitFor();
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('Orchard Staked SOL');

    const team = await connectBurner(page);
    // With a wallet, "Create on Solana" is the primary (green) button.
    const createOnSolana = page.getByRole('button', { name: 'Create on Solana' });
    expect(await createOnSolana.getAttribute('class')).toContain('button--primary');
    expect(await page.getByRole('button', { name: 'Create Staking Pool' }).getAttribute('class')).not.toContain('button--primary');
    await createOnSolana.click();
    // The plan, from the demo chain: a plain summary in its own figures first.
    const summary = page.getByText(
      /^You will sign 4 transactions; about 0\.025 SOL goes to account deposits; 0\.0033 SOL comes back to you as orcSOL\.$/,
    );
    await summary.waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: 'Your pool on Solana (the demo chain)' }).waitFor();
    await page.locator('.launch-plan').evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: 'test-results/launch-demo-plan.png' });
    // The details one click away: the demo's Metaplex charges the deployed program's create fee, and the plan says so before any prompt.
    await page.getByText('The details: each transaction and the accounts it creates').click();
    await page.getByText(/^Your wallet will spend/).waitFor();
    await page.getByText(/Metaplex's create fee of up to 0\.01 SOL/).waitFor();
    await page.getByText(/^Reserve stake account: holds the pool's SOL that is not staked yet/).waitFor();
    await page.getByRole('button', { name: 'Sign step by step' }).click();
    // The burner wallet signs without a prompt: each step is guarded, sent and confirmed in turn, all four in view.
    const steps = page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
    await steps.first().waitFor();
    expect(await steps.count()).toBe(4);
    await page.getByRole('heading', { name: 'Your pool is live.' }).waitFor({ timeout: 60_000 });
    expect(await steps.allTextContents()).toEqual([
      '✓1 of 4: creating the reserve, the token and the fee account (done)',
      '✓2 of 4: creating the pool with your first deposit (done)',
      '✓3 of 4: naming the token (done)',
      '✓4 of 4: adding the validator (done)',
    ]);
    await page.getByRole('region', { name: 'What happens next' }).getByRole('listitem').nth(3).waitFor();
    // The result from its top, clear of the sticky header; then the whole page, on a desktop and a phone.
    await page.locator('.launch-success').evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.mouse.wheel(0, -90);
    await page.screenshot({ path: 'test-results/launch-demo-live.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.pool-snippet').evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: 'test-results/launch-demo-live-phone.png' });
    // Wrapped: no snippet line runs out of its block, on a phone either.
    for (const overflow of await page
      .locator('.pool-snippet pre')
      .evaluateAll((blocks) => blocks.map((block) => block.scrollWidth - block.clientWidth)))
      expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    const snippet = (await page.locator('[data-snippet="html"]').textContent())!;
    // No service of this page's and no cluster: on the demo, the try-it script answers in the page where it is pasted.
    expect(snippet).not.toMatch(/(lst-api-url|quote-api-url|aggregator-api-url|rpc-url|cluster)=/);
    // "Stake into orcSOL" is the primary action.
    expect(await page.getByRole('link', { name: 'Stake into orcSOL' }).getAttribute('class')).toContain('button--primary');

    // The snippet, pasted into a blank page of another origin, stakes: the try-it script's demo chain holds a copy of the pool.
    const elsewhere = await startE2eServer({ '/': `<!doctype html><meta charset="utf-8"><title>A team's page</title>\n${snippet}` }, {});
    try {
      const pasted = await site.browser.newPage({ viewport: { width: 700, height: 900 } });
      const pastedErrors: string[] = [];
      pasted.on('pageerror', (error) => pastedErrors.push(error.message));
      await pasted.goto(elsewhere.origin);
      expect(new URL(elsewhere.origin).origin).not.toBe(new URL(site.origin).origin);
      await card(pasted).getByRole('heading', { name: 'Stake SOL for orcSOL' }).waitFor({ timeout: 15_000 });
      await connectBurner(pasted);
      await card(pasted).getByLabel('Stake Amount').fill('1');
      await card(pasted).getByText('You receive 1 orcSOL', { exact: true }).waitFor({ timeout: 15_000 });
      await card(pasted).getByRole('button', { name: 'Start Staking' }).click();
      await card(pasted).getByText('You will receive approximately 1 LST tokens').waitFor({ timeout: 30_000 });
      await pasted.screenshot({ path: 'test-results/launch-demo-pasted.png', fullPage: true });
      // Answered inside that page: the other origin's services were never asked.
      expect(elsewhere.services.requests).toEqual([]);
      expect(pastedErrors).toEqual([]);
      await pasted.close();
    } finally {
      await elsewhere.close();
    }
    const mint = (await page
      .locator('.launch-success li')
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
    // Exactly: a figure rounded for reading would carry its exact text as a title (.lst-figure).
    await card(page).getByText('You will receive approximately 1 LST tokens', { exact: true }).waitFor();
    expect(await card(page).locator('.lst-message--success .lst-figure').count()).toBe(0);
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
