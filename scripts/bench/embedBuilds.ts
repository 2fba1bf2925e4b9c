import { resolve } from 'node:path';

/** One build of dist/embed, served at `path` on the bench server. */
export interface EmbedBuild {
  /** Empty for the one build of an ordinary run. */
  label: string;
  dir: string;
  /** Where the bench server serves it, e.g. `/embed/`. */
  path: string;
}

/**
 * The builds a bench measures. Normally the one in dist/embed (or BENCH_EMBED_DIR). With
 * BENCH_EMBED_DIRS="before=/tmp/embed-before,after=dist/embed" it measures each of them, interleaved
 * run by run, so a before/after compares figures taken on the same machine load (ratios of one sitting,
 * never absolute times across days). Such a run prints its figures and records none.
 */
export function embedBuilds(): EmbedBuild[] {
  const list = process.env.BENCH_EMBED_DIRS?.trim();
  if (!list) return [{ label: '', dir: resolve(process.env.BENCH_EMBED_DIR ?? 'dist/embed'), path: '/embed/' }];
  return list.split(',').map((item, index) => {
    const [label, dir] = item.includes('=') ? (item.split('=', 2) as [string, string]) : [`build ${index + 1}`, item];
    return { label: label.trim(), dir: resolve(dir.trim()), path: `/embed-${index}/` };
  });
}

/** Whether this run compares builds (figures printed, not recorded). */
export const comparing = (builds: EmbedBuild[]) => builds.length > 1 || builds[0]!.label !== '';

/** The static roots for the bench server: each build at its path. */
export const embedRoots = (builds: EmbedBuild[]) => Object.fromEntries(builds.map((build) => [build.path, build.dir]));
