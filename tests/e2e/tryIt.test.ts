import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.mjs';
import { demoProjects } from '../../demo/demoProjects';
import { startE2eServer, type E2eServer } from './e2eServer';

const EMBED = resolve('dist/embed');
const TRY_IT = join(EMBED, 'lst-stake-demo.js');

/** The README's "Try it in one minute" page, exactly as written there. */
function readmeTryItPage(): string {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.slice(readme.indexOf('### Try it in one minute'));
  const html = /```html\n([\s\S]*?)```/.exec(section)?.[1];
  if (!html) throw new Error('README.md has no html block under "### Try it in one minute"');
  return html;
}

let browser: Browser;
let server: E2eServer;

beforeAll(async () => {
  if (!existsSync(TRY_IT)) throw new Error('dist/embed/lst-stake-demo.js is missing: run `npm run build` before the browser tests.');
  const both = [
    '<!doctype html><meta charset="utf-8"><title>A live page</title>',
    '<script type="module" src="/embed/lst-stake.js"></script>',
    '<lst-stake mint="8UWZsF616xVWhCEipMDAS83pQpe4Q9rHR3ouirMddfmB"></lst-stake>',
    '<script src="/embed/lst-stake-demo.js"></script>',
  ].join('\n');
  server = await startE2eServer({ '/both': both }, { '/embed/': resolve('dist/embed') });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Every request the page makes that is not for a file on disk is refused, and remembered; so are the files it reads. */
async function offlinePage(): Promise<{ page: Page; network: string[]; files: string[]; errors: string[]; warnings: string[] }> {
  const context = await browser.newContext({ viewport: { width: 700, height: 900 } });
  const network: string[] = [];
  const files: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('file:')) {
      files.push(url.slice(url.lastIndexOf('/') + 1));
      return route.continue();
    }
    network.push(url);
    return route.abort('internetdisconnected');
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return { page, network, files, errors, warnings };
}

/**
 * The README's page in German (`<html lang="de">`), saved in a new folder with the try-it script and `also` beside it;
 * its card for `project`'s token in place of the README's.
 */
function germanPageOnDisk(also: string[], project = demoProjects[0]!): string {
  const folder = mkdtempSync(join(tmpdir(), 'try-it-de-'));
  const page = readmeTryItPage().replace('<!doctype html>', '<!doctype html>\n<html lang="de">');
  writeFileSync(join(folder, 'try.html'), page.replace(demoProjects[0]!.mint, project.mint));
  for (const file of ['lst-stake-demo.js', ...also]) copyFileSync(join(EMBED, file), join(folder, file));
  return pathToFileURL(join(folder, 'try.html')).href;
}

describe('the try-it script', () => {
  it("stakes 1.5 SOL end to end from the README's page opened from disk, with no network", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'try-it-'));
    writeFileSync(join(folder, 'try.html'), readmeTryItPage());
    copyFileSync(TRY_IT, join(folder, 'lst-stake-demo.js'));
    const { page, network, errors } = await offlinePage();
    await page.goto(pathToFileURL(join(folder, 'try.html')).href);

    const card = page.locator('lst-stake');
    const evergreen = demoProjects[0]!;
    await card.getByRole('heading', { name: `Stake SOL for ${evergreen.symbol}` }).waitFor();
    await card.getByText('Demo', { exact: true }).waitFor();
    const button = page.locator('lst-wallet-button');
    await button.getByRole('button', { name: 'Select Wallet' }).click();
    await button.getByRole('button', { name: /Burner Wallet/ }).click();
    await button.getByRole('button', { name: /^\S{4}\.\.\S{4}$/ }).waitFor();

    await card.getByLabel('Stake Amount').fill('1.5');
    await card.getByRole('button', { name: 'Start Staking' }).click();
    await card.getByText('You will receive approximately 1.4286 LST tokens').waitFor({ timeout: 20_000 });
    const received = await page.evaluate(
      () => (window as unknown as { lstDemo: { chain: { accepted: unknown[] } } }).lstDemo.chain.accepted.length,
    );
    expect(received).toBe(1);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/try-it.png', fullPage: true });
    expect(network).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('speaks German on a German page opened from disk: its texts come from lst-stake-demo.de.js beside it, and no other language', async () => {
    const { page, network, files, errors } = await offlinePage();
    // The token whose pool takes stake accounts (an SPL stake pool): its card offers "Bring your stake".
    const canopy = demoProjects.find((project) => project.symbol === 'canSOL')!;
    await page.goto(germanPageOnDisk(['lst-stake-demo.de.js', 'lst-stake-demo.es.js', 'lst-stake-demo.zh.js'], canopy));
    const card = page.locator('lst-stake');
    await card.getByRole('heading', { name: `SOL für ${canopy.symbol} staken` }).waitFor();
    await card.getByLabel('Stake-Betrag').waitFor();
    const button = page.locator('lst-wallet-button');
    await button.getByRole('button', { name: 'Wallet auswählen' }).click();
    // The picker's own texts (pickerEnglish.ts, said by its lazy part) are German too.
    await button.getByRole('heading', { name: 'Verbinden Sie eine Solana-Wallet, um fortzufahren' }).waitFor();
    await button.getByRole('button', { name: 'Burner Wallet Verfügbar' }).waitFor();
    await button.getByRole('button', { name: 'Weitere Optionen' }).waitFor();
    // The picture once the picker has faded in.
    await button
      .locator('dialog')
      .evaluate((dialog) => Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/try-it-de.png', fullPage: true });
    // "Bring your stake"'s texts (a chunk of their own in the embed) come from the same language file.
    await button.getByRole('button', { name: 'Burner Wallet Verfügbar' }).click();
    await card.getByRole('button', { name: 'Oder ein Stake-Konto einbringen' }).waitFor();
    expect(files).toEqual(['try.html', 'lst-stake-demo.js', 'lst-stake-demo.de.js']);
    expect(network).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('stays in English on a German page whose language file is not beside it, and says why in the console', async () => {
    const { page, files, warnings } = await offlinePage();
    await page.goto(germanPageOnDisk([]));
    await expect.poll(() => warnings.find((warning) => warning.includes('the de texts did not load; showing English'))).toBeTruthy();
    const card = page.locator('lst-stake');
    await card.getByRole('heading', { name: `Stake SOL for ${demoProjects[0]!.symbol}` }).waitFor();
    await card.getByLabel('Stake Amount').waitFor();
    // Asked for again by the next element (a failed load is not remembered), and never any other file.
    expect(new Set(files)).toEqual(new Set(['try.html', 'lst-stake-demo.js', 'lst-stake-demo.de.js']));
    await page.context().close();
  });

  it('says why the burner cannot connect in a browser whose WebCrypto has no Ed25519, and nothing breaks', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'try-it-'));
    writeFileSync(join(folder, 'try.html'), readmeTryItPage());
    copyFileSync(TRY_IT, join(folder, 'lst-stake-demo.js'));
    const { page, errors } = await offlinePage();
    // As Chromium before 137 answers: Ed25519 is an algorithm it does not know (every other one works).
    await page.addInitScript(() => {
      for (const name of ['generateKey', 'importKey', 'sign', 'verify'] as const) {
        const real = crypto.subtle[name].bind(crypto.subtle) as (...args: unknown[]) => Promise<unknown>;
        Object.assign(crypto.subtle, {
          [name]: (...args: unknown[]) =>
            JSON.stringify(args).includes('Ed25519')
              ? Promise.reject(new DOMException('Algorithm: Unrecognized name', 'NotSupportedError'))
              : real(...args),
        });
      }
    });
    await page.goto(pathToFileURL(join(folder, 'try.html')).href);
    const button = page.locator('lst-wallet-button');
    await button.getByRole('button', { name: 'Select Wallet' }).click();
    await button.getByRole('button', { name: /Burner Wallet/ }).click();
    await button.getByText("This browser's WebCrypto has no Ed25519 signatures, which the demo needs").waitFor();
    await button.getByRole('button', { name: 'Select Wallet' }).waitFor();
    await page
      .locator('lst-stake')
      .getByRole('heading', { name: `Stake SOL for ${demoProjects[0]!.symbol}` })
      .waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('wins over lst-stake.js on the same page, wherever its tag is', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.origin}/both`);
    const card = page.locator('lst-stake');
    await card.getByText('Demo', { exact: true }).waitFor();
    await card.getByRole('heading', { name: `Stake SOL for ${demoProjects[0]!.symbol}` }).waitFor();
    // Answered inside the page: the live page's own services were never asked.
    expect(server.services.requests).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
