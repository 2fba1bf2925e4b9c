import type { EnglishKey } from '../texts/english';
import type { Texts } from '../texts/texts';
import type { WalletStatus } from './walletSession';
import { shortAddress } from '../encoding/shortAddress';

const LABELS: Record<Exclude<WalletStatus, 'connected'>, EnglishKey> = {
  loading: 'selectWallet',
  'no-wallet': 'selectWallet',
  'has-wallet': 'connect',
  connecting: 'connecting',
  disconnecting: 'disconnecting',
};

export function walletButtonLabel(texts: Texts, status: WalletStatus, publicKey: string | null): string {
  if (status === 'connected') return publicKey ? shortAddress(publicKey) : texts.t('connected');
  return texts.t(LABELS[status]);
}
