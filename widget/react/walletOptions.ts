import type { Wallet } from '@wallet-standard/base';
import type { WalletOption } from '../core/wallet/walletSession';
import { PHANTOM, phantomOption } from './phantomOption';

/**
 * The picker's list: the wallets registered on the page ("detected"), the page's own extra wallets
 * (the demo's burner: "available", as its adapter was), then Phantom as "not installed" with its
 * website when it has not registered itself.
 */
export function walletOptions(registered: readonly Wallet[], extra: readonly Wallet[]): WalletOption[] {
  const extras = new Set(extra);
  const options = registered.map((wallet): WalletOption => ({
    name: wallet.name,
    icon: wallet.icon,
    url: '',
    readiness: extras.has(wallet) ? 'Loadable' : 'Installed',
  }));
  return options.some((option) => option.name === PHANTOM) ? options : [...options, phantomOption()];
}
