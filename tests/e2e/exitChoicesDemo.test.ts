import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, it, type ExpectStatic } from 'vitest';
import { cardOf, demoSiteInChromium } from '../support/demoSiteInChromium';
import { demoProjects } from '../../demo/demoProjects';

// Issue 40, points 8 and 9, as a staker meets them on the demo site (`npm start`'s build) in Chromium,
// on a desktop and on a phone: stake 1 SOL into canSOL, then unstake all of it (Max) by each way out,
// chosen on its radio card; the button names the choice, and each ends with its confirmation. The
// stake account goes on to Deactivate and Withdraw (the demo's `rpc-clock:epoch-ends` ends the epoch
// with each landed transaction), one figure throughout, and "… SOL is in your wallet" at the end.
const canopy = demoProjects.find((project) => project.symbol === 'canSOL')!;
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const site = demoSiteInChromium();

const card = cardOf;
const shot = async (target: Page | Locator, name: string) => {
  mkdirSync('test-results', { recursive: true });
  await target.screenshot({ path: `test-results/exit-choices-${name}.png` });
};

/** Connects the demo's burner wallet, stakes 1 SOL, opens the Unstake tab and asks for all of it (Max). */
async function stakeThenUnstakeAll(expect: ExpectStatic, page: Page, query = '') {
  await page.goto(`${site.origin}/detail/${canopy.mint}${query}`);
  const walletButton = page.locator('lst-wallet-button');
  await walletButton.getByRole('button', { name: 'Select Wallet' }).click();
  await walletButton.getByRole('button', { name: /Burner Wallet/ }).click();
  await walletButton.getByRole('button', { name: /^\S{4}\.\.\S{4}$/ }).waitFor();
  await card(page).getByLabel('Stake Amount').fill('1');
  await card(page)
    .getByText(/^You receive [\d.]+ canSOL$/)
    .waitFor({ timeout: 15_000 });
  await card(page).getByRole('button', { name: 'Start Staking' }).click();
  await card(page).getByRole('heading', { name: 'Stake confirmed' }).waitFor({ timeout: 30_000 });
  await card(page).getByRole('tab', { name: 'Unstake', exact: true }).click();
  await card(page).getByRole('button', { name: 'Max' }).last().click();
  const group = card(page).getByRole('group', { name: 'Ways out' });
  await expect.poll(() => group.getByRole('radio').count(), { timeout: 15_000 }).toBe(3);
  return group;
}

