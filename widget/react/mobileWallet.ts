import {
  createDefaultAuthorizationCache,
  createDefaultChainSelector,
  createDefaultWalletNotFoundHandler,
  registerMwa,
} from '@solana-mobile/wallet-standard-mobile';
import type { Cluster } from '../core/config/cluster';
import { WALLET_CHAINS } from '../core/wallet/walletChain';

/**
 * Registers the Solana Mobile Wallet Adapter as a Wallet Standard wallet, so the picker offers it and
 * it opens the phone's wallet app. A lazy chunk that only Android browsers fetch (see startWalletDriver).
 * The embed and the React library load the same built file, with everything it imports built into it
 * (`sharedMobileWallet` in vite.config.ts): the package ships the adapter once.
 */
export function registerMobileWallet(cluster: Cluster): void {
  registerMwa({
    appIdentity: { name: document.title || location.host, uri: location.origin },
    authorizationCache: createDefaultAuthorizationCache(),
    chains: [WALLET_CHAINS[cluster]],
    chainSelector: createDefaultChainSelector(),
    onWalletNotFound: createDefaultWalletNotFoundHandler(),
  });
}
