import type { Page } from 'playwright-core';
import { describe, it, type ExpectStatic } from 'vitest';
import { cardOf, demoSiteInChromium } from '../support/demoSiteInChromium';
import { demoProjects } from '../../demo/demoProjects';

// Issue 39 as a staker meets it on the demo site (`npm start`'s build) in Chromium, on a desktop and on a
// phone: the burner wallet's stake accounts listed under "Or bring a stake account" (the active one to
// pick, the activating one and the one outside canSOL's list greyed with their reasons), the preview
// before the click, the deposit, and the position under the card grown by exactly the figure shown.
const canopy = demoProjects.find((project) => project.symbol === 'canSOL')!;
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const site = demoSiteInChromium();
const card = cardOf;

/** "You hold 1.2345 canSOL ≈ …": the figure the card's facts show (its exact text, on hover). */
async function held(page: Page): Promise<string> {
  const line = card(page).getByText(/^You hold [\d.]+ canSOL/);
  await line.waitFor({ timeout: 15_000 });
  // The line is one span: its title the exact text when its figures are rounded for reading.
  const exact = (await line.getAttribute('title')) ?? (await line.textContent());
  return /([\d.]+) canSOL/.exec(exact ?? '')![1]!;
}

async function connectAndOpen(page: Page) {
  await page.goto(`${site.origin}/detail/${canopy.mint}`);
  const walletButton = page.locator('lst-wallet-button');
  await walletButton.getByRole('button', { name: 'Select Wallet' }).click();
  await walletButton.getByRole('button', { name: /Burner Wallet/ }).click();
  await walletButton.getByRole('button', { name: /^\S{4}\.\.\S{4}$/ }).waitFor();
  const open = card(page).getByRole('button', { name: 'Or bring a stake account' });
  await open.click();
  await card(page).getByRole('heading', { name: 'Bring your stake' }).waitFor({ timeout: 15_000 });
}

describe.concurrent('bring your stake on the demo (demo build)', () => {
  for (const size of SIZES) {
    it(`${size.name} ${size.width}×${size.height}: pick the active stake account, see the preview, deposit, see the position grow`, async ({
      expect,
    }: {
      expect: ExpectStatic;
    }) => {
      const page = await site.browser.newPage({ viewport: { width: size.width, height: size.height } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await connectAndOpen(page);
      // Each with its rent on top of its stake (the demo gives 25 SOL active, 10 SOL activating).
      const active = card(page).getByRole('radio', { name: /^25\.00\d+ SOL · Active/ });
      await active.waitFor({ timeout: 15_000 });
      expect(
        await card(page)
          .getByRole('radio', { name: /^10\.00\d+ SOL · Activating/ })
          .isDisabled(),
      ).toBe(true);
      await card(page)
        .getByText(/^Activating: it can be deposited from epoch \d+$/)
        .waitFor();
      await card(page).getByText("Its validator is not in canSOL's pool").waitFor();
      const before = await held(page);
      // Picked from the keyboard: Tab reaches the first choice the group allows; Space picks it.
      await active.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => active.isChecked()).toBe(true);
      const preview = card(page).getByText(/^You receive [\d.]+ canSOL$/);
      const exact = /([\d.]+) canSOL/.exec((await preview.getAttribute('title')) ?? (await preview.textContent())!)![1]!;
      await card(page)
        .getByText(/^Stake deposit fee: /)
        .waitFor();
      await page.screenshot({ path: `test-results/bring-stake-${size.name}-preview.png`, fullPage: true });
      await card(page).getByRole('button', { name: 'Deposit this stake account' }).click();
      await card(page)
        .getByText(/^You received [\d.]+ canSOL for your stake account$/)
        .waitFor({ timeout: 30_000 });
      await page.screenshot({ path: `test-results/bring-stake-${size.name}-done.png`, fullPage: true });
      // The position under the card: grown by exactly the preview's figure.
      const units = (text: string) => {
        const [whole, fraction = ''] = text.split('.');
        return BigInt(whole!) * 10n ** 9n + BigInt(fraction.padEnd(9, '0'));
      };
      await expect.poll(async () => units(await held(page)) - units(before), { timeout: 15_000 }).toBe(units(exact));
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
