// Languages as a staker meets them, in Chromium: a German page stakes "1,5" as exactly 1.5 SOL, and a
// page loads a language's chunk only when an element speaks it.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.mjs';
import { evergreen } from '../../demo/demoProjects';
import { startE2eServer, type E2eServer } from './e2eServer';

const page = (lang: string, body: string, script = '<script type="module" src="/embed/lst-stake.js"></script>') =>
  `<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>${lang}</title>${script}\n${body}`;

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  const element = `<lst-wallet-button></lst-wallet-button><lst-stake mint="${evergreen.mint}"></lst-stake>`;
  server = await startE2eServer(
    {
      '/de-demo': page(
        'de',
        `${element}<section lang="zh"><lst-stake mint="${evergreen.mint}"></lst-stake></section>`,
        '<script src="/embed/lst-stake-demo.js"></script>',
      ),
      '/de': page('de', element),
      '/en': page('en', element),
    },
    { '/embed/': resolve('dist/embed') },
  );
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('languages in Chromium', () => {
  it('stakes "1,5" as exactly 1.5 SOL on a German page, refusing "1.5", with amounts shown the German way', async () => {
    const tab = await browser.newPage({ viewport: { width: 900, height: 1100 } });
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(`${server.origin}/de-demo`);
    const [german, chinese] = [tab.locator('lst-stake').first(), tab.locator('lst-stake').nth(1)];
    await german.getByRole('heading', { name: 'SOL für evgSOL staken' }).waitFor();
    await chinese.getByRole('heading', { name: '质押 SOL 获取 evgSOL' }).waitFor();
    const wallet = tab.locator('lst-wallet-button');
    await wallet.getByRole('button', { name: 'Wallet auswählen' }).click();
    await wallet.getByRole('button', { name: /Burner Wallet/ }).click();
    await german.getByText('Guthaben: 100 SOL').waitFor();

    const field = german.getByLabel('Stake-Betrag');
    await field.fill('1.5');
    await german.getByText('Verwenden Sie ein Komma (,) als Dezimaltrennzeichen, zum Beispiel 1,5').waitFor();
    await field.fill('1,5');
    await german.getByText('Sie erhalten ≈ 1,4286 evgSOL').waitFor();
    await german.getByRole('button', { name: 'Staking starten' }).click();
    await german.getByText('Sie erhalten ungefähr 1,4286 LST-Token').waitFor({ timeout: 20_000 });
    const swapAmounts = await tab.evaluate(() =>
      (window as unknown as { lstDemo: { requests: { service: string; url: string }[] } }).lstDemo.requests
        .filter((request) => request.service === 'aggregator-quote')
        .map((request) => new URL(request.url).searchParams.get('amount')),
    );
    expect(new Set(swapAmounts)).toEqual(new Set(['1500000000']));
    mkdirSync('test-results', { recursive: true });
    await tab.screenshot({ path: 'test-results/locales-de.png', fullPage: true });
    expect(errors).toEqual([]);
    await tab.close();
  });

  it('loads a language only where an element speaks it: English loads none, German exactly its own', async () => {
    const chunks = async (path: string) => {
      const tab = await browser.newPage();
      const requested: string[] = [];
      tab.on('request', (request) => requested.push(new URL(request.url()).pathname));
      // Only the test's own server answers: the default services are refused, as if they were down.
      await tab.route('**/*', (route) => (route.request().url().startsWith(server.origin) ? route.continue() : route.abort('failed')));
      await tab.goto(`${server.origin}${path}`);
      // The page names no services, and the defaults are refused: the card says so, in its language.
      await tab.locator('lst-stake').getByRole('alert').waitFor({ timeout: 15_000 });
      const alert = await tab.locator('lst-stake').getByRole('alert').textContent();
      await tab.close();
      return {
        alert,
        translations: requested
          .filter((pathname) => /\/chunks\/(es|zh|de)-/.test(pathname))
          .map((pathname) => pathname.split('/').pop()!.split('-')[0]),
      };
    };
    expect(await chunks('/en')).toEqual({ alert: expect.stringContaining('Could not load the list of tokens.'), translations: [] });
    expect(await chunks('/de')).toEqual({
      alert: expect.stringContaining('Die Liste der Token konnte nicht geladen werden.'),
      translations: ['de'],
    });
  });
});
