// Lighthouse (mobile preset) on the production site's four routes, against Debian's chromium.
// Lighthouse (12.x: 13 needs Node 22) lives in scripts/bench/tools with its own lock file, installed by
// `npm run bench` on first use, so the project's own install stays lean.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, it } from 'vitest';
import { CHROMIUM_PATH } from '../../tests/support/browser.mjs';
import { demoProjects } from '../../demo/demoProjects';
import { startBenchServer } from './benchServer';
import { LIGHTHOUSE_CLI } from './installTools.mjs';
import { record } from './report';
import { summary } from './stats';

const CLI = LIGHTHOUSE_CLI;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
let server: Awaited<ReturnType<typeof startBenchServer>>;

beforeAll(async () => {
  if (!existsSync(CLI)) throw new Error(`Lighthouse is missing at ${CLI}: run \`npm run bench\`, which installs it.`);
  server = await startBenchServer('dist/site-bench');
}, 60_000);
afterAll(async () => server?.close());

const run = promisify(execFile);

/** Asynchronous on purpose: the pages are served by this very process. */
async function lighthouse(url: string): Promise<Record<(typeof CATEGORIES)[number], number>> {
  const out = resolve('dist/bench/lighthouse.json');
  await run(
    process.execPath,
    [
      CLI,
      url,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, timeout: 180_000 },
  );
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { displayValue?: string }>;
  };
  if (process.env.LIGHTHOUSE_DETAILS) {
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
    console.log(url, metrics.map((metric) => `${metric} ${report.audits[metric]?.displayValue}`).join(', '));
  }
  return Object.fromEntries(CATEGORIES.map((category) => [category, Math.round(report.categories[category]!.score * 100)])) as Record<
    (typeof CATEGORIES)[number],
    number
  >;
}

it('lighthouse, mobile preset, per route', async () => {
  mkdirSync('dist/bench', { recursive: true });
  const routes = ['/', '/explore', `/detail/${demoProjects[0]!.mint}`, '/launch'];
  for (const route of routes.filter((path) => path.includes(process.env.LIGHTHOUSE_ROUTE ?? ''))) {
    const runs: Record<(typeof CATEGORIES)[number], number>[] = [];
    for (let index = 0; index < RUNS; index++) runs.push(await lighthouse(`${server.origin}${route}`));
    const name = route.startsWith('/detail') ? '/detail/{mint}' : route;
    const medians = CATEGORIES.map((category) => summary(runs.map((run) => run[category])));
    console.log(
      `${name}: performance ${medians[0]!.median}, accessibility ${medians[1]!.median}, best practices ${medians[2]!.median} (medians of ${RUNS})`,
    );
    CATEGORIES.forEach((category, index) =>
      record(`lighthouse ${name}: ${category}`, medians[index]!, 'points', category === 'performance' ? 'goal >= 95' : 'goal 100'),
    );
  }
}, 1_800_000);
