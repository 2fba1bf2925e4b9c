import type { EnglishKey } from './texts/english';
import type { Texts } from './texts/texts';
import type { WalletStatus } from './walletSession';

const LABELS: Record<Exclude<WalletStatus, 'connected'>, EnglishKey> = {
  loading: 'selectWallet',
  'no-wallet': 'selectWallet',
  'has-wallet': 'connect',
  connecting: 'connecting',
  disconnecting: 'disconnecting',
};

/** First 4 and last 4 characters, as the spec shows a connected address. */
export function shortAddress(address: string): string {
  return address.length <= 9 ? address : `${address.slice(0, 4)}..${address.slice(-4)}`;
}

export function walletButtonLabel(texts: Texts, status: WalletStatus, publicKey: string | null): string {
  if (status === 'connected') return publicKey ? shortAddress(publicKey) : texts.t('connected');
  return texts.t(LABELS[status]);
}
