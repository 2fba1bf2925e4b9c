import type { Adapter } from '@solana/wallet-adapter-base';
import type { StakeWidgetConfig } from '../widget/core/config';
import { sha256 } from '@noble/hashes/sha256';
import { encodeBase58 } from '../widget/core/base58';
import type { LstEntry } from '../widget/core/lst';
import { demoProjects } from './demoProjects';
import { hostileProjects } from './hostileProjects';
import { faultsFromQuery } from './demoFaults';
import { createDemoServices, DEMO_URLS, type DemoServices } from './demoServices';
import { createMockFetch } from './mockFetch';

export interface Demo {
  config: Partial<StakeWidgetConfig>;
  extraAdapters: Adapter[];
  services: DemoServices;
}

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
 * The embedded demo: every service answered in the page by the same services the tests use,
 * and a burner wallet. Product code reaches it only through `loadDemo()`, so it is a chunk of its own.
 */
export async function startDemo(search: string): Promise<Demo> {
  const load = listFor(search);
  let list: Promise<LstEntry[]> | null = null;
  const services = createDemoServices({ lsts: () => (list ??= load()), latencyMs: 350, faults: faultsFromQuery(search) });
  // For a person (or a browser test) looking at what the demo services received.
  Object.assign(globalThis, { lstDemo: services });
  const { UnsafeBurnerWalletAdapter } = await import('@solana/wallet-adapter-unsafe-burner');
  return {
    config: { ...DEMO_URLS, fetch: createMockFetch(services.answer), demo: true },
    extraAdapters: [new UnsafeBurnerWalletAdapter()],
    services,
  };
}
