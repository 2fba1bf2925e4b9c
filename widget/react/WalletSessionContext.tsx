import { createContext, useContext, useSyncExternalStore } from 'react';
import type { WalletSession, WalletSessionState } from '../core/wallet/walletSession';

export const WalletSessionContext = createContext<WalletSession | null>(null);

export function useWalletSession(): WalletSession {
  const session = useContext(WalletSessionContext);
  if (!session) throw new Error('useWalletSession must be used inside <StakeWidgetProvider>');
  return session;
}

/** The page's wallet state; re-renders when it changes. */
export function useWalletState(): WalletSessionState {
  const session = useWalletSession();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
