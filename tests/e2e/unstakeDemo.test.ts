import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cardOf, demoSiteInChromium } from '../support/demoSiteInChromium';
import { demoProjects } from '../../demo/demoProjects';

// The staker's whole journey on the demo site (`npm start`'s build): stake 1 SOL into a project's pool,
// see what they hold and its worth, then leave by the pool's instant exit, see the SOL arrive and what
// they hold go to zero. The demo chain lives in the page, so it all happens in one visit.
const canopy = demoProjects.find((project) => project.symbol === 'canSOL')!;

const site = demoSiteInChromium();

const walletButton = (page: Page) => page.locator('lst-wallet-button');
const card = cardOf;
const sol = (page: Page) => walletButton(page).getByRole('button', { name: /^\S{4}\.\.\S{4}$/ });

describe('a staker stakes, sees the position, and leaves by the pool’s instant exit (demo build)', () => {
  it('stake 1 SOL, see "You hold … ≈ 1 SOL", unstake all of it now, see the SOL arrive and the position go to zero', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.origin}/detail/${canopy.mint}`);
    await page.getByRole('heading', { level: 1, name: 'Canopy Staked SOL' }).waitFor();
    await walletButton(page).getByRole('button', { name: 'Select Wallet' }).click();
    await walletButton(page)
      .getByRole('button', { name: /Burner Wallet/ })
      .click();
    await sol(page).waitFor();

    // In: the pool's APY, then what the staker holds before and after 1 SOL goes in.
    await card(page)
      .getByText(/^APY ≈ \d+(\.\d)?\s% \(last epoch\)$/)
      .waitFor({ timeout: 15_000 });
    await card(page).getByText('You hold 0 canSOL ≈ 0 SOL', { exact: true }).waitFor({ timeout: 15_000 });
    await card(page).getByLabel('Stake Amount').fill('1');
    await card(page)
      .getByText(/^You receive 0\.\d+ canSOL$/)
      .waitFor({ timeout: 15_000 });
    await card(page).getByRole('button', { name: 'Start Staking' }).click();
    await card(page).getByRole('heading', { name: 'Stake confirmed' }).waitFor({ timeout: 30_000 });
    const held = card(page).getByText(/^You hold 0\.\d+ canSOL ≈ 1 SOL$/);
    await held.waitFor({ timeout: 15_000 });
    const balanceText = () => card(page).locator('.lst-balance').first().textContent();
    const before = await balanceText();

    // Out: the Unstake tab, all of it (Max), the most SOL now chosen by default, one click.
    await card(page).getByRole('tab', { name: 'Unstake', exact: true }).click();
    await card(page).getByLabel('Unstake Amount').waitFor({ timeout: 15_000 });
    await card(page).getByRole('button', { name: 'Max' }).last().click();
    const now = card(page).getByRole('radio', { name: /^Now (0\.\d+|1) SOL From the pool's reserve/ });
    await now.waitFor({ timeout: 15_000 });
    mkdirSync('test-results', { recursive: true });
    await card(page).screenshot({ path: 'test-results/unstake-demo-offers.png' });
    await card(page).getByRole('button', { name: 'Unstake instantly' }).click();
    await card(page)
      .getByText(/^Unstaked: 0\.\d+ SOL is in your wallet$|^Unstaked: 1 SOL is in your wallet$/)
      .waitFor({ timeout: 30_000 })
      .catch(async (error: unknown) => {
        mkdirSync('test-results', { recursive: true });
        await page.screenshot({ path: 'test-results/unstake-demo-failed.png', fullPage: true });
        console.log('CARD:', await card(page).evaluate((element) => (element.shadowRoot as ShadowRoot).textContent));
        throw error;
      });
    // What the staker holds is read again: nothing left, worth nothing; and the SOL balance moved.
    await card(page).getByText('You hold 0 canSOL ≈ 0 SOL', { exact: true }).waitFor({ timeout: 15_000 });
    await card(page).getByRole('tab', { name: 'Stake', exact: true }).click();
    await expect.poll(balanceText, { timeout: 15_000 }).not.toBe(before);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/unstake-demo-done.png', fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
