/**
 * Stands in for @solana-mobile/wallet-adapter-mobile in the embed and site builds (see vite.config.ts).
 * The real package and its QR-code and protocol stack add about 50 KB gzipped, and on a phone the
 * spec's path is Phantom's adapter opening Phantom's in-app browser. wallet-adapter-react builds this
 * adapter only on Android browsers; it reports itself Unsupported and the session leaves it out.
 */
import { BaseWalletAdapter, WalletNotReadyError, WalletReadyState, type WalletName } from '@solana/wallet-adapter-base';

export const SolanaMobileWalletAdapterWalletName = 'Mobile Wallet Adapter' as WalletName<'Mobile Wallet Adapter'>;

export class SolanaMobileWalletAdapter extends BaseWalletAdapter {
  name = SolanaMobileWalletAdapterWalletName;
  url = 'https://solanamobile.com/wallets';
  icon = '';
  readyState = WalletReadyState.Unsupported;
  publicKey = null;
  connecting = false;
  supportedTransactionVersions = null;
  async connect(): Promise<void> {
    throw new WalletNotReadyError();
  }
  async disconnect(): Promise<void> {}
  async sendTransaction(): Promise<never> {
    throw new WalletNotReadyError();
  }
}

export const createDefaultAddressSelector = () => ({ select: async (addresses: string[]) => addresses[0] });
export const createDefaultAuthorizationResultCache = () => ({ clear: async () => {}, get: async () => undefined, set: async () => {} });
export const createDefaultWalletNotFoundHandler = () => async () => {};
