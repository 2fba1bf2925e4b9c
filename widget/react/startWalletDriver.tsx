import { createRoot } from 'react-dom/client';
import type { Cluster } from '../core/cluster';
import { page, type Page } from '../core/page';
import type { WalletSession } from '../core/walletSession';
import type { WalletDriverProps } from './WalletDriver';
import { say } from '../core/texts/english';

export interface WalletDriverOptions extends Omit<WalletDriverProps, 'session'> {
  /** The network the Mobile Wallet Adapter asks the phone's wallet for. */
  cluster: Cluster;
}

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
export function startWalletDriver(session: WalletSession, options: WalletDriverOptions): void {
  if (started.has(session)) return;
  started.add(session);
  const owner = page();
  // The page's own session ends with its page (a test's reset): one reset while the chunk loads is not
  // started at all, and a started one is unmounted by that page's reset. Any other lives with its owner.
  const endsWithPage = session === owner.wallet;
  const pageGone = () => endsWithPage && page() !== owner;
  whenIdle(() => void (pageGone() || load(session, options, pageGone, owner)));
}

/** Android browsers, where the Mobile Wallet Adapter is how a page reaches the phone's wallet app. */
const isAndroid = () => /android/i.test(globalThis.navigator?.userAgent ?? '');

async function load(session: WalletSession, { cluster, ...options }: WalletDriverOptions, pageGone: () => boolean, owner: Page) {
  // Registered before the provider mounts, so wallet-adapter-react finds it instead of building its own.
  if (isAndroid()) await import('./mobileWallet').then(({ registerMobileWallet }) => registerMobileWallet(cluster)).catch(() => undefined);
  return import('./WalletDriver').then(
    ({ WalletDriver }) => {
      if (pageGone()) return;
      const root = createRoot(document.createElement('div'));
      root.render(<WalletDriver session={session} {...options} />);
      if (session === owner.wallet) owner.onReset.push(() => root.unmount());
    },
    (error: unknown) => {
      started.delete(session);
      session.setState({ status: 'no-wallet', error: say('walletSupportFailed', { reason: String(error) }) });
    },
  );
}
