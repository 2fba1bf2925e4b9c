import type { StakeWidgetConfig } from '../core/config/config';
import { isAddress } from '../core/encoding/isAddress';
import { findLst } from '../core/lst/lst';
import { followLoad } from '../core/page/followLoad';
import { loadApi } from './loadApi';
import type { LstLookup } from './lstLookup';

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
