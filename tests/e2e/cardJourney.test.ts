import { mkdirSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cardOf, demoSiteInChromium } from '../support/demoSiteInChromium';
import { demoProjects } from '../../demo/demoProjects';

// Issue 40's card on the demo site (`npm start`'s build), on a desktop and a phone: connect from the card
// itself, see the token account's rent and the total before the first stake, then one success message
// and the position, both in view without scrolling.
const canopy = demoProjects.find((project) => project.symbol === 'canSOL')!;

const site = demoSiteInChromium();

const card = cardOf;

/**
 * True when the whole of `locator` is inside the window as it stands (no scrolling) and nothing covers it
 * (the site's fixed header): what is at its middle is it.
 */
const inView = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const root = element.getRootNode() as Document | ShadowRoot;
    const hit = root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth && !!hit && element.contains(hit);
  });

describe.each([
  ['desktop', 1280, 800, 'light'],
  ['phone', 390, 844, 'light'],
  ['phone-dark', 390, 844, 'dark'],
] as const)('the card on the demo site, %s (%ix%i, %s scheme)', (name, width, height, colorScheme) => {
  it('connects from the card, shows the rent before the first stake, then one success message and the position in view', async () => {
    const phone = width < 600;
    const page = await site.browser.newPage({ viewport: { width, height }, isMobile: phone, hasTouch: phone, colorScheme });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    mkdirSync('test-results', { recursive: true });
    await page.goto(`${site.origin}/detail/${canopy.mint}`);
    await card(page).getByRole('heading', { name: 'Stake SOL for canSOL' }).waitFor({ timeout: 15_000 });

    // No wallet: the card says so and has its own Connect, opening the page's wallet picker.
    await card(page).getByText('Connect a wallet on Solana to continue').waitFor();
    await card(page).getByRole('button', { name: 'Connect' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/card-journey-${name}-disconnected.png` });
    await card(page).getByRole('button', { name: 'Connect' }).click();
    await card(page)
      .getByRole('button', { name: /Burner Wallet/ })
      .click();
    await card(page).getByRole('button', { name: 'Connect' }).waitFor({ state: 'detached', timeout: 15_000 });

    // Before the first stake: 1 SOL, the rent of the canSOL account it opens, and the total.
    await card(page).getByText('You hold 0 canSOL ≈ 0 SOL', { exact: true }).waitFor({ timeout: 15_000 });
    await card(page).getByLabel('Stake Amount').fill('1');
    await card(page).getByText('Opens your canSOL account: 0.002039 SOL, back to you when it is closed.').waitFor({ timeout: 15_000 });
    const total = card(page).getByText('Total: 1.002 SOL + network fee');
    await total.waitFor();
    expect(await total.getAttribute('title')).toBe('Total: 1.00203928 SOL + network fee');
    await total.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/card-journey-${name}-rent.png` });

    // The click, and after it: one message, and what the staker holds, both on screen as they stand.
    await card(page).getByRole('button', { name: 'Start Staking' }).click();
    const confirmed = card(page).getByRole('heading', { name: 'Stake confirmed' });
    await confirmed.waitFor({ timeout: 30_000 });
    const message = card(page).locator('.lst-message--success');
    expect(await message.count()).toBe(1);
    expect(await message.textContent()).toMatch(
      /^Stake confirmedYou will receive approximately 0\.\d{4} LST tokensThey are in your wallet as canSOL\./,
    );
    const held = card(page).getByText(/^You hold 0\.\d{4} canSOL ≈ 1 SOL$/);
    await held.waitFor({ timeout: 15_000 });
    expect(
      await card(page)
        .getByText(/^You hold /)
        .count(),
    ).toBe(1);
    await page.screenshot({ path: `test-results/card-journey-${name}-success.png` });
    expect(await inView(message)).toBe(true);
    expect(await inView(held)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