const CHOICES = [
  { route: 'instant', name: /^Now [\d.]+ SOL From the pool's reserve/, button: 'Unstake instantly', closes: true },
  { route: 'swap-back', name: /^Now [\d.]+ SOL Through a swap/, button: 'Unstake instantly', closes: true },
  {
    route: 'stake-account',
    name: /^In about [\w ]+ [\d.]+ SOL The pool's own rate/,
    button: /^Unstake now, SOL in about [\w ]+$/,
    closes: true,
  },
] as const;

// The journeys at once, each on a page of its own (its own browser context, its own demo chain): most of
// a journey is waiting for the demo's confirmations, not work. How many at once: the e2e project's
// `maxConcurrency`. A concurrent test asserts with its own `expect`, so a failure names its journey.
describe.concurrent('the ways out as radio cards, each to its confirmation (demo build)', () => {
  for (const size of SIZES) {
    for (const choice of CHOICES) {
      it(`${size.name} ${size.width}×${size.height}: ${choice.route}`, async ({ expect }) => {
        const page = await site.browser.newPage({ viewport: { width: size.width, height: size.height } });
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        const group = await stakeThenUnstakeAll(expect, page, choice.route === 'stake-account' ? '?fault=rpc-clock:epoch-ends' : '');
        const radio = group.getByRole('radio', { name: choice.name });
        // Picked from the keyboard where it is not the default: arrows move within the one radio group.
        if (choice.route !== 'instant') {
          await group.getByRole('radio', { checked: true }).focus();
          for (let step = 0; step < 3 && !(await radio.isChecked()); step++) await page.keyboard.press('ArrowDown');
        }
        await expect.poll(() => radio.isChecked()).toBe(true);
        await expect.poll(() => group.getByRole('radio', { checked: true }).count()).toBe(1);
        if (choice.route !== 'instant') {
          // Its figure is rounded for reading: the exact one shows under it while the radio has the keyboard's focus.
          const figure = radio.locator('xpath=ancestor::label[1]').locator('.lst-figure');
          const [exact, shown] = await figure.evaluate((element) => [
            element.getAttribute('title'),
            getComputedStyle(element, '::after').content,
          ]);
          expect(exact).toMatch(/^[\d.]+ SOL$/);
          expect(shown).toContain(`"${exact}"`);
        }
        // A full unstake: every way out closes the emptied account (the swap back appends the close to the
        // aggregator's transaction), so the rent that comes back is said once, under the choices.
        const closeLine = group.getByText(/^\+[\d.]+ SOL from closing your empty canSOL account$/);
        expect(await closeLine.count()).toBe(1);
        const submit = card(page).getByRole('button', { name: choice.button });
        // The choices and the button fit one screen: with the button at the screen's foot, the first card
        // is still below the site's header, so the staker sees what they pick and the button together.
        await submit.evaluate((button) => button.scrollIntoView({ block: 'end' }));
        const header = (await page.locator('header').first().boundingBox())!;
        const button = (await submit.boundingBox())!;
        // The page scrolls by whole pixels: the button's foot may sit a fraction of one past the screen's.
        expect(button.y + button.height).toBeLessThan(size.height + 1);
        expect((await group.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
        // What the staker sees: the screen with the button at its foot, and the whole card.
        await shot(page, `${choice.route}-${size.name}-screen`);
        await shot(card(page), `${choice.route}-${size.name}-choice`);
        await submit.click();

        if (choice.route !== 'stake-account') {
          await card(page)
            .getByText(/^Unstaked: [\d.]+ SOL is in your wallet$/)
            .waitFor({ timeout: 30_000 });
          const closed = card(page).getByText(/^Your empty canSOL account is closed: its [\d.]+ SOL is back in your wallet\.$/);
          if (choice.closes) await closed.waitFor({ timeout: 15_000 });
          else expect(await closed.count()).toBe(0);
          await shot(card(page), `${choice.route}-${size.name}-done`);
        } else {
          const message = card(page).getByText(
            /^Unstaked into a new stake account holding [\d.]+ SOL\. Deactivate it below, and you can withdraw it in /,
          );
          await message.waitFor({ timeout: 30_000 });
          const figure = /holding ([\d.]+) SOL/.exec((await message.textContent())!)![1]!;
          const list = card(page).getByRole('region', { name: 'Your stake accounts' });
          await list.getByText(`${figure} SOL staked: deactivate it, and it is SOL in`, { exact: false }).waitFor({ timeout: 15_000 });
          await shot(card(page), `${choice.route}-${size.name}-staked`);
          await list.getByRole('button', { name: 'Deactivate' }).click();
          await list.getByText(`${figure} SOL ready to withdraw`, { exact: true }).waitFor({ timeout: 30_000 });
          await list.getByRole('button', { name: 'Withdraw' }).click();
          await list.getByText(`${figure} SOL is in your wallet`, { exact: true }).waitFor({ timeout: 30_000 });
          // The account is gone from the list, and the earlier message no longer tells the staker to deactivate it.
          await expect.poll(() => list.getByText(/ready to withdraw$/).count(), { timeout: 15_000 }).toBe(0);
          expect(await message.count()).toBe(0);
          await shot(card(page), `${choice.route}-${size.name}-withdrawn`);
        }
        expect(errors).toEqual([]);
        await page.close();
      }, 120_000);
    }
  }

  it('phone, dark scheme: the selected card stands apart from the others (tinted), the close line once under them', async ({ expect }) => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    const group = await stakeThenUnstakeAll(expect, page);
    const background = (name: RegExp) =>
      group
        .getByRole('radio', { name })
        .locator('xpath=ancestor::label[1]')
        .evaluate((label) => getComputedStyle(label).backgroundColor);
    const [selected, other] = [await background(CHOICES[0].name), await background(CHOICES[1].name)];
    expect(selected).not.toBe(other);
    expect(await group.getByText(/^\+[\d.]+ SOL from closing your empty canSOL account$/).count()).toBe(1);
    await shot(card(page), 'dark-phone-choice');
    await page.close();
  }, 120_000);
});
