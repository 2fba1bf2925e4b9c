import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startE2eServer } from '../../tests/e2e/e2eServer';
import { demoProjects } from '../../demo/demoProjects';
import type { EmbedBuild } from './embedBuilds';

const page = (name: string) => readFileSync(resolve('scripts/bench/pages', name), 'utf8').replace('__MINT__', demoProjects[0]!.mint);

/** The plain embed page of one build: `/bench/embed` for dist/embed, `/bench/embed-0` … for builds compared. */
export const embedPagePath = (build?: EmbedBuild) =>
  build && build.path !== '/embed/' ? `/bench${build.path.replace(/\/$/, '')}` : '/bench/embed';

/** A production build on loopback, with the demo services at /api and /rpc; `builds`, other embeds beside dist/embed. */
export const startBenchServer = (site: 'dist/site-demo' | 'dist/site-bench' = 'dist/site-demo', builds: EmbedBuild[] = []) => {
  const others = builds.filter((build) => build.path !== '/embed/');
  return startE2eServer(
    {
      '/bench/embed': page('embed.html'),
      '/bench/trivial': page('trivial.html'),
      '/bench/stake': page('stake.html'),
      ...Object.fromEntries(others.map((build) => [embedPagePath(build), page('embed.html').replace('/embed/', build.path)])),
    },
    {
      '/embed/': resolve(builds.find((build) => build.path === '/embed/')?.dir ?? 'dist/embed'),
      '/pages/': resolve('scripts/bench/pages'),
      ...Object.fromEntries(others.map((build) => [build.path, build.dir])),
    },
    resolve(site),
  );
};
