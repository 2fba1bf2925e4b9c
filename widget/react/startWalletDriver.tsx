import { createRoot } from 'react-dom/client';
import type { WalletSession } from '../core/walletSession';
import type { WalletDriverProps } from './WalletDriver';

const started = new WeakSet<WalletSession>();

/**
 * Loads the wallet code (a lazy chunk: wallet-adapter and web3.js) and mounts its provider tree once
 * per session, in a detached node. Calling it again for the same session does nothing.
 */
export function startWalletDriver(session: WalletSession, options: Omit<WalletDriverProps, 'session'>): void {
  if (started.has(session)) return;
  started.add(session);
  import('./WalletDriver').then(
    ({ WalletDriver }) => {
      createRoot(document.createElement('div')).render(<WalletDriver session={session} {...options} />);
    },
    (error: unknown) => {
      started.delete(session);
      session.setState({ status: 'no-wallet', error: `Wallet support failed to load (${String(error)})` });
    },
  );
}
