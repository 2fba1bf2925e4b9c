import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startE2eServer } from '../../tests/e2e/e2eServer';
import { demoProjects } from '../../demo/demoProjects';

const page = (name: string) => readFileSync(resolve('scripts/bench/pages', name), 'utf8').replace('__MINT__', demoProjects[0]!.mint);

/** A production build on loopback, with the demo services at /api and /rpc. */
export const startBenchServer = (site: 'dist/site-demo' | 'dist/site-bench' = 'dist/site-demo') =>
  startE2eServer(
    { '/bench/embed': page('embed.html'), '/bench/trivial': page('trivial.html'), '/bench/stake': page('stake.html') },
    { '/embed/': resolve('dist/embed'), '/pages/': resolve('scripts/bench/pages') },
    resolve(site),
  );
