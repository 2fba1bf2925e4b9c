import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cardOf, demoSiteInChromium } from '../support/demoSiteInChromium';
import { DEMO_VOTE_ACCOUNT } from '../../demo/demoVote';
import { VOTE_PROGRAM } from '../../widget/core/addresses/nativePrograms';

// "Your pool" on the demo site (`npm start`'s build): a team launches its pool, stakes into it, ends the
// demo's epoch, updates the pool, sees its harvest, adds a second validator, stakes the reserve and moves the harvest to its
// wallet, from where the card's Unstake takes it. The demo chain lives in the page, and the burner
// wallet makes a new key at each connection: the journey stays in one visit, moving between pages by
// their links (routed in the page) and the browser's Back.

const site = demoSiteInChromium();

const walletButton = (page: Page) => page.locator('header lst-wallet-button');
const card = cardOf;
const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name });
/** Nothing wider than the viewport: the page never scrolls sideways. */
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function connectBurner(page: Page) {
  await walletButton(page).getByRole('button', { name: 'Select Wallet' }).click();
  await walletButton(page)
    .getByRole('button', { name: /Burner Wallet/ })
    .click();
  await walletButton(page)
    .getByRole('button', { name: /^\S{4}\.\.\S{4}$/ })
    .waitFor();
}

/** Signs an action's plan in `region` and waits for its end: done, or the test stops on what the panel says. */
async function signAndFinish(page: Page, region: ReturnType<typeof section>, name: string) {
  await region.getByRole('button', { name: /^Sign( step by step)?$/ }).click();
  const done = region.getByText('Done: every step landed. The figures on this page are read again.');
  await done.waitFor({ timeout: 60_000 }).catch(async (error: unknown) => {
    await page.screenshot({ path: `test-results/your-pool-${name}-stopped.png`, fullPage: true });
    console.log(`${name}:`, await region.textContent());
    throw error;
  });
  await page.screenshot({ path: `test-results/your-pool-${name}-done.png`, fullPage: true });
}

/** A vote account on the demo chain other than the launch's validator: the second validator to add. */
const secondVote = (page: Page) =>
  page.evaluate(
    ([first, voteProgram]) => {
      const accounts = (window as unknown as { lstDemo: { chain: { accounts: Map<string, { owner: string }> } } }).lstDemo.chain.accounts;
      return [...accounts].find(([address, account]) => account.owner === voteProgram && address !== first)?.[0] ?? null;
    },
    [DEMO_VOTE_ACCOUNT, VOTE_PROGRAM] as const,
  );

