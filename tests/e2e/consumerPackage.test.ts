// The package as a React developer meets it: `npm pack`, installed into a fresh Vite + React 19 +
// TypeScript app (tests/consumer/app, its own package.json and lock), type-checked with
// skipLibCheck false, built, and run in Chromium; then the same app again on React 18.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.mjs';
import {
  footprint,
  installed,
  MB,
  npm as npmIn,
  openPage,
  REACT_NATIVE_CHAIN,
  stakeOnTheDemoCard,
  type Installed,
} from '../support/consumerInstall';
import { startE2eServer, type E2eServer } from './e2eServer';

/** What our package may add to an app that already has React, web3.js and wallet-adapter. */
const OUR_RUNTIME = [
  'lst-stake-widget',
  '@r2wc/react-to-web-component',
  '@r2wc/core',
  'valibot',
  'bs58',
  'base-x',
  '@solana/wallet-adapter-phantom',
];

const work = mkdtempSync(join(tmpdir(), 'lst-consumer-'));
const app = join(work, 'app');
const npm = (args: string[], cwd = app) => npmIn(args, cwd);

/** The app's other supported React: the same source, installed with React 18 after the React 19 run. */
const REACT_18 = ['react@18.3.1', 'react-dom@18.3.1', '@types/react@18.3.31', '@types/react-dom@18.3.7'];

let before: Installed;
let after: Installed;
const servers: Record<'19' | '18', E2eServer> = {} as never;
let browser: Browser;

beforeAll(async () => {
  cpSync(resolve('tests/consumer/app'), app, {
    recursive: true,
    filter: (path) => !/node_modules|dist/.test(path.slice(resolve('tests/consumer/app').length)),
  });
  // The build has run (npm test builds before vitest); pack exactly those files.
  const tarball = npm(['pack', '--ignore-scripts', '--pack-destination', work], resolve('.')).trim().split('\n').pop()!;
  npm(['ci', '--prefer-offline', '--no-audit', '--no-fund']);
  before = installed(join(app, 'node_modules'));
  npm(['install', '--prefer-offline', '--no-audit', '--no-fund', join(work, tarball)]);
  after = installed(join(app, 'node_modules'));
  npm(['run', 'typecheck']);
  npm(['run', 'build', '--', '--outDir', 'dist-19']);
  npm(['install', '--prefer-offline', '--no-audit', '--no-fund', '--save-exact', ...REACT_18]);
  npm(['run', 'typecheck']);
  npm(['run', 'build', '--', '--outDir', 'dist-18']);
  servers['19'] = await startE2eServer({}, {}, join(app, 'dist-19'));
  servers['18'] = await startE2eServer({}, {}, join(app, 'dist-18'));
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(Object.values(servers).map((server) => server.close()));
  rmSync(work, { recursive: true, force: true });
});

const open = (server: E2eServer, path: string) => openPage(browser, server.origin + path);

