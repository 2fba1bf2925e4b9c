// The package as a Next.js developer meets it: a fresh App Router + TypeScript app (tests/consumer/next-app,
// latest `next`), in a temp dir outside this repository, installed with plain npm: the README's install
// lines as written (the package itself from `npm pack`), the Next.js page of docs/react.md pasted as it is, then
// `next build`, `next start`, and stakes in Chromium on the opt-in demo and through the app's own
// WalletProvider.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
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

const work = mkdtempSync(join(tmpdir(), 'lst-next-'));
const app = join(work, 'app');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const npm = (args: string[]) => npmIn(args, app, env);
const QUIET = ['--prefer-offline', '--no-audit', '--no-fund'];

const readme = readFileSync('README.md', 'utf8');
const useItFromReact = readme.slice(readme.indexOf('## Use it from React'));

/** The README's install lines (`npm install …`), as a developer copies them. */
const installLines = [...useItFromReact.matchAll(/```sh\n([\s\S]*?)```/g)][0]![1]!
  .split('\n')
  .filter((line) => line.startsWith('npm install '));

/** The Next.js page of docs/react.md ("Next.js App Router"): the code block that starts with its file name. */
const readmePage = (() => {
  const block = [...readFileSync('docs/react.md', 'utf8').matchAll(/```tsx\n(\/\/ (app\/[\w/]+\.tsx)\n[\s\S]*?)```/g)][0]!;
  return { path: block[2]!, source: block[1]! };
})();

let before: Installed;
let after: Installed;
let buildOutput = '';
let next: ChildProcess | undefined;
let server: E2eServer;
let browser: Browser;

/** A free loopback port for `next start`. */
const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

/** Starts `next start` and resolves once it says it is ready; its output is kept for a failure's message. */
async function startNext(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(app, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: app,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`next start did not get ready in 60 s:\n${output}`)), 60_000);
    const watch = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ready in/.test(output)) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout!.on('data', watch);
    child.stderr!.on('data', watch);
    child.on('exit', (code) => fail(new Error(`next start exited (${code}):\n${output}`)));
  });
  return child;
}

beforeAll(async () => {
  cpSync(resolve('tests/consumer/next-app'), app, {
    recursive: true,
    filter: (path) => !/node_modules|\.next/.test(path.slice(resolve('tests/consumer/next-app').length)),
  });
  // The build has run (npm test builds before vitest); pack exactly those files.
  const tarball = npmIn(['pack', '--ignore-scripts', '--pack-destination', work], resolve('.'), env).trim().split('\n').pop()!;
  // `npm install` from the app's lock rather than `npm ci`: the lock lists only the platform builds of
  // next's compiler that the registry served when it was written, and `npm ci` wants every one.
  npm(['install', ...QUIET]);
  // The Next.js page of docs/react.md, pasted as it is.
  mkdirSync(join(app, dirname(readmePage.path)), { recursive: true });
  writeFileSync(join(app, readmePage.path), readmePage.source);
  // The README's install lines as written: the peers (an app that has them already), then our package.
  const [ours, peers] = installLines;
  expect(ours).toBe('npm install lst-stake-widget');
  npm([...peers!.split(' ').slice(1), ...QUIET]);
  before = installed(join(app, 'node_modules'));
  npm([...ours!.replace('lst-stake-widget', join(work, tarball)).split(' ').slice(1), ...QUIET]);
  after = installed(join(app, 'node_modules'));
  buildOutput = npm(['run', 'build']);
  const port = await freePort();
  next = await startNext(port);
  server = await startE2eServer({}, {}, undefined, {}, undefined, `http://127.0.0.1:${port}`);
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  next?.kill();
  rmSync(work, { recursive: true, force: true });
});

const open = (path: string) => openPage(browser, server.origin + path);

describe('the packed package in a fresh Next.js app (App Router, TypeScript)', () => {
  it("installs with the README's lines and npm's defaults: web3.js 1.x, and our package adds at most 10 packages and 5 MB, none of React Native's", () => {
    const web3 = JSON.parse(readFileSync(join(app, 'node_modules/@solana/web3.js/package.json'), 'utf8')) as { version: string };
    expect(web3.version).toMatch(/^1\./);
    const { added, bytes } = footprint(before, after);
    const peersBrought = [...new Set([...before.packages.values()].filter((name) => REACT_NATIVE_CHAIN.test(name)))];
    console.log(`next app: our package added ${added.length} packages, ${(bytes / MB).toFixed(2)} MB: ${added.join(', ')}`);
    console.log(`next app: the peers alone installed ${before.packages.size} packages, ${(before.bytes / MB).toFixed(0)} MB`);
    console.log(
      `next app: of React Native's chain, the peers (wallet-adapter-react) brought: ${peersBrought.slice(0, 8).join(', ') || 'nothing'}`,
    );
    expect(added).toContain('lst-stake-widget');
    expect(added.length).toBeLessThanOrEqual(10);
    expect(bytes).toBeLessThanOrEqual(5 * MB);
    expect(added.filter((name) => REACT_NATIVE_CHAIN.test(name))).toEqual([]);
  });

  it('builds the Next.js page of docs/react.md as pasted, and a Server Component page that imports the widget, both prerendered', async () => {
    expect(buildOutput).toMatch(/\/stake\b/);
    expect(buildOutput).toMatch(/\/server\b/);
    expect(existsSync(join(app, '.next/server/app/stake.html'))).toBe(true);
    const html = await (await fetch(`${server.origin}/server`)).text();
    expect(html).toContain('Rendered on the server');
    expect((await fetch(`${server.origin}/stake`)).status).toBe(200);
  });

  it('type-checks with skipLibCheck false: the elements in TSX, each wrong attribute refused (@ts-expect-error)', () => {
    expect(() => npm(['run', 'typecheck'])).not.toThrow();
  });

  it('stakes on the opt-in demo with its burner wallet, and no request leaves the page', async () => {
    const requests = server.services.requests.length;
    const { page, errors } = await open('/demo');
    await stakeOnTheDemoCard(page);
    expect(server.services.requests.length).toBe(requests);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("stakes through the app's own WalletProvider and connect button: one wallet session, the app's", async () => {
    const { page, errors } = await open('/host');
    await page.addScriptTag({ url: '/test-wallet.js', type: 'module' });
    const address = await page.evaluate(() => (window as unknown as { testWallet: { address: string } }).testWallet.address);
    const card = page.locator('.lst-card');
    await card.getByRole('heading', { name: 'Stake SOL for evgSOL' }).waitFor({ timeout: 15_000 });
    // No wallet yet: the card offers its Connect, beside the app's own button.
    expect(await card.getByRole('button', { name: 'Connect' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Host: connect Test Wallet' }).click();
    await page.getByRole('button', { name: `Host: disconnect ${address}` }).waitFor();
    await card.getByRole('button', { name: /Select Wallet|Connect/ }).waitFor({ state: 'detached' });
    await card.getByText(/^Balance: \d/).waitFor();
    await card.getByLabel('Stake Amount').fill('1.5');
    await card.getByRole('button', { name: 'Start Staking' }).click();
    await card.getByText('You will receive approximately 1.4286 LST tokens').waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { testWallet: { prompts(): number } }).testWallet.prompts())).toBe(1);
    const swaps = server.services.requests.filter((request) => request.service === 'aggregator-swap');
    expect(swaps.map((request) => (request.body as { userPublicKey: string }).userPublicKey)).toEqual([address]);
    expect(errors).toEqual([]);
    await page.screenshot({ path: 'test-results/consumer-next-host-wallet.png', fullPage: true });
    await page.close();
  });
});
