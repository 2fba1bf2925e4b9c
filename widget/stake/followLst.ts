import type { StakeWidgetConfig } from '../core/config/config';
import { isAddress } from '../core/encoding/base58';
import { findLst, type LstEntry } from '../core/lst/lst';
import { followLoad } from '../core/page/followLoad';
import { loadApi } from './loadApi';

export type LstLookup =
  { status: 'invalid-mint' } | { status: 'loading' } | { status: 'failed' } | { status: 'unknown' } | { status: 'ready'; entry: LstEntry };

/**
 * Reports the LST list entry for `mint` (the list is fetched once per page) until the returned `stop`
 * is called. An invalid mint makes no call.
 */
export function followLst(config: StakeWidgetConfig, mint: string, report: (lookup: LstLookup) => void): () => void {
  if (!isAddress(mint)) {
    report({ status: 'invalid-mint' });
    return () => undefined;
  }
  const findEntry = async () => findLst(await (await loadApi()).getLsts(config), mint);
  return followLoad(findEntry, (state) => {
    if (state.status !== 'ready') report(state);
    else report(state.value ? { status: 'ready', entry: state.value } : { status: 'unknown' });
  });
}
