// The embed's stylesheet in parts (widget/react/widgetStylesheet.ts): the first load carries only the
// rules the first paint needs; each lazy chunk joins its own to the page's one shared sheet (or, where a
// browser has no constructed sheets, to every element's <style data-lst>) as it is evaluated, so what it
// renders is styled from its first frame. Checked in Chromium on the built embed, on the hostile page.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.mjs';
import { demoProjects } from '../../demo/demoProjects';
import { startE2eServer, type E2eServer } from './e2eServer';

const EMBED = resolve('dist/embed');
const [first, second] = demoProjects as [(typeof demoProjects)[0], (typeof demoProjects)[0]];

/** A rule of each lazy part as the build writes it (compacted), none of them in the first load. */
const LAZY_RULES = [
  'ul{margin:0',
  '.lst-message--success{background',
  '.lst-spinner{flex:none',
  '.lst-offer{flex:1',
  '.lst-menu{position:absolute',
  '.lst-modal{margin:auto',
  '.lst-wallet-option{display:flex',
  '.lst-launcher{justify-self:start',
];

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(join(EMBED, 'lst-stake.js')))
    throw new Error('dist/embed/lst-stake.js is missing: run `npm run build` before the browser tests.');
  const page = readFileSync('tests/e2e/pages/embed.html', 'utf8').replace('__MINT_1__', first.mint).replace('__MINT_2__', second.mint);
  server = await startE2eServer({ '/': page }, { '/embed/': EMBED });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens the page; `withoutConstructedSheets` takes adoptedStyleSheets away first, as an older browser has none. */
async function open(withoutConstructedSheets = false): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 900, height: 1100 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  if (withoutConstructedSheets)
    await page.addInitScript(() => {
      for (const type of [ShadowRoot, Document]) delete (type.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
    });
  await page.goto(server.origin, { waitUntil: 'load' });
  await expect.poll(() => page.locator('lst-stake').nth(1).getByRole('heading').textContent()).toBe(`Stake SOL for ${second.symbol}`);
  return { page, errors };
}

/**
 * Watches every widget's shadow root, and the moment an element matching `selector` is inserted (before
 * the browser paints it), records its computed `properties`: what its first frame would show.
 */
async function watchFirstFrame(page: Page, selector: string, properties: string[]): Promise<void> {
  await page.evaluate(
    ({ selector, properties }) => {
      const seen: Record<string, string>[] = [];
      (window as unknown as { firstFrames: Record<string, Record<string, string>[]> }).firstFrames ??= {};
      (window as unknown as { firstFrames: Record<string, Record<string, string>[]> }).firstFrames[selector] = seen;
      const observer = new MutationObserver(() => {
        for (const host of document.querySelectorAll('lst-stake, lst-wallet-button'))
          for (const element of host.shadowRoot?.querySelectorAll(selector) ?? []) {
            if ((element as HTMLElement).dataset.seen) continue;
            (element as HTMLElement).dataset.seen = '';
            const style = getComputedStyle(element);
            seen.push(Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)])));
          }
      });
      for (const host of document.querySelectorAll('lst-stake, lst-wallet-button'))
        observer.observe(host.shadowRoot!, { childList: true, subtree: true });
    },
    { selector, properties },
  );
}

const firstFrames = (page: Page, selector: string): Promise<Record<string, string>[]> =>
  page.evaluate(
    (selector) => (window as unknown as { firstFrames: Record<string, Record<string, string>[]> }).firstFrames[selector] ?? [],
    selector,
  );

/** Every widget root's stylesheet text: the adopted sheets' rules, or the <style data-lst>. */
const rootStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('lst-stake, lst-wallet-button')].map((host) => {
      const root = host.shadowRoot!;
      const adopted = 'adoptedStyleSheets' in root ? root.adoptedStyleSheets : [];
      return {
        adopted: adopted.length,
        text: adopted.length
          ? adopted.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('')
          : [...root.querySelectorAll('style[data-lst]')].map((style) => style.textContent).join(''),
        styleElements: root.querySelectorAll('style').length,
      };
    }),
  );

async function openPicker(page: Page): Promise<void> {
  await watchFirstFrame(page, '.lst-modal__dialog', ['padding-top', 'border-top-left-radius']);
  await watchFirstFrame(page, '.lst-wallet-option', ['display', 'border-top-left-radius']);
  await page.locator('lst-wallet-button').getByRole('button', { name: 'Select Wallet' }).click();
  await page
    .locator('lst-wallet-button')
    .getByRole('button', { name: /Test Wallet/ })
    .waitFor();
}

