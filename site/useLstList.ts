import { useCallback, useEffect, useState } from 'react';
import { followLoad } from '../widget/core/page/followLoad';
import type { LstEntry } from '../widget/core/lst/lst';
import { getLsts } from '../widget/api/lstList';
import { useSiteConfig } from './SiteConfigContext';

export type LstListState = { status: 'loading' } | { status: 'ready'; list: LstEntry[] } | { status: 'failed' };

/**
 * The LST list, shared with the widgets on the page: one request per visit, however many pages and
 * cards ask. A failure is forgotten, so `retry` asks again.
 */
export function useLstList(): LstListState & { retry: () => void } {
  const config = useSiteConfig();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LstListState>({ status: 'loading' });
  useEffect(() => {
    return followLoad(
      () => getLsts(config),
      (state) => setState(state.status === 'ready' ? { status: 'ready', list: state.value } : state),
    );
  }, [config, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