describe('Your pool (demo build)', () => {
  it('launch, stake, end the epoch, update, see the harvest, add a validator, stake the reserve, move the harvest to the card', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));

    // A staker's pages load none of "Your pool".
    await page.goto(`${site.origin}/explore`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(scripts.filter((path) => /YourPool|manage/i.test(path))).toEqual([]);

    // Launch orcSOL from the launch page.
    await page.getByRole('banner').getByRole('link', { name: 'Launch', exact: true }).click();
    await page.getByLabel(/^Name/).fill('Orchard Staked SOL');
    await page.getByLabel(/^Symbol/).fill('orcSOL');
    await page.getByLabel(/Metadata URI/).fill('https://example.org/orcsol.json');
    await page.getByLabel(/Origin token address/).fill('So11111111111111111111111111111111111111112');
    await connectBurner(page);
    await page.getByRole('button', { name: 'Create on Solana' }).click();
    await page.getByRole('button', { name: 'Sign step by step' }).click({ timeout: 15_000 });
    await page.getByRole('heading', { name: 'Your pool is live.' }).waitFor({ timeout: 60_000 });
    const pool = (await page
      .locator('.launch-success li')
      .filter({ hasText: /^Pool:/ })
      .locator('code')
      .textContent())!;
    const mint = (await page
      .locator('.launch-success li')
      .filter({ hasText: /^Mint:/ })
      .locator('code')
      .textContent())!;

    // What happens next leads to "Your pool", the pool's own chunk loading only now.
    await page.getByRole('region', { name: 'What happens next' }).getByRole('link', { name: 'Your pool', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Your pool: orcSOL' }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe(`/pool/${pool}`);
    await page.getByText("Your wallet is this pool's manager: every action here is yours to take.").waitFor();

    // Stake 1 SOL into it from its card (the pool's page), then back to "Your pool".
    await section(page, 'Your harvest').getByRole('link', { name: "Unstake orcSOL on your pool's page" }).click();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/detail/${mint}?pool=${pool}`);
    await card(page).getByLabel('Stake Amount').fill('1');
    await card(page).getByRole('button', { name: 'Start Staking' }).click({ timeout: 15_000 });
    await card(page).getByRole('heading', { name: 'Stake confirmed' }).waitFor({ timeout: 30_000 });
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Your pool: orcSOL' }).waitFor();
    await section(page, /^Epoch \d+$/)
      .getByText(/^Up to date/)
      .waitFor({ timeout: 15_000 });

    // End the demo's epoch: the pool waits for its update, which anyone may do.
    await page.getByRole('button', { name: 'End the epoch (demo)' }).click();
    const update = page.getByRole('button', { name: 'Update for this epoch' });
    await update.waitFor({ timeout: 15_000 });
    await update.click();
    const epoch = section(page, /^Epoch \d+$/);
    await epoch.getByText(/^You will sign \d+ transactions?/).waitFor({ timeout: 15_000 });
    await page.screenshot({ path: 'test-results/your-pool-update-plan.png', fullPage: true });
    await signAndFinish(page, epoch, 'update');
    await epoch.getByText(/^Up to date/).waitFor({ timeout: 15_000 });

    // The harvest: the epoch fee arrived with the update, in the fee account, with its SOL worth.
    const harvest = section(page, 'Your harvest');
    const tokens = harvest.locator('.pool-harvest__tokens');
    // More than nothing: a whole amount, or a fraction with a digit other than 0.
    await expect.poll(() => tokens.textContent(), { timeout: 15_000 }).toMatch(/^(?:[1-9]\d*(?:\.\d+)?|0\.\d*[1-9]\d*) orcSOL$/);
    await harvest.getByText(/^≈ [\d.]+ SOL at the pool's rate/).waitFor();

    // A second validator, from the reserve.
    const vote = await secondVote(page);
    expect(vote, 'the demo chain has a second vote account to add').not.toBeNull();
    const validators = section(page, /^Validators/);
    await validators.getByLabel('Vote account').fill(vote!);
    await validators.getByRole('button', { name: 'Add a validator' }).click();
    await validators.getByText(/^You will sign/).waitFor({ timeout: 15_000 });
    await signAndFinish(page, validators, 'add-validator');
    await section(page, /^Validators \(2 of \d+\)$/).waitFor({ timeout: 15_000 });

    // Stake the reserve: the stakers' SOL waiting there goes to the launch's validator (all of it by
    // default); it shows activating, and after the epoch's end and the update the validator's stake grew by it.
    const sol = (text: string | null) => Number(/^([\d.]+) SOL/.exec(text ?? '')?.[1] ?? NaN);
    const firstStake = validators.locator('.pool-validator__stake').first();
    const stakedBefore = sol(await firstStake.textContent());
    const holds = section(page, 'What the pool holds');
    const amount = holds.getByLabel('SOL to stake');
    const staking = Number(await amount.inputValue());
    expect(staking).toBeGreaterThan(0.9);
    await holds.getByRole('button', { name: 'Plan the stake' }).click();
    await holds.getByText(/^The stake activates at the next epoch/).waitFor({ timeout: 15_000 });
    await page.screenshot({ path: 'test-results/your-pool-stake-reserve-plan.png', fullPage: true });
    await signAndFinish(page, holds, 'stake-reserve');
    await firstStake.getByText(/activating/).waitFor({ timeout: 15_000 });
    await page.screenshot({ path: 'test-results/your-pool-stake-activating.png', fullPage: true });
    await holds.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'End the epoch (demo)' }).click();
    await update.waitFor({ timeout: 15_000 });
    await update.click();
    await epoch.getByText(/^You will sign \d+ transactions?/).waitFor({ timeout: 15_000 });
    await signAndFinish(page, epoch, 'update-after-stake');
    await expect.poll(async () => (await firstStake.textContent())?.includes('activating'), { timeout: 15_000 }).toBe(false);
    // Grown by the whole stake (and the epoch's rewards on the old one): the reserve's SOL now earns.
    expect(sol(await firstStake.textContent())).toBeGreaterThanOrEqual(stakedBefore + staking);

    // Move the harvest to the wallet; then the card's Unstake for this pool.
    const harvested = (await tokens.textContent())!;
    await harvest.getByRole('button', { name: 'Move to your wallet' }).click();
    await harvest.getByText(/^You will sign/).waitFor({ timeout: 15_000 });
    await signAndFinish(page, harvest, 'harvest');
    await expect.poll(() => tokens.textContent(), { timeout: 15_000 }).toBe('0 orcSOL');
    expect(await noSideways(page)).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await noSideways(page)).toBe(true);
    await page.screenshot({ path: 'test-results/your-pool-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await harvest.getByRole('link', { name: "Unstake orcSOL on your pool's page" }).first().click();
    await card(page).getByRole('tab', { name: 'Unstake', exact: true }).click({ timeout: 15_000 });
    await card(page).getByLabel('Unstake Amount').waitFor({ timeout: 15_000 });
    console.log(`harvest moved: ${harvested}`);
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});
