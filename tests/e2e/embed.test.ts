import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.mjs';
import { demoProjects } from '../../demo/demoProjects';
import { startE2eServer, type E2eServer } from './e2eServer';

const EMBED = resolve('dist/embed/lst-stake.js');
const [first, second] = demoProjects as [(typeof demoProjects)[0], (typeof demoProjects)[0]];

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(EMBED)) throw new Error('dist/embed/lst-stake.js is missing: run `npm run build` before the browser tests.');
  const page = readFileSync('tests/e2e/pages/embed.html', 'utf8').replace('__MINT_1__', first.mint).replace('__MINT_2__', second.mint);
  const plain = readFileSync('scripts/bench/pages/embed.html', 'utf8').replace('__MINT__', first.mint);
  const trapped = readFileSync('tests/e2e/pages/embed-trapped.html', 'utf8')
    .replace('__MINT_1__', first.mint)
    .replace('__MINT_2__', second.mint);
  server = await startE2eServer({ '/': page, '/plain': plain, '/trapped': trapped }, { '/embed/': resolve('dist/embed') });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 900, height: 1100 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    errors.push(`unexpected dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goto(server.origin, { waitUntil: 'load' });
  return { page, errors };
}

describe('the built embed on a hostile host page', () => {
  it('connects once, stakes 1.5 SOL in the second card, and reports success', async () => {
    const { page, errors } = await open();
    const button = page.locator('lst-wallet-button');
    const cards = page.locator('lst-stake');
    await expect.poll(() => cards.nth(1).getByRole('heading').textContent()).toBe(`Stake SOL for ${second.symbol}`);

    await button.getByRole('button', { name: 'Select Wallet' }).click();
    await button.getByRole('button', { name: /Test Wallet/ }).click();
    const address = await page.evaluate(() => (window as unknown as { testWallet: { address: string } }).testWallet.address);
    await button.getByRole('button', { name: `${address.slice(0, 4)}..${address.slice(-4)}` }).waitFor();
    // One session: the cards left their own wallet buttons out, and know the wallet is connected.
    expect(
      await cards
        .first()
        .getByRole('button', { name: /Select Wallet|Connect/ })
        .count(),
    ).toBe(0);

    await page.evaluate(() => {
      document.addEventListener(
        'stakesuccess',
        (event) => ((window as unknown as { staked: unknown }).staked = (event as CustomEvent).detail),
      );
    });
    const card = cards.nth(1);
    await card.getByLabel('Stake Amount').fill('1.5');
    // The second project is a stake pool: its figure is the deposit's, exact, at the pool's rate.
    await card.getByText(`You receive 1.3865 ${second.symbol}`).waitFor();
    await card.getByRole('button', { name: 'Start Staking' }).click();
    await card.getByText('You will receive approximately 1.3865 LST tokens').waitFor({ timeout: 15_000 });

    expect(await page.evaluate(() => (window as unknown as { testWallet: { prompts(): number } }).testWallet.prompts())).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { staked: unknown }).staked)).toMatchObject({
      mint: second.mint,
      lamports: '1500000000',
    });
    expect(server.services.chain.accepted).toHaveLength(1);
    const link = card.getByRole('link', { name: 'View transaction in the explorer' });
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/explorer\.solana\.com\/tx\/\w+$/);

    // The page's CSS did not get in, and ours did not get out.
    const inside = await card.getByRole('button', { name: 'Start Staking' }).evaluate((node) => {
      const style = getComputedStyle(node);
      return { font: style.fontFamily, color: style.color, border: style.borderStyle, display: style.display };
    });
    expect(inside.font).not.toContain('Comic');
    expect(inside.color).toBe('rgb(255, 255, 255)');
    expect(inside.border).not.toBe('dashed');
    expect(inside.display).toBe('flex');
    const heading = await card
      .getByRole('heading', { name: `Stake SOL for ${second.symbol}` })
      .evaluate((node) => getComputedStyle(node).textTransform);
    expect(heading).toBe('none');
    const pageButton = await page.locator('#page-button').evaluate((node) => getComputedStyle(node).borderStyle);
    expect(pageButton).toBe('dashed');

    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/embed-e2e.png', fullPage: true });
    expect(errors).toEqual([]);

    // The choice is remembered: on the next visit the wallet reconnects by itself.
    expect(await page.evaluate(() => localStorage.getItem('lst-stake.wallet'))).toBe('"Test Wallet"');
    await page.reload();
    await page
      .locator('lst-wallet-button')
      .getByRole('button', { name: `${address.slice(0, 4)}..${address.slice(-4)}` })
      .waitFor();
    await page.close();
  });

  it('takes its theme from the documented custom properties', async () => {
    const { page } = await open();
    const card = page.locator('lst-stake').first();
    const start = card.getByRole('button', { name: 'Start Staking' });
    await start.waitFor();
    expect(await start.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(18, 117, 58)');
    await page.evaluate(() => document.querySelector('lst-stake')!.setAttribute('style', '--lst-accent: #5b21b6; --lst-radius: 2px'));
    expect(await start.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(91, 33, 182)');
    const radius = await card.locator('.lst-card').evaluate((node) => getComputedStyle(node).borderTopLeftRadius);
    expect(radius).toBe('2px');
    await page.close();
  });

  it('paints the card before the wallet and web3 chunks arrive', async () => {
    const page = await browser.newPage();
    let release!: () => void;
    const hold = new Promise<void>((done) => (release = done));
    // Hold every chunk that is not part of the first load; the card must render without them.
    const { firstLoadFiles } = JSON.parse(readFileSync('dist/budgets.json', 'utf8')) as { firstLoadFiles: string[] };
    const held: string[] = [];
    await page.route('**/embed/chunks/**', async (route) => {
      const name = new URL(route.request().url()).pathname.replace('/embed/', '');
      if (!firstLoadFiles.includes(name)) {
        held.push(name);
        await hold;
      }
      await route.continue();
    });
    await page.goto(server.origin, { waitUntil: 'domcontentloaded' });
    const card = page.locator('lst-stake').first();
    await card.getByRole('button', { name: 'Start Staking' }).waitFor();
    // The wallet code is asked for once the page is idle, maybe after the paint: wait for that, not for
    // luck. Held, it has not arrived, and the card is there without it.
    await expect.poll(() => held.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await card.getByLabel('Stake Amount').isVisible()).toBe(true);
    release();
    await page.close();
  });

  it('paints the startup copy of the card pixel for pixel as the live card first renders', async () => {
    const page = await browser.newPage({ viewport: { width: 600, height: 500 } });
    // No animation frames, and the hidden-page timer (afterNextPaint's 1 s) held until the test lets it
    // run: the live card mounts when the test says, not after a second it must look within.
    await page.addInitScript(() => {
      window.requestAnimationFrame = () => 0;
      const realSetTimeout = window.setTimeout;
      const held: (() => void)[] = [];
      (window as unknown as { mountNow: () => number }).mountNow = () => held.splice(0).map((run) => run()).length;
      window.setTimeout = ((handler: () => void, ms?: number, ...rest: unknown[]) =>
        ms === 1000 ? (held.push(handler), 0) : realSetTimeout(handler, ms, ...rest)) as typeof setTimeout;
    });
    await page.route('**/api/lst**', () => {}); // never answers: the live card stays in its first state
    await page.goto(`${server.origin}/plain`);
    const card = page.locator('lst-stake');
    await card.locator('.lst-card[inert]').waitFor();
    const shell = await card.screenshot({ animations: 'disabled', caret: 'hide' });
    expect(await card.locator('.lst-card[inert]').count()).toBe(1); // still the copy after the screenshot
    expect(await page.evaluate(() => (window as unknown as { mountNow: () => number }).mountNow())).toBe(1); // the one mount timer
    await card.locator('.lst-card:not([inert])').waitFor();
    const live = await card.screenshot({ animations: 'disabled', caret: 'hide' });
    expect(await card.locator('.lst-card[inert]').count()).toBe(0);
    expect(live.equals(shell)).toBe(true);
    await page.close();
  });

  describe('phones', () => {
    const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

    /** A plain page with one card (its own wallet button); which chunks it asked for, and its picker. */
    async function pickerOn(userAgent: string) {
      const context = await browser.newContext({ userAgent, viewport: { width: 412, height: 900 } });
      const page = await context.newPage();
      const chunks: string[] = [];
      page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
      await page.goto(`${server.origin}/plain`);
      const card = page.locator('lst-stake');
      // No wallet yet: the card's own Connect opens the picker.
      await card.getByRole('button', { name: 'Connect' }).click();
      const dialog = card.getByRole('dialog');
      await dialog.waitFor();
      // The wallet code is in: on Android the Mobile Wallet Adapter chunk is fetched before it (and
      // registered before the provider mounts), so from here on neither can still be on its way.
      await expect.poll(() => chunks.some((path) => /\/chunks\/standardWalletDriver-/.test(path)), { timeout: 15_000 }).toBe(true);
      return { context, dialog, chunks };
    }

    it('Android browsers fetch the Mobile Wallet Adapter and the picker offers it', async () => {
      const { context, dialog, chunks } = await pickerOn(ANDROID);
      await dialog.getByRole('button', { name: /Mobile Wallet Adapter/ }).waitFor();
      expect(chunks.some((path) => /\/chunks\/mobileWallet-/.test(path))).toBe(true);
      await dialog.screenshot({ path: 'test-results/picker-android.png' });
      await context.close();
    });

    it('desktop pages never download it', async () => {
      const { context, dialog, chunks } = await pickerOn(DESKTOP);
      expect(await dialog.getByRole('button', { name: /Mobile Wallet Adapter/ }).count()).toBe(0);
      expect(chunks.some((path) => path.includes('/chunks/standardWalletDriver-'))).toBe(true); // the wallet code did load
      expect(chunks.filter((path) => /mobileWallet/.test(path))).toEqual([]);
      await context.close();
    });
  });

  describe('dialogs in the top layer', () => {
    /** The element focused on the page, looking into shadow roots. */
    const deepFocus = (page: Page) =>
      page.evaluate(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active?.getAttribute('aria-label') ?? active?.textContent ?? null;
      });

    it('open above ancestors that transform, filter, contain and clip, with the page behind inert', async () => {
      const page = await browser.newPage({ viewport: { width: 900, height: 800 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${server.origin}/trapped`);
      const launcher = page.getByRole('button', { name: `Stake ${first.symbol}` });
      await launcher.click();
      const dialog = page.locator(`lst-stake dialog[aria-label="Stake SOL for ${first.symbol}"]`);
      await expect.poll(() => dialog.evaluate((node) => node.matches(':modal'))).toBe(true);
      // Not cut to the 320 x 120 px box it sits in: the whole card is on screen, centred.
      const box = (await dialog.boundingBox())!;
      expect(box.width).toBeGreaterThan(400);
      expect(box.height).toBeGreaterThan(200);
      expect(Math.abs(box.x + box.width / 2 - 450)).toBeLessThan(2);
      // The page behind cannot be reached: what is under its button is the dialog's backdrop.
      const behind = await page.evaluate(() => {
        const button = document.getElementById('page-button')!;
        const rect = button.getBoundingClientRect();
        return document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2) === button;
      });
      expect(behind).toBe(false);

      // The wallet picker, opened from inside the same trap, is a top-layer modal too.
      await dialog.getByRole('button', { name: 'Connect' }).click();
      const picker = page.locator('lst-stake dialog.lst-modal:not(.lst-modal--stake)', { hasText: 'Connect a wallet' });
      // Shown as a modal once it mounts (its chunk may already be there at the click): wait for that, not a moment.
      await expect.poll(() => picker.evaluate((node) => node.matches(':modal'))).toBe(true);
      await picker.getByRole('button', { name: /Test Wallet/ }).click();
      await dialog.getByText(/^Balance: \d/).waitFor();
      await dialog.getByLabel('Stake Amount').fill('1.5');
      await dialog.getByRole('button', { name: 'Start Staking' }).click();
      await dialog.getByText('You will receive approximately 1.4286 LST tokens').waitFor({ timeout: 15_000 });
      mkdirSync('test-results', { recursive: true });
      await page.screenshot({ path: 'test-results/dialog-trapped.png' });

      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.evaluate((node) => (node as HTMLDialogElement).open)).toBe(false);
      await expect.poll(() => deepFocus(page)).toBe(`Stake ${first.symbol}`);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('a floating launcher sits in its corner and opens the same dialog', async () => {
      const page = await browser.newPage({ viewport: { width: 900, height: 800 } });
      await page.goto(`${server.origin}/trapped`);
      const launcher = page.getByRole('button', { name: `Stake ${second.symbol}` });
      const box = (await launcher.boundingBox())!;
      expect({ left: Math.round(box.x), bottom: Math.round(800 - box.y - box.height) }).toEqual({ left: 20, bottom: 20 });
      await launcher.click();
      const dialog = page.locator(`lst-stake dialog[aria-label="Stake SOL for ${second.symbol}"]`);
      await dialog.getByRole('heading', { name: `Stake SOL for ${second.symbol}` }).waitFor();
      await expect.poll(() => dialog.evaluate((node) => node.matches(':modal'))).toBe(true);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => deepFocus(page)).toBe(`Stake ${second.symbol}`);
      expect(await dialog.evaluate((node) => (node as HTMLDialogElement).open)).toBe(false);
      await page.close();
    });
  });
});
