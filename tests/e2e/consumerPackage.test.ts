// The package as a React developer meets it: `npm pack`, installed into a fresh Vite + React 19 +
// TypeScript app (tests/consumer/app, its own package.json and lock), type-checked with
// skipLibCheck false, built, and run in Chromium.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.mjs';
import { startE2eServer, type E2eServer } from './e2eServer';

/** What our package may add to an app that already has React, web3.js and wallet-adapter. */
const OUR_RUNTIME = ['lst-stake-widget', '@r2wc/react-to-web-component', '@r2wc/core', 'valibot', 'bs58', '@solana/wallet-adapter-phantom'];

const work = mkdtempSync(join(tmpdir(), 'lst-consumer-'));
const app = join(work, 'app');
const npm = (args: string[], cwd = app) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Every installed package's name, nested ones included. */
function installed(folder = join(app, 'node_modules')): Set<string> {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const item of readdirSync(dir, { withFileTypes: true })) {
      if (!item.isDirectory() || item.name.startsWith('.')) continue;
      if (item.name.startsWith('@')) {
        for (const scoped of readdirSync(join(dir, item.name), { withFileTypes: true }))
          add(join(dir, item.name, scoped.name), `${item.name}/${scoped.name}`);
      } else add(join(dir, item.name), item.name);
    }
  };
  const add = (path: string, name: string) => {
    names.add(name);
    try {
      visit(join(path, 'node_modules'));
    } catch {
      // no nested node_modules
    }
  };
  visit(folder);
  return names;
}

let before: Set<string>;
let after: Set<string>;
let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  cpSync(resolve('tests/consumer/app'), app, {
    recursive: true,
    filter: (path) => !/node_modules|dist/.test(path.slice(resolve('tests/consumer/app').length)),
  });
  // The build has run (npm test builds before vitest); pack exactly those files.
  const tarball = npm(['pack', '--ignore-scripts', '--pack-destination', work], resolve('.')).trim().split('\n').pop()!;
  npm(['ci', '--prefer-offline', '--no-audit', '--no-fund']);
  before = installed();
  npm(['install', '--prefer-offline', '--no-audit', '--no-fund', join(work, tarball)]);
  after = installed();
  npm(['run', 'typecheck']);
  npm(['run', 'build']);
  server = await startE2eServer({}, {}, join(app, 'dist'));
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the packed package in a fresh React app', () => {
  it('installs nothing the app did not have but our package and its few runtime dependencies, and no Preact', () => {
    const added = [...after].filter((name) => !before.has(name));
    expect(added.filter((name) => !OUR_RUNTIME.includes(name))).toEqual([]);
    expect(added).toContain('lst-stake-widget');
    expect(after.has('preact')).toBe(false);
    expect(after.has('preact-router')).toBe(false);
  });

  it("renders the README's card and one wallet button, and reads the LST list from the configured service", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(server.origin);
    await page.getByText('Evergreen Staked SOL').first().waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('Stake Amount').count()).toBe(1);
    // The README's snippet has the library's WalletButton beside the card: one button, not two.
    expect(await page.getByRole('button', { name: /Select Wallet|Connect/ }).count()).toBe(1);
    expect(server.services.requests.filter((request) => request.service === 'lst-list')).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.screenshot({ path: 'test-results/consumer-app.png', fullPage: true });
    await page.close();
  });
});
