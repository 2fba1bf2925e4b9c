import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.mjs';
import { startE2eServer, type E2eServer } from './e2eServer';

const STATIC = resolve('dist/storybook');
if (!existsSync(`${STATIC}/index.json`)) throw new Error('dist/storybook is missing: run `npm run build` (build-storybook) first.');
const index = JSON.parse(readFileSync(`${STATIC}/index.json`, 'utf8')) as {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const axeSource = readFileSync(resolve('node_modules/axe-core/axe.min.js'), 'utf8');

/** Storybook's own record of a story's render, once it is over: the play function has run, or failed. */
function renderPhase() {
  const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders?: { phase?: string }[] } }).__STORYBOOK_PREVIEW__;
  const current = preview?.storyRenders?.at(-1)?.phase;
  return current && ['completed', 'finished', 'errored', 'aborted'].includes(current) ? current : false;
}

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  server = await startE2eServer({}, { '/': STATIC });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the static Storybook in Chromium', () => {
  it('lists every component and page', () => {
    const titles = new Set(stories.map((story) => story.title));
    expect([...titles].sort()).toEqual([
      'Embed/Elements on a host page',
      'Site/Launch on Solana',
      'Site/Pages',
      'Site/ProjectCard APY',
      'Site/Your pool',
      'Site/Your stakes',
      'Widget/BringStake',
      'Widget/Card journey',
      'Widget/StakeCard',
      'Widget/StakePreview',
      'Widget/UnstakeTab',
      'Widget/WalletButton',
      'Widget/WalletPicker',
    ]);
    expect(stories.length).toBeGreaterThanOrEqual(38);
  });

  it('opens with no request leaving this machine (no web fonts, no remote assets)', async () => {
    const page = await browser.newPage();
    const remote: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http')) remote.push(request.url());
    });
    await page.goto(`${server.origin}/index.html`);
    // Opened means: the manager listed the stories, the preview rendered the first one (Storybook's
    // own record says so), and both documents' fonts have settled (a web font is fetched at layout).
    await page.getByRole('link', { name: stories[0]!.name }).first().waitFor();
    await page.locator('#storybook-preview-iframe').waitFor();
    const frame = page.frame({ url: /iframe\.html/ })!;
    const phase = await frame.waitForFunction(renderPhase, undefined, { timeout: 30_000 });
    expect(await phase.jsonValue()).toMatch(/^(completed|finished)$/);
    for (const target of [page, frame]) {
      expect(await target.evaluate(async () => (await document.fonts.ready).status)).toBe('loaded');
    }
    expect(remote).toEqual([]);
    await page.close();
  });

  // Each story on a page of its own (its own browser context), several at once: a story mostly waits
  // (its page loading, its play function's demo services), and 187 one after another took six minutes.
  // How many at once is the e2e project's `maxConcurrency`. Concurrent tests take `expect` from their own
  // context, so a failure is reported against its story.
  it.concurrent.for(stories.map((story) => [story.id, story] as const))(
    '%s plays in Chromium with no serious accessibility problem',
    async ([, story], { expect }) => {
      // Reduced motion: axe reads colours after the picker's fade-in, not halfway through it.
      const page = await browser.newPage({ viewport: { width: 1024, height: 800 }, reducedMotion: 'reduce' });
      // Closed however it ends: a failing story never leaves its page open to slow the ones beside it.
      try {
        const remote: string[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http')) remote.push(request.url());
        });
        await page.goto(`${server.origin}/iframe.html?id=${story.id}&viewMode=story`);
        const phase = await page.waitForFunction(renderPhase, undefined, { timeout: 45_000 });
        expect(await phase.jsonValue()).toMatch(/^(completed|finished)$/);
        // A play function that threw ends "finished" too, with Storybook's error display up (.storybook/preview.tsx
        // has plays throw): its message is the failure.
        const failed = await page.evaluate(() =>
          document.body.classList.contains('sb-show-errordisplay')
            ? (document.getElementById('error-message')?.textContent ?? 'failed')
            : null,
        );
        expect(failed).toBeNull();
        await page.addScriptTag({ content: axeSource });
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as {
              axe: { run(context: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }> };
            }
          ).axe;
          const result = await axe.run(document.getElementById('storybook-root') ?? document);
          return result.violations
            .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
            .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
        });
        expect(violations).toEqual([]);
        expect(remote).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});
