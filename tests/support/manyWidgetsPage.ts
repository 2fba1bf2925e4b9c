import type { LstEntry } from '../../widget/core/lst/lst';
import { demoProjects } from '../../demo/demoProjects';
import fixture from '../../demo/data/sanctum-lst-list-2025-09-04.json';

const SERVICES = 'lst-api-url="/api/lst" quote-api-url="/api/quote" aggregator-api-url="/api/aggregator" rpc-url="/rpc"';

/** The demo projects, then the real public list: many distinct mints for many widgets on one page. */
export const manyLsts = (): LstEntry[] => [...demoProjects, ...(fixture.lsts as LstEntry[])];

/** How widget `index` shows itself: mostly cards, every seventh a button, one floating launcher. */
export const displayOf = (index: number): 'card' | 'button' | 'floating' =>
  index === 1 ? 'floating' : index % 7 === 3 ? 'button' : 'card';

/**
 * A host page with `count` `<lst-stake>` elements, each for a different mint, in mixed display modes,
 * all on the loopback demo services, loading the built embed from `embedPath` (/embed/ by default).
 */
export function manyWidgetsPage(count: number, embedPath = '/embed/'): string {
  const mints = manyLsts()
    .slice(0, count)
    .map((entry) => entry.mint);
  if (mints.length < count) throw new Error(`only ${mints.length} mints for ${count} widgets`);
  const widgets = mints.map((mint, index) => `<lst-stake mint="${mint}" display="${displayOf(index)}" ${SERVICES}></lst-stake>`);
  return [
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Many widgets</title>',
    '<style>body { display: flex; flex-wrap: wrap; gap: 12px; margin: 12px; } lst-stake { width: 320px; }</style></head><body>',
    ...widgets,
    '<script type="module" src="/test-wallet.js"></script>',
    `<script type="module" src="${embedPath}lst-stake.js"></script>`,
    '</body></html>',
  ].join('\n');
}
