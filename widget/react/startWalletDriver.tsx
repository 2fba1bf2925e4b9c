import { createRoot } from 'react-dom/client';
import type { WalletSession } from '../core/walletSession';
import type { WalletDriverProps } from './WalletDriver';

const started = new WeakSet<WalletSession>();

/** Runs `task` once the browser is idle (at most `timeout` ms later), so it never delays a first paint. */
function whenIdle(task: () => void, timeout = 1500): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout });
  else setTimeout(task, 50);
}

/**
 * Loads the wallet code (a lazy chunk: wallet-adapter and web3.js, about 85 KB gzipped) once the page
 * has painted and is idle, and mounts its provider tree once per session, in a detached node. Calling
 * it again for the same session does nothing.
 */
export function startWalletDriver(session: WalletSession, options: Omit<WalletDriverProps, 'session'>): void {
  if (started.has(session)) return;
  started.add(session);
  whenIdle(() => void load(session, options));
}

function load(session: WalletSession, options: Omit<WalletDriverProps, 'session'>) {
  return import('./WalletDriver').then(
    ({ WalletDriver }) => {
      createRoot(document.createElement('div')).render(<WalletDriver session={session} {...options} />);
    },
    (error: unknown) => {
      started.delete(session);
      session.setState({ status: 'no-wallet', error: `Wallet support failed to load (${String(error)})` });
    },
  );
}
