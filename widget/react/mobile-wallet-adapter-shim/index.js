/**
 * Installed in place of @solana-mobile/wallet-adapter-mobile (package.json "overrides").
 *
 * The real package, with the Solana Mobile protocol, @solana/kit and a QR-code stack, adds about 50 KB
 * gzipped to the embed and about 40 MB to node_modules. On a phone the spec's path is Phantom's adapter
 * opening Phantom's in-app browser, which does not need it. wallet-adapter-react builds this adapter
 * only on Android browsers; it reports itself Unsupported and the wallet session leaves it out.
 * React apps that use the library install wallet-adapter-react themselves and get the real package.
 */
import { BaseWalletAdapter, WalletNotReadyError, WalletReadyState } from '@solana/wallet-adapter-base';

export const SolanaMobileWalletAdapterWalletName = 'Mobile Wallet Adapter';
export const SolanaMobileWalletAdapterRemoteWalletName = 'Mobile Wallet Adapter (remote)';

export class SolanaMobileWalletAdapter extends BaseWalletAdapter {
  name = SolanaMobileWalletAdapterWalletName;
  url = 'https://solanamobile.com/wallets';
  icon = '';
  readyState = WalletReadyState.Unsupported;
  publicKey = null;
  connecting = false;
  supportedTransactionVersions = null;
  async connect() {
    throw new WalletNotReadyError();
  }
  async disconnect() {}
  async sendTransaction() {
    throw new WalletNotReadyError();
  }
}

export const createDefaultAddressSelector = () => ({ select: async (addresses) => addresses[0] });
export const createDefaultAuthorizationResultCache = () => ({ clear: async () => {}, get: async () => undefined, set: async () => {} });
export const createDefaultWalletNotFoundHandler = () => async () => {};