describe('the stylesheet in parts', () => {
  it('the first load carries none of the lazy chunks’ rules; the chunks that render them do', () => {
    const firstLoad = readFileSync(join(EMBED, 'lst-stake.js'), 'utf8');
    const chunks = readdirSync(join(EMBED, 'chunks')).map((name) => readFileSync(join(EMBED, 'chunks', name), 'utf8'));
    for (const rule of LAZY_RULES) {
      expect(firstLoad.includes(rule), rule).toBe(false);
      expect(chunks.filter((chunk) => chunk.includes(rule)).length, rule).toBe(1);
    }
    expect(firstLoad.includes('.lst-card{display:grid')).toBe(true);
  });

  it('every element adopts the one shared sheet; the picker’s, menu’s and Unstake panel’s rules join it before they render', async () => {
    const { page, errors } = await open();
    const oneSheet = () =>
      page.evaluate(() => {
        const sheets = [...document.querySelectorAll('lst-stake, lst-wallet-button')].map((host) => host.shadowRoot!.adoptedStyleSheets);
        return sheets.every((adopted) => adopted.length === 1 && adopted[0] === sheets[0]![0]);
      });
    expect(await oneSheet()).toBe(true);
    expect((await rootStyles(page)).every((root) => root.styleElements === 0)).toBe(true);

    await openPicker(page);
    expect(await firstFrames(page, '.lst-modal__dialog')).toEqual([{ 'padding-top': '28px', 'border-top-left-radius': '14px' }]);
    const options = await firstFrames(page, '.lst-wallet-option');
    expect(options.length).toBeGreaterThan(0);
    expect(new Set(options.map((option) => JSON.stringify(option)))).toEqual(
      new Set([JSON.stringify({ display: 'flex', 'border-top-left-radius': '12px' })]),
    );

    await page
      .locator('lst-wallet-button')
      .getByRole('button', { name: /Test Wallet/ })
      .click();
    const address = await page.evaluate(() => (window as unknown as { testWallet: { address: string } }).testWallet.address);
    const connected = page.locator('lst-wallet-button').getByRole('button', { name: `${address.slice(0, 4)}..${address.slice(-4)}` });
    await connected.waitFor();
    await watchFirstFrame(page, '.lst-menu', ['position', 'border-top-left-radius']);
    await connected.click();
    await page.locator('lst-wallet-button').getByRole('menu').waitFor();
    expect(await firstFrames(page, '.lst-menu')).toEqual([{ position: 'absolute', 'border-top-left-radius': '12px' }]);
    await connected.click();
    await page.locator('lst-wallet-button').getByRole('menu').waitFor({ state: 'detached' });

    await page.locator('lst-stake').first().getByRole('tab', { name: 'Unstake' }).click();
    await expect.poll(async () => (await rootStyles(page)).every((root) => root.text.includes('.lst-offer'))).toBe(true);
    // Still one sheet for all, and the first paint's rules still first in it.
    expect(await oneSheet()).toBe(true);
    const [text] = (await rootStyles(page)).map((root) => root.text);
    expect(text!.indexOf('.lst-card')).toBeLessThan(text!.indexOf('.lst-wallet-option'));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('without constructed sheets, every element’s own <style> gets a chunk’s rules as it loads', async () => {
    const { page, errors } = await open(true);
    expect(await page.evaluate(() => 'adoptedStyleSheets' in document.querySelector('lst-stake')!.shadowRoot!)).toBe(false);
    const before = await rootStyles(page);
    expect(before.map((root) => root.styleElements)).toEqual(before.map(() => 1));

    await openPicker(page);
    expect(await firstFrames(page, '.lst-modal__dialog')).toEqual([{ 'padding-top': '28px', 'border-top-left-radius': '14px' }]);
    expect((await firstFrames(page, '.lst-wallet-option')).every((option) => option.display === 'flex')).toBe(true);
    // Every element's <style>, not only the button's that opened the picker, and still one each.
    const after = await rootStyles(page);
    expect(after.map((root) => [root.styleElements, root.text.includes('.lst-wallet-option')])).toEqual(after.map(() => [1, true]));
    expect(errors).toEqual([]);
    await page.close();
  });
});
