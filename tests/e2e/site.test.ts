import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.mjs';
import { demoProjects } from '../../demo/demoProjects';
import { hostileProjects } from '../../demo/hostileProjects';
import { startE2eServer, type E2eServer } from './e2eServer';

const SITE = resolve('dist/site-demo');
const evergreen = demoProjects[0]!;
let server: E2eServer;
let browser: Browser;
const axeSource = readFileSync(resolve('node_modules/axe-core/axe.min.js'), 'utf8');

beforeAll(async () => {
  if (!existsSync(`${SITE}/index.html`)) throw new Error('dist/site-demo is missing: run `npm run build` before the browser tests.');
  server = await startE2eServer({}, {}, SITE);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path: string, width = 1280): Promise<{ page: Page; errors: string[]; logs: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors: string[] = [];
  const logs: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => logs.push(message.text()));
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goto(server.origin + path);
  return { page, errors, logs };
}

const card = (page: Page) => page.locator('lst-stake');
const walletButton = (page: Page) => page.locator('lst-wallet-button');

async function connectBurner(page: Page) {
  await walletButton(page).getByRole('button', { name: 'Select Wallet' }).click();
  await walletButton(page)
    .getByRole('button', { name: /Burner Wallet/ })
    .click();
  await walletButton(page)
    .getByRole('button', { name: /^\S{4}\.\.\S{4}$/ })
    .waitFor();
}

async function stake(page: Page, amount: string) {
  await card(page).getByLabel('Stake Amount').fill(amount);
  await card(page).getByRole('button', { name: 'Start Staking' }).click();
}

