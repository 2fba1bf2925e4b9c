import { useEffect, useMemo, useSyncExternalStore, type RefObject } from 'react';
import { pageBalanceBoard } from '../core/page/page';
import { createStakeSession, MAX_AGE_MS, type StakeSession, type StakeSessionState } from '../stake/stakeSession';
import { lazyOnce } from './lazyOnce';
import { loadApi } from './loadApi';
import { loadSolana } from './loadSolana';
import { useWalletSession } from './WalletSessionContext';
import { useWidgetConfig } from './WidgetConfigContext';

/**
 * The card's stake session, wired to the widget's services and the page's wallet. A new mint or
 * configuration is a new session. When the card goes, the session stops what is not signed yet; a
 * signed stake runs to its end.
 */
export function useStakeSession(mint: string, cardRef: RefObject<HTMLElement | null>): StakeSession {
  const config = useWidgetConfig();
  const wallet = useWalletSession();
  const session = useMemo(
    () =>
      createStakeSession(mint, {
        fetchQuotes: (request, signal) => loadApi().then(({ fetchQuotes }) => fetchQuotes(config, request, signal)),
        // A plain HTTP call: the transaction code (web3.js) is not needed for it.
        fetchBalance: (owner) => loadApi().then(({ createRpcClient }) => createRpcClient(config).getBalance(owner)),
        // One balance request for the page's cards, and a stake in one refreshes them all.
        balances: pageBalanceBoard(config.rpcUrl, MAX_AGE_MS),
        checkNetwork: () => loadApi().then(({ checkNetwork }) => checkNetwork(config)),
        cluster: config.cluster,
        // Asked at every typing pause (to warm the chunk) and at each stake: built once per session.
        loadDeps: lazyOnce(() =>
          loadSolana().then(({ createStakeDeps, runStake }) => ({
            runStake,
            deps: createStakeDeps(config, (bytes) => wallet.signTransaction(bytes)),
          })),
        ),
        currentWallet() {
          // A card taken off the page counts as a wallet gone: nothing more is sent for it.
          const card = cardRef.current;
          const { status, publicKey } = wallet.getState();
          return card?.isConnected && status === 'connected' ? publicKey : null;
        },
      }),
    [mint, config, wallet, cardRef],
  );
  useEffect(() => {
    // Retained on every mount: StrictMode (in development) unmounts and mounts each card once more.
    session.retain();
    return () => session.release();
  }, [session]);
  return session;
}

/** One slice of the session's state; the component renders again only when that slice changes. */
export function useStakeSessionState<T>(session: StakeSession, select: (state: StakeSessionState) => T): T {
  return useSyncExternalStore(
    session.subscribe,
    () => select(session.getState()),
    () => select(session.getState()),
  );
}
