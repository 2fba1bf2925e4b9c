import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startE2eServer, type E2eServer } from '../e2e/e2eServer';
import { launchChromium } from './browser.mjs';

/** `npm start`'s site, built with its demo (`npm run build:site-demo`). */
const SITE = resolve('dist/site-demo');

/**
 * The demo site's build served on loopback, and Chromium, for one test file's journeys: started before
 * its tests, closed after them. A missing build (or browser) fails loudly, never skips.
 */
export function demoSiteInChromium() {
  const held: { server?: E2eServer; browser?: Browser } = {};
  beforeAll(async () => {
    if (!existsSync(`${SITE}/index.html`)) {
      throw new Error('dist/site-demo is missing: run `npm run build:site-demo` before the browser tests.');
    }
    held.server = await startE2eServer({}, {}, SITE);
    held.browser = await launchChromium();
    mkdirSync('test-results', { recursive: true });
  });
  afterAll(async () => {
    await held.browser?.close();
    await held.server?.close();
  });
  return {
    get origin(): string {
      return held.server!.origin;
    },
    get browser(): Browser {
      return held.browser!;
    },
  };
}

/** The page's stake card. */
export const cardOf = (page: Page) => page.locator('lst-stake');
