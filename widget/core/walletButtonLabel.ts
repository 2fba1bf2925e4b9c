import type { WalletStatus } from './walletSession';

const LABELS: Record<Exclude<WalletStatus, 'connected'>, string> = {
  loading: 'Select Wallet',
  'no-wallet': 'Select Wallet',
  'has-wallet': 'Connect',
  connecting: 'Connecting ...',
  disconnecting: 'Disconnecting ...',
};

/** First 4 and last 4 characters, as the spec shows a connected address. */
export function shortAddress(address: string): string {
  return address.length <= 9 ? address : `${address.slice(0, 4)}..${address.slice(-4)}`;
}

export function walletButtonLabel(status: WalletStatus, publicKey: string | null): string {
  if (status === 'connected') return publicKey ? shortAddress(publicKey) : 'Connected';
  return LABELS[status];
}
