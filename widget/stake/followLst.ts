import type { StakeWidgetConfig } from '../core/config/config';
import { isAddress } from '../core/encoding/isAddress';
import { findLst, type LstEntry } from '../core/lst/lst';
import { followLoad } from '../core/page/followLoad';
import type { Said } from '../core/texts/said';
import { loadApi } from './loadApi';

export type LstLookup =
  | { status: 'invalid-mint' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'unknown' }
  | { status: 'ready'; entry: LstEntry }
  /** The embedder's `pool` is not a stake pool of the card's token on chain: nothing is deposited into it. */
  | { status: 'pool-refused'; reason: Said };

/**
 * Reports the LST list entry for `mint` (the list is fetched once per page) until the returned `stop`
 * is called. An invalid mint makes no call. With a `pool` (the embedder's choice), the entry is read
 * from the chain instead (`lookUpPool`, in a lazy chunk loaded only then), so a token no list names yet
 * stakes at once.
 */
export function followLst(config: StakeWidgetConfig, mint: string, report: (lookup: LstLookup) => void, pool?: string): () => void {
  if (!isAddress(mint)) {
    report({ status: 'invalid-mint' });
    return () => undefined;
  }
  const look: () => Promise<LstLookup> =
    pool === undefined
      ? async () => {
          const entry = findLst(await (await loadApi()).getLsts(config), mint);
          return entry ? { status: 'ready', entry } : { status: 'unknown' };
        }
      : // Loaded with the offer desk's chunk, which a stake needs next anyway.
        async () => (await import('./routes/routeCode')).lookUpPool(config, mint, pool);
  return followLoad(look, (state) => report(state.status === 'ready' ? state.value : state));
}
