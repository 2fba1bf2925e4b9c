import { sha256 } from '@noble/hashes/sha256';
import { encodeBase58 } from '../widget/core/encoding/base58';
import type { LstEntry } from '../widget/core/lst/lst';
import { demoProjects } from './demoProjects';
import { hostileProjects } from './hostileProjects';
import { faultsFromQuery } from './demoFaults';
import { createDemo, type Demo } from './createDemo';
import { demoLaunch } from './demoLaunch';

/** The public list (1,418 real entries) after the demo projects: the explore page at real scale. */
async function demoAndRealList(): Promise<LstEntry[]> {
  const { default: fixture } = await import('./data/sanctum-lst-list-2025-09-04.json');
  return [...demoProjects, ...(fixture.lsts as LstEntry[])];
}

/** The list `times` over, each copy with its own (valid, derived) mint addresses: scale for benchmarks. */
async function repeatedList(times: number): Promise<LstEntry[]> {
  const list = await demoAndRealList();
  const copies: LstEntry[] = [];
  for (let copy = 0; copy < times; copy++) {
    for (const entry of list) {
      const mint = copy === 0 ? entry.mint : encodeBase58(sha256(`${entry.mint}:${copy}`));
      copies.push({ ...entry, mint, meta: entry.meta && { ...entry.meta, 'Mint address': mint } });
    }
  }
  return copies;
}

/** `?list=` picks what the demo's LST service serves: the full list by default. */
function listFor(search: string): () => Promise<LstEntry[]> {
  switch (new URLSearchParams(search).get('list')) {
    case 'hostile':
      return async () => [...hostileProjects, ...demoProjects];
    case 'one':
      return async () => demoProjects.slice(0, 1);
    case 'empty':
      return async () => [];
    case 'real-x10':
      return () => repeatedList(10);
    default:
      return demoAndRealList;
  }
}

/**
 * The launchpad's demo: the real list at full scale after the demo projects (or `?list=`), the
 * faults `?fault=` names, and launches (the launch page creates pools on the demo chain). Product code reaches it only through `loadDemo()`, so it is a chunk of its own.
 */
export async function startDemo(search: string): Promise<Demo> {
  const load = listFor(search);
  let list: Promise<LstEntry[]> | null = null;
  const demo = createDemo({ lsts: () => (list ??= load()), faults: faultsFromQuery(search), launch: demoLaunch });
  // For a person (or a browser test) looking at what the demo services received.
  Object.assign(globalThis, { lstDemo: demo.services });
  return demo;
}
