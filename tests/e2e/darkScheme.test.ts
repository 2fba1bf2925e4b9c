// The site and the widget in both colour schemes, as the visitor's system asks (prefers-color-scheme),
// and the card's theme attribute forcing one: axe's contrast check (and every serious rule) in each.
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoSiteInChromium } from '../support/demoSiteInChromium';
import { demoProjects } from '../../demo/demoProjects';

const evergreen = demoProjects[0]!;
const axeSource = readFileSync(resolve('node_modules/axe-core/axe.min.js'), 'utf8');

const site = demoSiteInChromium();

type Scheme = 'light' | 'dark';

async function open(path: string, scheme: Scheme, width: number): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage({ viewport: { width, height: width > 600 ? 800 : 844 }, colorScheme: scheme });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(site.origin + path);
  return { page, errors };
}

/** axe's serious and critical violations, the shadow roots of the elements included. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(context: unknown, options: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
  });
}

/** The card's background, as the page paints it. */
const cardBackground = (page: Page) =>
  page
    .locator('lst-stake')
    .first()
    .evaluate((element) => getComputedStyle(element.shadowRoot!.querySelector('.lst-card')!).backgroundColor);

describe('the dark scheme', () => {
  for (const width of [1280, 390])
    for (const scheme of ['light', 'dark'] as const)
      it(`explore and a project's page pass axe in the ${scheme} scheme at ${width} px`, async () => {
        mkdirSync('test-results', { recursive: true });
        const explore = await open('/explore', scheme, width);
        await explore.page.getByRole('heading', { name: 'View more projects' }).waitFor();
        await explore.page.locator('.card__apy:not([aria-busy])').first().waitFor();
        expect(await axeViolations(explore.page)).toEqual([]);
        await explore.page.screenshot({ path: `test-results/scheme-explore-${scheme}-${width}.png` });
        expect(explore.errors).toEqual([]);
        await explore.page.close();

        const detail = await open(`/detail/${evergreen.mint}`, scheme, width);
        const card = detail.page.locator('lst-stake');
        await card.getByRole('button', { name: 'Start Staking' }).waitFor();
        await card.getByLabel('Stake Amount').fill('1');
        await card
          .getByText(/^You receive/)
          .first()
          .waitFor({ timeout: 10_000 });
        expect(await cardBackground(detail.page)).toBe(scheme === 'dark' ? 'rgb(17, 26, 21)' : 'rgb(255, 255, 255)');
        expect(await axeViolations(detail.page)).toEqual([]);
        await card.scrollIntoViewIfNeeded();
        await detail.page.screenshot({ path: `test-results/scheme-detail-${scheme}-${width}.png` });
        expect(detail.errors).toEqual([]);
        await detail.page.close();
      });

  it('a card forces its theme over the visitor’s scheme, both ways', async () => {
    const { page } = await open(`/detail/${evergreen.mint}`, 'dark', 1280);
    const card = page.locator('lst-stake');
    await card.getByRole('button', { name: 'Start Staking' }).waitFor();
    await card.evaluate((element) => element.setAttribute('theme', 'light'));
    expect(await cardBackground(page)).toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ colorScheme: 'light' });
    await card.evaluate((element) => element.setAttribute('theme', 'dark'));
    expect(await cardBackground(page)).toBe('rgb(17, 26, 21)');
    await card.evaluate((element) => element.setAttribute('theme', 'auto'));
    expect(await cardBackground(page)).toBe('rgb(255, 255, 255)');
    await page.close();
  });
});
