import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cardOf, demoSiteInChromium } from '../support/demoSiteInChromium';
import { demoProjects } from '../../demo/demoProjects';

// "Your stakes" on the demo site (`npm start`'s build): a staker stakes 1 SOL on a project's card, then
// follows the header's link and finds the project listed with what they hold and its SOL worth. The
// demo chain lives in the page, so the journey stays in one visit (the header's link routes in-app).
const canopy = demoProjects.find((project) => project.symbol === 'canSOL')!;

const site = demoSiteInChromium();

const card = cardOf;
const walletButton = (page: Page) => page.locator('header lst-wallet-button');

async function open(path: string, width: number, height: number) {
  const page = await site.browser.newPage({ viewport: { width, height } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(site.origin + path);
  return { page, errors };
}

async function connectBurner(page: Page) {
  await walletButton(page).getByRole('button', { name: 'Select Wallet' }).click();
  await walletButton(page)
    .getByRole('button', { name: /Burner Wallet/ })
    .click();
  await walletButton(page)
    .getByRole('button', { name: /^\S{4}\.\.\S{4}$/ })
    .waitFor();
}

/** Nothing wider than the viewport: the page never scrolls sideways. */
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('Your stakes (demo build)', () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    it(`asks to connect, then lists what a stake on a card bought with its SOL worth, linking back (${width}×${height})`, async () => {
      const { page, errors } = await open('/stakes', width, height);
      const main = page.getByRole('main');
      await main.getByText(/^Connect your wallet to see what you hold/).waitFor({ timeout: 15_000 });
      await main.locator('lst-wallet-button').getByRole('button', { name: 'Select Wallet' }).waitFor();
      expect(await noSideways(page)).toBe(true);
      await page.screenshot({ path: `test-results/stakes-disconnected-${width}.png` });

      // Stake 1 SOL on canSOL's card.
      await page.goto(`${site.origin}/detail/${canopy.mint}`);
      await page.getByRole('heading', { level: 1, name: 'Canopy Staked SOL' }).waitFor();
      await connectBurner(page);
      await card(page).getByLabel('Stake Amount').fill('1');
      await card(page).getByRole('button', { name: 'Start Staking' }).click();
      await card(page).getByRole('heading', { name: 'Stake confirmed' }).first().waitFor({ timeout: 30_000 });

      // The header's link: on a phone the nav may wrap, the link is still there.
      await page.getByRole('banner').getByRole('link', { name: 'Your stakes' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your stakes' }).waitFor();
      const row = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Canopy Staked SOL' }) });
      await row.waitFor({ timeout: 15_000 });
      await row.getByText(/^0\.\d+ canSOL$/).waitFor();
      await row.getByText(/^≈ (1|0\.9\d*) SOL$/).waitFor();
      expect(await noSideways(page)).toBe(true);
      await page.screenshot({ path: `test-results/stakes-list-${width}.png`, fullPage: true });

      // Each row leads to its card.
      await row.getByRole('link', { name: 'Open canSOL' }).click();
      await page.waitForURL(`**/detail/${canopy.mint}`);
      await page.getByRole('heading', { level: 1, name: 'Canopy Staked SOL' }).waitFor();
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('a wallet that holds nothing listed is sent to explore (390×844)', async () => {
    const { page, errors } = await open('/stakes', 390, 844);
    await connectBurner(page);
    await page.getByText('Your wallet holds no token of the projects listed here yet.').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: 'test-results/stakes-nothing-390.png' });
    await page.getByRole('main').getByRole('link', { name: 'Explore projects' }).click();
    await page.waitForURL('**/explore');
    expect(errors).toEqual([]);
    await page.close();
  });
});
