import { useSyncExternalStore } from 'react';
import { page } from '../widget/core/page/page';

/** The page's wallet, as the elements share it: its address once connected; 'waiting' while it is being found or connects. */
export function useConnectedWallet(): string | null | 'waiting' {
  const wallet = page().wallet;
  return useSyncExternalStore(wallet.subscribe, () => {
    const { status, publicKey } = wallet.getState();
    if (status === 'connected' && publicKey) return publicKey;
    return status === 'loading' || status === 'connecting' ? 'waiting' : null;
  });
}
