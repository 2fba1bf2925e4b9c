/**
 * What the embed and the site build in place of @solana-mobile/wallet-adapter-mobile (a Vite alias in
 * vite.config.ts: a build concern, nothing is replaced at install time).
 *
 * wallet-adapter-react imports that package statically and builds its adapter only on phones; the real
 * one, with its protocol and QR-code stack, would be in every desktop page's wallet chunk (about 50 KB
 * gzipped). Android browsers instead load the real Mobile Wallet Adapter as a Wallet Standard wallet from
 * a chunk of their own (mobileWallet.ts); wallet-adapter-react then uses that one, found by this name,
 * and never this stand-in, which reports itself Unsupported and is left out of the picker.
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
  async connect() {
    throw new WalletNotReadyError();
  }
  async disconnect() {}
  async sendTransaction(): Promise<never> {
    throw new WalletNotReadyError();
  }
}

export const createDefaultAddressSelector = () => ({ select: async (addresses: string[]) => addresses[0] });
export const createDefaultAuthorizationResultCache = () => ({ clear: async () => {}, get: async () => undefined, set: async () => {} });
export const createDefaultWalletNotFoundHandler = () => async () => {};
