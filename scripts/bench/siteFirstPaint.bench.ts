// The production site: JavaScript loaded before first paint on each route (gzip bytes), and whether
// the wallet / web3.js chunk is among it.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { demoProjects } from '../../demo/demoProjects';
import { benchEnvironment } from './benchEnvironment';
import { record } from './report';

const SITE = 'dist/site-bench';
/** The chunk holding web3.js: the one that defines VersionedTransaction's deserializer. */
const web3Chunk = readdirSync(join(SITE, 'assets')).find(
  (file) => file.endsWith('.js') && readFileSync(join(SITE, 'assets', file), 'utf8').includes('Sysvar1nstructions'),
);

const bench = benchEnvironment('dist/site-bench');

it('site: JS loaded before first paint, per route', async () => {
  expect(web3Chunk).toBeDefined();
  for (const route of ['/', '/explore', `/detail/${demoProjects[0]!.mint}`, '/launch']) {
    const page = await bench.browser.newPage();
    await page.goto(`${bench.server.origin}${route}`, { waitUntil: 'load' });
    await page.waitForTimeout(500);
    const scripts = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && (entry as PerformanceResourceTiming).responseEnd <= paint)
        .map((entry) => new URL(entry.name).pathname);
    });
    await page.close();
    const bytes = scripts.reduce((total, path) => total + gzipSync(readFileSync(join(SITE, path)), { level: 9 }).length, 0);
    const walletBeforePaint = scripts.some((path) => path.endsWith(web3Chunk!));
    console.log(
      `${route}: ${(bytes / 1024).toFixed(1)} KB gzip in ${scripts.length} scripts before first paint; web3 chunk among them: ${walletBeforePaint}`,
    );
    record(
      `site ${route.startsWith('/detail') ? '/detail/{mint}' : route}: JS before first paint`,
      { median: bytes / 1024 },
      'KB gzip',
      walletBeforePaint ? 'web3 chunk INCLUDED (goal: not)' : 'web3 chunk not among it',
    );
  }
}, 120_000);
