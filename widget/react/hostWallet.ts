import type { WalletContextState } from '@solana/wallet-adapter-react';

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
