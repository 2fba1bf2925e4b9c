import type { Keypair } from '@solana/web3.js';
import { createWalletSession, type WalletOption, type WalletSessionState } from '../../widget/core/wallet/walletSession';
import { keypairWallet } from './keypairWallet';

export const phantomOption: WalletOption = {
  name: 'Phantom',
  icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
  url: 'https://phantom.app',
  readiness: 'NotDetected',
};

export const testWalletOption: WalletOption = { name: 'Test Wallet', icon: '', url: 'https://example.org', readiness: 'Installed' };

/**
 * A wallet session driven by a keypair wallet instead of wallet-adapter: what stories and tests use.
 * Selecting a wallet connects it, as wallet-adapter's autoConnect does.
 */
export function createTestSession(initial: Partial<WalletSessionState> = {}, keypair?: Keypair) {
  const wallet = keypairWallet(keypair);
  const session = createWalletSession({ status: 'no-wallet', wallets: [testWalletOption, phantomOption], ...initial });
  const calls: string[] = [];
  session.attach({
    select(name) {
      calls.push(`select ${name}`);
      session.setState({ selected: name, status: 'connected', publicKey: wallet.address });
    },
    async connect() {
      calls.push('connect');
      session.setState({ status: 'connected', publicKey: wallet.address });
    },
    async disconnect() {
      calls.push('disconnect');
      session.setState({ status: 'no-wallet', selected: null, publicKey: null });
    },
    signTransaction: (bytes) => wallet.signTransaction(bytes),
  });
  const connect = () => session.setState({ status: 'connected', selected: testWalletOption.name, publicKey: wallet.address });
  return { session, wallet, calls, connect };
}
