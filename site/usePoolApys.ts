import { useEffect, useRef, useState } from 'react';
import type { LstEntry } from '../widget/core/lst/lst';
import type { PoolApy } from '../widget/core/stakePool/poolApy';
import { listedPool } from './logic/listedPool';
import { useSiteConfig } from './SiteConfigContext';

/**
 * An entry's APY as a card shows it: its pool's figure (or why none), `reading` while it is read,
 * `nothing` when the read failed or the account is not the entry's pool, `no-pool` for an entry
 * that names no SPL stake pool (known before any read).
 */
export type ApyReading = PoolApy | 'reading' | 'nothing' | 'no-pool';

/**
 * The APYs of the shown entries' pools, by mint. Asked in an effect, so after the cards are painted,
 * never before; only for entries not asked yet (showing more cards asks for the new ones, in one read
 * per 100). A failed read says nothing of its entries: the cards stay as they are.
 */
export function usePoolApys(entries: readonly LstEntry[]): ReadonlyMap<string, PoolApy | null> {
  const config = useSiteConfig();
  const [apys, setApys] = useState<ReadonlyMap<string, PoolApy | null>>(new Map());
  const asked = useRef(new Set<string>());
  useEffect(() => {
    const missing = entries.flatMap((entry) => {
      const pool = listedPool(entry);
      return pool && !asked.current.has(entry.mint) ? [pool] : [];
    });
    if (missing.length === 0) return;
    for (const pool of missing) asked.current.add(pool.mint);
    const controller = new AbortController();
    let settled = false;
    const settle = (read: Map<string, PoolApy | null>) => {
      if (controller.signal.aborted) return;
      settled = true;
      setApys((apys) => new Map([...apys, ...read]));
    };
    // The read and its decoding are a lazy chunk: the page's first load carries none of it.
    import('./loadPoolApys')
      .then(({ loadPoolApys }) => loadPoolApys(config, missing, controller.signal))
      .then(settle, () => settle(new Map(missing.map((pool) => [pool.mint, null]))));
    return () => {
      controller.abort();
      // Left before the answer: asked again with the next entries.
      if (!settled) for (const pool of missing) asked.current.delete(pool.mint);
    };
  }, [config, entries]);
  return apys;
}

/** What a card shows of an entry's APY, from the answers so far. */
export function apyReading(apys: ReadonlyMap<string, PoolApy | null>, entry: LstEntry): ApyReading {
  if (!listedPool(entry)) return 'no-pool';
  if (!apys.has(entry.mint)) return 'reading';
  return apys.get(entry.mint) ?? 'nothing';
}
