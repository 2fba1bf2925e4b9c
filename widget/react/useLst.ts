import { useCallback, useEffect, useState } from 'react';
import { isAddress } from '../core/encoding/base58';
import { followLoad } from '../core/page/followLoad';
import { findLst, type LstEntry } from '../core/lst/lst';
import { loadApi } from './loadApi';
import { useWidgetConfig } from './WidgetConfigContext';

export type LstLookup =
  { status: 'invalid-mint' } | { status: 'loading' } | { status: 'failed' } | { status: 'unknown' } | { status: 'ready'; entry: LstEntry };

/** The LST list entry for `mint`, from the list fetched once per page. An invalid mint makes no call. */
export function useLst(mint: string): { lookup: LstLookup; retry: () => void } {
  const config = useWidgetConfig();
  const valid = isAddress(mint);
  const [attempt, setAttempt] = useState(0);
  const [lookup, setLookup] = useState<LstLookup>(valid ? { status: 'loading' } : { status: 'invalid-mint' });
  useEffect(() => {
    if (!valid) {
      setLookup({ status: 'invalid-mint' });
      return;
    }
    const findEntry = async () => findLst(await (await loadApi()).getLsts(config), mint);
    return followLoad(findEntry, (state) => {
      if (state.status !== 'ready') setLookup(state);
      else setLookup(state.value ? { status: 'ready', entry: state.value } : { status: 'unknown' });
    });
  }, [config, mint, valid, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { lookup, retry };
}