describe('the packed package in a fresh React app', () => {
  it('adds at most 10 packages and 5 MB to an app that has the peers, none of them React Native, and no Preact', () => {
    const { added, bytes } = footprint(before, after);
    console.log(`our package added ${added.length} packages, ${(bytes / MB).toFixed(2)} MB: ${added.join(', ')}`);
    expect(added.filter((name) => !OUR_RUNTIME.includes(name))).toEqual([]);
    expect(added).toContain('lst-stake-widget');
    expect(added.length).toBeLessThanOrEqual(10);
    expect(bytes).toBeLessThanOrEqual(5 * MB);
    expect(added.filter((name) => REACT_NATIVE_CHAIN.test(name))).toEqual([]);
    const names = new Set(after.packages.values());
    expect(names.has('preact')).toBe(false);
    expect(names.has('preact-router')).toBe(false);
  });

  it('keeps the demo out of the main bundle: only the page that imports lst-stake-widget/demo loads it', () => {
    const assets = join(app, 'dist-19', 'assets');
    const entry = readFileSync(join(app, 'dist-19', 'index.html'), 'utf8').match(/src="\/assets\/([^"]+\.js)"/)![1]!;
    const withDemo = readdirSync(assets).filter((file) => readFileSync(join(assets, file), 'utf8').includes('demo.invalid'));
    expect(withDemo).toHaveLength(1);
    expect(withDemo).not.toContain(entry);
    // Figures for docs/benchmarks.md: each asset of the React 19 build, gzipped.
    for (const file of readdirSync(assets).sort()) {
      const gzipped = gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
      console.log(`consumer app asset ${file.padEnd(40)} ${(gzipped / 1024).toFixed(1)} KB gzip${file === entry ? ' (entry)' : ''}`);
    }
  });

  describe.each(['19', '18'] as const)('on React %s', (react) => {
    it("renders the README's card and one wallet button, and reads the LST list from the configured service", async () => {
      const server = servers[react];
      // The build really holds that React (its version string is in the bundle).
      const assets = join(app, `dist-${react}`, 'assets');
      const bundle = readdirSync(assets).map((file) => readFileSync(join(assets, file), 'utf8'));
      const version = new RegExp(`["'\`]${react === '19' ? '19\\.3\\.1' : '18\\.3\\.1'}["'\`]`);
      expect(bundle.some((text) => version.test(text))).toBe(true);
      const { page, errors } = await open(server, '/');
      await page.getByText('Evergreen Staked SOL').first().waitFor({ timeout: 15_000 });
      expect(await page.evaluate(() => document.querySelector('#root')!.textContent)).toContain('Stake SOL for evgSOL');
      expect(await page.getByLabel('Stake Amount').count()).toBe(1);
      // The README's snippet has the library's WalletButton beside the card: one wallet button, not two, and
      // the card's own Connect while no wallet is connected.
      expect(await page.getByRole('button', { name: 'Select Wallet' }).count()).toBe(1);
      expect(await page.locator('.lst-card').getByRole('button', { name: 'Connect' }).count()).toBe(1);
      expect(server.services.requests.filter((request) => request.service === 'lst-list')).toHaveLength(1);
      expect(errors).toEqual([]);
      await page.screenshot({ path: `test-results/consumer-app-react${react}.png`, fullPage: true });
      await page.close();
    });

    it('renders the custom elements written in TSX with typed attributes', async () => {
      const server = servers[react];
      const { page, errors } = await open(server, '/elements');
      const card = page.locator('lst-stake .lst-card');
      await card.getByRole('heading', { name: 'Stake SOL for evgSOL' }).waitFor({ timeout: 15_000 });
      // Its attributes arrived: the amount, the label and the page's wallet button instead of its own.
      expect(await card.getByLabel('Stake Amount').inputValue()).toBe('1.5');
      expect(await card.getByRole('button', { name: 'Stake now' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Select Wallet' }).count()).toBe(1);
      expect(server.services.requests.some((request) => request.service === 'lst-list')).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    });

    it("stakes through the app's own WalletProvider and connect button: one wallet session, the app's", async () => {
      const server = servers[react];
      const { page, errors } = await open(server, '/host');
      // A wallet as a browser extension registers one, after the app started.
      await page.addScriptTag({ url: '/test-wallet.js', type: 'module' });
      const address = await page.evaluate(() => (window as unknown as { testWallet: { address: string } }).testWallet.address);
      const card = page.locator('.lst-card');
      await card.getByRole('heading', { name: 'Stake SOL for evgSOL' }).waitFor({ timeout: 15_000 });
      // No wallet yet: the card offers its Connect, beside the app's own button.
      expect(await card.getByRole('button', { name: 'Connect' }).count()).toBe(1);
      expect(await card.getByText(/^Balance:/).count()).toBe(0);

      await page.getByRole('button', { name: 'Host: connect Test Wallet' }).click();
      await page.getByRole('button', { name: `Host: disconnect ${address}` }).waitFor();
      // Connected through the app's button: the card has no wallet button of its own.
      await card.getByRole('button', { name: /Select Wallet|Connect/ }).waitFor({ state: 'detached' });
      await card.getByText(/^Balance: \d/).waitFor();
      await card.getByLabel('Stake Amount').fill('1.5');
      await card.getByRole('button', { name: 'Start Staking' }).click();
      await card.getByText('You will receive approximately 1.4286 LST tokens').waitFor({ timeout: 20_000 });
      expect(await page.evaluate(() => (window as unknown as { testWallet: { prompts(): number } }).testWallet.prompts())).toBe(1);
      const swaps = server.services.requests.filter((request) => request.service === 'aggregator-swap');
      expect(swaps.map((request) => (request.body as { userPublicKey: string }).userPublicKey)).toEqual([address]);
      await page.screenshot({ path: `test-results/consumer-host-wallet-react${react}.png`, fullPage: true });

      // And back: disconnecting in the app's button disconnects the card.
      await page.getByRole('button', { name: `Host: disconnect ${address}` }).click();
      await page.getByRole('button', { name: 'Host: connect Test Wallet' }).waitFor();
      await expect.poll(() => card.getByText(/^Balance:/).count()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    });
  });

  it("offers an Android staker the Mobile Wallet Adapter from the embed's own file, which desktop pages never fetch", async () => {
    // The library's Android chunk is the embed's (dist/embed/chunks/mobileWallet-*.js, packed once): the app's
    // bundler followed the library's import into the package and emitted it as one asset of its own. (The app's
    // wallet-adapter-react brings a Mobile Wallet Adapter of its own, in the app's main bundle.)
    const assets = join(app, 'dist-19', 'assets');
    const adapters = readdirSync(assets).filter((file) => file.startsWith('mobileWallet-'));
    expect(adapters).toHaveLength(1);
    const [adapter] = adapters;
    const fetched = async (userAgent: string) => {
      const context = await browser.newContext({ userAgent, viewport: { width: 412, height: 900 } });
      const page = await context.newPage();
      const paths: string[] = [];
      page.on('request', (request) => paths.push(new URL(request.url()).pathname));
      await page.goto(servers['19'].origin + '/');
      await page.getByRole('button', { name: 'Select Wallet' }).click();
      // "Looking for wallets…" until the wallet code is in; on Android it registers the adapter before its first list.
      const picker = page.getByRole('dialog');
      await picker.getByRole('heading').filter({ hasNotText: 'Looking for wallets' }).waitFor({ timeout: 15_000 });
      const offered = await picker.getByRole('button', { name: /Mobile Wallet Adapter/ }).count();
      await context.close();
      return { offered, adapterFetched: paths.includes(`/assets/${adapter}`) };
    };
    const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(await fetched(ANDROID)).toEqual({ offered: 1, adapterFetched: true });
    expect(await fetched(DESKTOP)).toEqual({ offered: 0, adapterFetched: false });
  });

  it('stakes on the opt-in demo with its burner wallet, and no request leaves the page', async () => {
    const server = servers['19'];
    const before = server.services.requests.length;
    const { page, errors } = await open(server, '/demo');
    await stakeOnTheDemoCard(page);
    expect(server.services.requests.length).toBe(before);
    expect(errors).toEqual([]);
    await page.close();
  });
});
