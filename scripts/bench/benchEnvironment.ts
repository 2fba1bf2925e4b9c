import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../../tests/support/browser.mjs';
import { startBenchServer } from './benchServer';
import type { EmbedBuild } from './embedBuilds';

export interface BenchEnvironment {
  browser: Browser;
  server: Awaited<ReturnType<typeof startBenchServer>>;
}

/** Chromium and a bench server for one bench file, started before its runs and closed after. */
export function benchEnvironment(site?: Parameters<typeof startBenchServer>[0], builds?: EmbedBuild[]): BenchEnvironment {
  const environment = {} as BenchEnvironment;
  beforeAll(async () => {
    environment.server = await startBenchServer(site, builds);
    environment.browser = await launchChromium();
  });
  afterAll(async () => {
    await environment.browser?.close();
    await environment.server?.close();
  });
  return environment;
}
