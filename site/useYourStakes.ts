import { useCallback, useEffect, useState } from 'react';
import { followLoad } from '../widget/core/page/followLoad';
import { loadYourStakes, type YourHoldings, type YourStake } from './loadYourStakes';
import { useLstList } from './useLstList';
import { useSiteConfig } from './SiteConfigContext';
import { useConnectedWallet } from './useConnectedWallet';

/**
 * What "Your stakes" shows: no wallet connected, the list or the wallet's holdings being read, a read
 * that failed (the list's or the RPC's: both can be asked again), or what the wallet holds.
 */
export type YourStakesState =
  | { status: 'disconnected' }
  | { status: 'loading' }
  | { status: 'failed'; what: 'list' | 'holdings'; retry: () => void }
  | { status: 'ready'; stakes: readonly YourStake[]; stakeAccountsListed: boolean };

type HoldingsState = { status: 'loading' } | { status: 'ready'; value: YourHoldings } | { status: 'failed' };

/** The connected wallet's holdings across every listed project, read again when the wallet changes or on retry. */
export function useYourStakes(): YourStakesState {
  const config = useSiteConfig();
  const wallet = useConnectedWallet();
  const lsts = useLstList();
  const list = lsts.status === 'ready' ? lsts.list : null;
  const owner = wallet === 'waiting' ? null : wallet;
  const [attempt, setAttempt] = useState(0);
  const [holdings, setHoldings] = useState<HoldingsState>({ status: 'loading' });
  useEffect(() => {
    if (!owner || !list) return;
    const controller = new AbortController();
    const stop = followLoad(() => loadYourStakes(config, owner, list, controller.signal), setHoldings);
    return () => {
      stop();
      controller.abort();
    };
  }, [config, owner, list, attempt]);
  const retryHoldings = useCallback(() => setAttempt((count) => count + 1), []);

  if (wallet === null) return { status: 'disconnected' };
  if (lsts.status === 'failed') return { status: 'failed', what: 'list', retry: lsts.retry };
  if (wallet === 'waiting' || holdings.status === 'loading') return { status: 'loading' };
  if (holdings.status === 'failed') return { status: 'failed', what: 'holdings', retry: retryHoldings };
  return { status: 'ready', ...holdings.value };
}
