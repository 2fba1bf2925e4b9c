import type { Adapter } from '@solana/wallet-adapter-base';
import type { WalletContextState } from '@solana/wallet-adapter-react';
import type { Wallet } from '@wallet-standard/base';
import { SaidError } from '../core/texts/said';
import { sayRun } from '../core/texts/runEnglish';
import { signWithStandardWallet } from '../core/wallet/standardWallet';
import type { SolanaChain } from '../core/wallet/walletChain';

/**
 * Whether `context` comes from a real `WalletProvider`. Without one, wallet-adapter-react's
 * `useWallet()` answers its default context, whose `wallets` is a getter that logs "without providing
 * one"; a provider's value is a plain object. Reading the descriptor tells them apart without
 * triggering that log. Pinned by tests/component/hostWallet.test.tsx.
 */
export function hasWalletProvider(context: WalletContextState): boolean {
  const wallets = Object.getOwnPropertyDescriptor(context, 'wallets');
  return wallets !== undefined && wallets.get === undefined;
}

/** wallet-adapter's wrapper of a Wallet Standard wallet, which hands over the raw wallet. */
const standardWallet = (adapter: Adapter): Wallet | null =>
  'standard' in adapter && adapter.standard === true && 'wallet' in adapter ? (adapter.wallet as Wallet) : null;

/**
 * How the host app's connected wallet signs the bytes the road checked. A Wallet Standard wallet
 * (wallet-adapter wraps each in an adapter that hands it over) signs them as they are, through
 * `solana:signTransaction` with the connected account. Any other adapter (Ledger, WalletConnect…) signs
 * a web3.js transaction: built with the app's own web3.js, loaded when signing, so that web3.js (not
 * side-effect free) never joins the app's first bundle through us.
 */
export function hostSigner({ wallet, publicKey, signTransaction }: WalletContextState, chain: SolanaChain) {
  return async (bytes: Uint8Array): Promise<Uint8Array> => {
    const standard = wallet && standardWallet(wallet.adapter);
    const address = publicKey?.toBase58();
    const account = standard?.accounts.find((item) => item.address === address);
    if (standard && account) return signWithStandardWallet(standard, account, chain, bytes);
    if (!signTransaction) throw new SaidError(sayRun('walletCannotSign'));
    const { VersionedTransaction } = await import('@solana/web3.js');
    const signed = await signTransaction(VersionedTransaction.deserialize(bytes));
    return signed.serialize();
  };
}