/**
 * The page at rest, as a person would look at it: every widget element renders live (its startup copy
 * gone), and every animation, in the document and in the elements' shadow roots, has finished.
 */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('lst-stake, lst-wallet-button')].every(
      (element) => element.shadowRoot && !element.shadowRoot.querySelector('[data-lst-shell]'),
    ),
  );
  await page.evaluate(async () => {
    const roots: (Document | ShadowRoot)[] = [
      document,
      ...[...document.querySelectorAll('lst-stake, lst-wallet-button')].flatMap((element) =>
        element.shadowRoot ? [element.shadowRoot] : [],
      ),
    ];
    await Promise.all(roots.flatMap((root) => root.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  });
}

/** Every URL in the page, shadow roots included. */
async function allUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const urls: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        for (const name of ['href', 'src', 'srcset', 'action', 'formaction']) {
          const value = element.getAttribute(name);
          if (value !== null) urls.push(value);
        }
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return urls;
  });
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(context: unknown, options: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => JSON.stringify(node.target)),
    }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.targets.join(', ')}`);
}

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the launchpad in Chromium (demo build)', () => {
  it('home -> explore -> detail -> connect -> stake -> success', async () => {
    const { page, errors } = await open('/');
    await page.getByRole('link', { name: 'Explore All' }).click();
    await page.getByRole('heading', { name: 'Choose a project to support' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/explore');
    await page.getByRole('link', { name: /Evergreen Staked SOL/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Evergreen Staked SOL' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/detail/${evergreen.mint}`);
    await connectBurner(page);
    await stake(page, '1.5');
    await card(page).getByText('You will receive approximately 1.4286 LST tokens').waitFor({ timeout: 15_000 });
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/site-stake-success.png', fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows each staking message of the spec', async () => {
    const { page } = await open(`/detail/${evergreen.mint}?fault=aggregator-quote:error`);
    await stake(page, '1');
    await card(page).getByRole('alert').getByText('Please connect your wallet first').waitFor();
    await connectBurner(page);
    await stake(page, '0');
    await card(page).getByRole('alert').getByText('Please enter a valid stake amount').waitFor();
    await stake(page, '2');
    await card(page).getByRole('alert').getByText('Failed to get swap quote. Please try again.').waitFor({ timeout: 10_000 });
    await page.close();

    const failed = await open(`/detail/${evergreen.mint}?fault=rpc-status:tx-error`);
    await connectBurner(failed.page);
    await stake(failed.page, '1');
    const alert = card(failed.page).getByRole('alert');
    await alert.getByText(/^Transaction failed: \{"InstructionError"/).waitFor({ timeout: 15_000 });
    // The demo's transaction is on no explorer: the card says so, and links nowhere.
    await alert.getByText('A demo transaction: no explorer has it.').waitFor();
    expect(await alert.getByRole('link', { name: 'View transaction in the explorer' }).count()).toBe(0);
    await failed.page.close();
  });

  it.each([
    ['skim', 'It would also send 0.0079 SOL to an account you do not own.'],
    ['wsol-drain', 'It would also send 5 SOL to an account you do not own.'],
    ['route-approve', 'It would let US51..ELFx spend your evgSOL.'],
  ])('refuses a route that looks honest but %s, before any wallet prompt, and says what it would do', async (fault, reason) => {
    const { page, errors } = await open(`/detail/${evergreen.mint}?fault=aggregator-swap:${fault}`);
    await connectBurner(page);
    await stake(page, '1');
    const alert = card(page).getByRole('alert');
    await alert.getByText(reason).waitFor({ timeout: 15_000 });
    expect(await alert.textContent()).toContain(
      'The swap service offered a transaction that is not the stake you asked for. Nothing was signed.',
    );
    if (fault === 'skim') {
      mkdirSync('test-results', { recursive: true });
      await card(page).screenshot({ path: 'test-results/guard-refuses-skim.png' });
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('refuses a pool that keeps 99 % of what its holders take out, in words, before anything is built, the swap included', async () => {
    const canSol = demoProjects.find((project) => project.symbol === 'canSOL')!;
    const { page, errors } = await open(`/detail/${canSol.mint}?fault=rpc-pool:exit-fee`);
    await connectBurner(page);
    const words = "canSOL's pool keeps 99 % of what you take out. We will not stake into it.";
    // Shown while the staker types, before the click: the card's preview and the page's Pool panel.
    await card(page).getByLabel('Stake Amount').fill('1');
    await card(page).getByText(words).waitFor({ timeout: 15_000 });
    await page.locator('section.pool').getByText(words).waitFor({ timeout: 15_000 });
    await stake(page, '1');
    await card(page).getByRole('alert').getByText(words).waitFor({ timeout: 15_000 });
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/pool-exit-fee-refused.png', fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([
    ['/detail/not-an-address', 'The requested project does not exist.'],
    // A valid address that is no LST's mint (the demo pool of Evergreen).
    ['/detail/ANzmsb7YZj2UnYSBu64e9aSLYSj8V1ntAmz8XZcMhPYx', 'Project not found'],
    [`/detail/${evergreen.mint}?fault=lst-list:error`, 'Failed to fetch project data'],
  ])('%s says Project Not Found: %s', async (path, message) => {
    const { page } = await open(path);
    await page.getByRole('heading', { name: 'Project Not Found' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(message);
    await page.close();
  });

  it('logs "Failed to fetch LSTs" and tells a staker in plain words, with a retry, when the list fails', async () => {
    const { page, logs } = await open('/explore?fault=lst-list:error');
    await page.getByRole('alert').getByText('The projects could not be loaded. Check your connection and try again.').waitFor();
    await page.getByRole('alert').getByRole('button', { name: 'Try again' }).waitFor();
    expect(logs.some((line) => line.startsWith('Failed to fetch LSTs'))).toBe(true);
    await page.close();
  });

  it("says so and offers a reload when the demo's chunk cannot load, and the reload brings the site back", async () => {
    const page = await browser.newPage();
    const refused: string[] = [];
    // The demo's services are one lazy chunk the site loads before its first render: drop that request.
    await page.route(/\/assets\/startDemo-[\w-]+\.js$/, (route) => {
      refused.push(route.request().url());
      return route.abort();
    });
    await page.goto(`${server.origin}/explore`);
    await page.getByRole('heading', { name: 'The launchpad could not load' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(
      'Part of the site did not arrive. Check your connection, then reload the page.',
    );
    expect(refused).toHaveLength(1);
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await page.getByRole('heading', { name: 'Choose a project to support' }).waitFor();
    await page.close();
  });

  it('validates the launch form and shows the banner for 3 seconds', async () => {
    const { page, logs } = await open('/launch');
    const fee = page.getByLabel(/Seller fee/);
    await fee.fill('12x');
    await page.getByText('Please enter a valid number').waitFor();
    await fee.fill('10001');
    await page.getByText('Value must be between 0 and 10000').waitFor();
    await page.getByRole('button', { name: 'Create Staking Pool' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByLabel(/^Name/).fill('Evergreen');
    await page.getByLabel(/^Symbol/).fill('EVG');
    await page.getByLabel(/Metadata URI/).fill('https://example.org/evg.json');
    await page.getByLabel(/Origin token address/).fill('So11111111111111111111111111111111111111112');
    await fee.fill('250');
    await page.getByRole('button', { name: 'Create Staking Pool' }).click();
    const banner = page.getByText('Staking pool creation submitted!');
    await banner.waitFor();
    const shownAt = Date.now();
    // Where the visitor is looking: on screen, beside the button they pressed.
    const box = (await banner.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(await banner.getAttribute('role')).toBe('status');
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/launch-submitted.png' });
    await banner.waitFor({ state: 'detached', timeout: 6_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_500);
    expect(logs.some((line) => line.startsWith('Create staking pool'))).toBe(true);
    await page.close();
  });

  it('navigates with real links: active highlight, scroll to top, back and forward, deep links and reloads', async () => {
    const { page } = await open('/', 1280);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.getByRole('heading', { name: 'Create Staking Pool' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Launch' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Explore' }).getAttribute('aria-current')).toBeNull();
    const highlight = await nav.getByRole('link', { name: 'Launch' }).evaluate((node) => getComputedStyle(node).backgroundColor);
    const plain = await nav.getByRole('link', { name: 'Explore' }).evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(highlight).not.toBe(plain);
    await nav.getByRole('link', { name: 'Explore' }).click();
    await page.getByRole('heading', { name: 'Choose a project to support' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Create Staking Pool' }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { name: 'Choose a project to support' }).waitFor();
    await page.goto(`${server.origin}/detail/${evergreen.mint}`);
    await page.getByRole('heading', { level: 1, name: 'Evergreen Staked SOL' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Evergreen Staked SOL' }).waitFor();
    // Links are links: they can be opened in a new tab.
    expect(await page.getByRole('link', { name: 'Launch', exact: true }).first().getAttribute('href')).toBe('/launch');
    await page.close();
  });

  it('renders hostile metadata with no script URL anywhere and no dialog', async () => {
    const { page, errors } = await open('/explore?list=hostile');
    await page.getByRole('heading', { name: 'View more projects' }).waitFor();
    const check = async () => {
      for (const url of await allUrls(page)) {
        const sameOrigin = url.startsWith(`${server.origin}/`);
        if (!sameOrigin) expect(url, url).toMatch(/^(https:\/\/|\/(?!\/)|#main$|data:image\/(svg\+xml|png);base64,)/);
      }
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    };
    await check();
    for (const project of hostileProjects.slice(0, 2)) {
      await page.goto(`${server.origin}/detail/${project.mint}?list=hostile`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await card(page).getByRole('button', { name: 'Start Staking' }).waitFor();
      await check();
      // The mint address stays visible whatever the name pretends.
      expect(await page.getByText(project.mint).count()).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(['/', '/explore', `/detail/${evergreen.mint}`, '/launch', '/nowhere'])(
    '%s has no serious accessibility problems and no horizontal scroll at 375 px',
    async (path) => {
      const { page } = await open(path, 375);
      await page.locator('main h1').first().waitFor();
      if (path.startsWith('/detail')) await card(page).getByRole('button', { name: 'Start Staking' }).waitFor();
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.close();
    },
  );

  it('lays the detail page out so a phone sees the stake card first, and wide columns line up with the header', async () => {
    mkdirSync('test-results', { recursive: true });
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(`${server.origin}/detail/${evergreen.mint}`);
    const button = card(phone).getByRole('button', { name: 'Start Staking' });
    await button.waitFor();
    await settled(phone);
    const box = (await button.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844); // on the first screen, no scrolling
    await phone.screenshot({ path: 'test-results/detail-390.png' });
    await phone.close();

    const { page } = await open(`/detail/${evergreen.mint}`, 1280);
    await card(page).getByRole('button', { name: 'Start Staking' }).waitFor();
    await settled(page);
    const edges = await page.evaluate(() => ({
      header: document.querySelector('lst-wallet-button')!.getBoundingClientRect().right,
      card: document.querySelector('lst-stake')!.getBoundingClientRect().right,
      features: document.querySelector('.detail__features')!.getBoundingClientRect().left,
      title: document.querySelector('h1')!.closest('.detail')!.getBoundingClientRect().left,
    }));
    expect(Math.abs(edges.card - edges.header)).toBeLessThanOrEqual(1);
    expect(Math.abs(edges.features - edges.title)).toBeLessThanOrEqual(1);
    await page.screenshot({ path: 'test-results/detail-1280.png' });
    await page.close();
  });

  it('has no serious accessibility problems with the wallet picker open', async () => {
    const { page } = await open('/');
    await walletButton(page).getByRole('button', { name: 'Select Wallet' }).click();
    const dialog: Locator = walletButton(page).getByRole('dialog');
    await dialog.waitFor();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    // The close button stays clear of the title's words (it overlapped them at 1280 px).
    const overlap = await dialog.evaluate((node) => {
      const range = document.createRange();
      range.selectNodeContents(node.querySelector('h2')!);
      const words = [...range.getClientRects()];
      const close = node.querySelector('.lst-modal__close')!.getBoundingClientRect();
      return words.some((box) => box.left < close.right && close.left < box.right && box.top < close.bottom && close.top < box.bottom);
    });
    expect(overlap).toBe(false);
    await dialog.screenshot({ path: 'test-results/picker-1280.png' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });

  it.each([1280, 390])('fills in the explore cards’ APY where their lines held the room, at %i px: nothing moves', async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    // Every card's box, taken as the DOM changes: once the cards are there with their APY lines still
    // read, and once the first figure is in. The observer runs before the browser paints either.
    await page.addInitScript(() => {
      const boxes = () =>
        [...document.querySelectorAll('.card')].map((card) => {
          const { top, left, height, width } = card.getBoundingClientRect();
          return [top, left, height, width].map(Math.round).join(' ');
        });
      const layout: { reading: string[] | null; shown: string[] | null } = { reading: null, shown: null };
      (window as unknown as { apyLayout: typeof layout }).apyLayout = layout;
      new MutationObserver(() => {
        const lines = [...document.querySelectorAll('.card__apy')];
        // A swap-only project's line says why it has no APY from the start: only pools' lines are read.
        const read = lines.filter((line) => !line.classList.contains('apy--none'));
        if (!layout.reading && read.length > 0 && read.every((line) => line.getAttribute('aria-busy') === 'true')) layout.reading = boxes();
        if (!layout.shown && lines.some((line) => line.textContent?.startsWith('APY'))) layout.shown = boxes();
      }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await page.goto(`${server.origin}/explore`);
    await page.getByText('APY ≈ 7.1\u00a0% (last epoch)').waitFor();
    const { reading, shown } = await page.evaluate(
      () => (window as unknown as { apyLayout: { reading: string[] | null; shown: string[] | null } }).apyLayout,
    );
    expect(reading).toHaveLength(demoProjects.length);
    expect(shown).toEqual(reading);
    await page.close();
  });

  it('requests the LST list once across explore -> detail -> explore', async () => {
    const { page } = await open('/explore');
    await page.getByRole('heading', { name: 'View more projects' }).waitFor();
    await page.getByRole('link', { name: /Evergreen Staked SOL/ }).click();
    await card(page).getByRole('button', { name: 'Start Staking' }).waitFor();
    await card(page).getByRole('heading', { name: 'Stake SOL for evgSOL' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'View more projects' }).waitFor();
    const requests = await page.evaluate(
      () => (window as unknown as { lstDemo?: { requests: { service: string }[] } }).lstDemo?.requests ?? null,
    );
    expect(requests?.filter((request) => request.service === 'lst-list')).toHaveLength(1);
    await page.close();
  });
});
