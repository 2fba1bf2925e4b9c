// The detail page's embed configurator in Chromium: what a project team copies, pasted into a blank
// page that loads the built embed (served by the site at /embed/), renders the element the preview shows.
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.mjs';
import { evergreen } from '../../demo/demoProjects';
import { startE2eServer, type E2eServer } from './e2eServer';

/** A project team's own wallet, for the pool's referral share. */
const REFERRER = '9YdHo7i6TKyq8zVW4tjbTQuF493dWm1yfurnrXzo29tC';

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync('dist/site-demo/embed/lst-stake.js')) throw new Error('dist/site-demo/embed is missing: run `npm run build` first.');
  server = await startE2eServer({}, {}, resolve('dist/site-demo'));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** What a person sees of a `display="button"` element: its launcher's text and colour. */
const launcherLook = (element: Locator) =>
  element.evaluate((node) => {
    const launcher = node.shadowRoot!.querySelector('.lst-launcher')!;
    return { text: launcher.textContent, background: getComputedStyle(launcher).backgroundColor };
  });

describe('the embed configurator', () => {
  it('copies a snippet that, pasted into a blank page, renders the element the preview shows', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 1400 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await page.goto(`${server.origin}/detail/${evergreen.mint}`);
    await page.getByText('Add this stake button to your site').click();
    const configurator = page.locator('details.configurator');
    await configurator.getByLabel('Button', { exact: true }).check();
    await configurator.getByLabel('Amount in SOL (optional)').fill('1');
    await configurator.getByLabel('Stake exactly this amount').check();
    // A referrer that is no address is named as such and stays out; a valid one goes in.
    const referrer = configurator.getByLabel('Referrer wallet (optional)');
    await referrer.fill(REFERRER.slice(0, 40));
    await configurator.getByText('Not a Solana address: it is left out of the snippet.').waitFor();
    expect(await configurator.locator('[data-snippet="html"]').textContent()).not.toContain('referrer');
    await referrer.fill(REFERRER);
    await configurator.getByText('Not a Solana address: it is left out of the snippet.').waitFor({ state: 'detached' });
    expect(await configurator.locator('[data-snippet="jsx"]').textContent()).toContain(`referrer="${REFERRER}"`);
    await configurator.getByLabel('Accent').fill('#5b21b6');
    await configurator.getByLabel('Corner radius: 14 px').fill('4');
    await configurator.getByLabel('Language').selectOption('de');
    await configurator.getByLabel('Stake button').fill('Jetzt staken');
    const preview = configurator.locator('lst-stake');
    await expect.poll(() => launcherLook(preview)).toEqual({ text: '1 SOL staken', background: 'rgb(91, 33, 182)' });
    mkdirSync('test-results', { recursive: true });
    await configurator.screenshot({ path: 'test-results/configurator.png' });

    await configurator.getByRole('button', { name: 'Copy HTML' }).click();
    await configurator.getByRole('button', { name: 'Copied' }).waitFor();
    const html = await page.evaluate(() => navigator.clipboard.readText());
    expect(html).toBe(await configurator.locator('[data-snippet="html"]').textContent());

    // A blank page of the team's own site, on the same origin as the script for this test.
    const blank = await context.newPage();
    const errors: string[] = [];
    blank.on('pageerror', (error) => errors.push(error.message));
    await blank.route(`${server.origin}/blank`, (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html>\n${html}` }));
    await blank.goto(`${server.origin}/blank`);
    const pasted = blank.locator('lst-stake');
    await expect.poll(() => launcherLook(pasted)).toEqual({ text: '1 SOL staken', background: 'rgb(91, 33, 182)' });
    for (const name of ['mint', 'display', 'fixed-amount', 'referrer', 'lang', 'labels'])
      expect(await pasted.getAttribute(name)).toBe(await preview.getAttribute(name));
    expect(await pasted.getAttribute('referrer')).toBe(REFERRER);
    const radius = (element: Locator) =>
      element.evaluate((node) => getComputedStyle(node.shadowRoot!.querySelector('.lst-launcher')!).getPropertyValue('--_radius').trim());
    expect(await radius(pasted)).toBe('4px');
    expect(await radius(preview)).toBe('4px');
    // The card in its dialog speaks German, with the team's own button text.
    await pasted.locator('.lst-launcher').click();
    await expect
      .poll(() => pasted.evaluate((node) => node.shadowRoot!.querySelector('dialog .lst-label')?.textContent))
      .toBe('Stake-Betrag');
    expect(await pasted.evaluate((node) => node.shadowRoot!.querySelector('dialog [type="submit"]')!.textContent)).toBe('Jetzt staken');
    expect(await pasted.evaluate((node) => (node.shadowRoot!.querySelector('dialog input') as HTMLInputElement).value)).toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  });
});
