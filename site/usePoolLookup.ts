import { useEffect, useState } from 'react';
import { followLst } from '../widget/stake/followLst';
import type { LstLookup } from '../widget/stake/lstLookup';
import { useSiteConfig } from './SiteConfigContext';

/**
 * A project's entry from the stake pool its page's `?pool=` names: read from the chain with the card's
 * own checks (`followLst` with a pool), so the page and its card agree on what the pool is.
 */
export function usePoolLookup(mint: string, pool: string): LstLookup & { retry: () => void } {
  const config = useSiteConfig();
  const [lookup, setLookup] = useState<LstLookup>({ status: 'loading' });
  // A failed read (the RPC did not answer) is asked again on the page's "Try again".
  const [attempt, setAttempt] = useState(0);
  useEffect(() => followLst(config, mint, setLookup, pool), [config, mint, pool, attempt]);
  return { ...lookup, retry: () => setAttempt((count) => count + 1) };
}
