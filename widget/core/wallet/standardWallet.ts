import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { SaidError } from '../texts/said';
import { sayRun } from '../texts/runEnglish';
import type { SolanaChain } from './walletChain';

// The few Wallet Standard features the widget uses, typed here: their packages would be dependencies
// for four signatures.
export interface StandardConnectFeature {
  'standard:connect': { connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }> };
}
export interface StandardDisconnectFeature {
  'standard:disconnect': { disconnect(): Promise<void> };
}
export interface StandardEventsFeature {
  'standard:events': {
    on(
      event: 'change',
      listener: (properties: { accounts?: readonly WalletAccount[]; chains?: unknown; features?: unknown }) => void,
    ): () => void;
  };
}
export interface SolanaSignTransactionFeature {
  'solana:signTransaction': {
    signTransaction(
      ...inputs: { account: WalletAccount; chain: SolanaChain; transaction: Uint8Array }[]
    ): Promise<readonly { signedTransaction: Uint8Array }[]>;
  };
}

const feature = <F>(wallet: Wallet, name: keyof F & string): F[keyof F & string] | undefined => (wallet.features as Partial<F>)[name];

export const connectFeature = (wallet: Wallet) => feature<StandardConnectFeature>(wallet, 'standard:connect');
export const disconnectFeature = (wallet: Wallet) => feature<StandardDisconnectFeature>(wallet, 'standard:disconnect');
export const eventsFeature = (wallet: Wallet) => feature<StandardEventsFeature>(wallet, 'standard:events');
const signFeature = (wallet: Wallet) => feature<SolanaSignTransactionFeature>(wallet, 'solana:signTransaction');

/** A wallet the widget can work with: it knows the chain, connects, and signs a transaction it is handed. */
export function isUsableWallet(wallet: Wallet, chain: SolanaChain): boolean {
  return wallet.chains.includes(chain) && !!connectFeature(wallet) && !!signFeature(wallet);
}

/**
 * Signs the exact bytes given with the wallet's `solana:signTransaction`, as `account`, and returns the
 * wallet's bytes as they came: the road checks them again before anything is sent.
 */
export async function signWithStandardWallet(wallet: Wallet, account: WalletAccount, chain: SolanaChain, transaction: Uint8Array) {
  const sign = signFeature(wallet);
  if (!sign) throw new SaidError(sayRun('walletCannotSign'));
  const [output] = await sign.signTransaction({ account, chain, transaction });
  if (!output?.signedTransaction) throw new SaidError(sayRun('walletCannotSign'));
  return output.signedTransaction;
}
