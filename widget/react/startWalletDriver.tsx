import { createRoot } from 'react-dom/client';
import type { Cluster } from '../core/config/cluster';
import { page, pageState, type Page } from '../core/page/page';
import type { WalletSession } from '../core/wallet/walletSession';
import type { WalletDriverProps } from './WalletDriver';
import { say } from '../core/texts/english';

export interface WalletDriverOptions extends Omit<WalletDriverProps, 'session'> {
  /** The network the Mobile Wallet Adapter asks the phone's wallet for. */
  cluster: Cluster;
}

const STARTED = Symbol('wallet drivers started');
const started = () => pageState(STARTED, () => new WeakSet<WalletSession>());

/** Runs `task` once the browser is idle (at most `timeout` ms later), so it never delays a first paint. */
function whenIdle(task: () => void, timeout = 1500): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout });
  else setTimeout(task, 50);
}

/**
 * Loads the wallet code (a lazy chunk: wallet-adapter and web3.js, about 85 KB gzipped) once the page
 * has painted and is idle, and mounts its provider tree once per session, in a detached node. Calling
 * it again for the same session does nothing.
 *
 * The promise settles when this call is done with the session: the tree mounted (or its chunk failed),
 * or nothing was started because the page went away. The widgets ignore it; tests await it to know the
 * point after which nothing more can happen, instead of waiting a while.
 */
export function startWalletDriver(session: WalletSession, options: WalletDriverOptions): Promise<void> {
  if (started().has(session)) return Promise.resolve();
  started().add(session);
  // The page's own session ends with its page (a test's reset): one reset while the chunk loads is not
  // started at all, and a started one is unmounted by that page's reset. Any other lives with its owner.
  const owner = session === page().wallet ? page() : null;
  return new Promise((settled) => whenIdle(() => settled(gone(owner) ? undefined : load(session, options, owner))));
}

/** Whether the page this wallet code belongs to was reset (never, for a session that is not a page's). */
const gone = (owner: Page | null) => owner !== null && page() !== owner;

/** Android browsers, where the Mobile Wallet Adapter is how a page reaches the phone's wallet app. */
const isAndroid = () => /android/i.test(globalThis.navigator?.userAgent ?? '');

async function load(session: WalletSession, { cluster, ...options }: WalletDriverOptions, owner: Page | null) {
  // Registered before the provider mounts, so wallet-adapter-react finds it instead of building its own.
  if (isAndroid()) await import('./mobileWallet').then(({ registerMobileWallet }) => registerMobileWallet(cluster)).catch(() => undefined);
  return import('./WalletDriver').then(
    ({ WalletDriver }) => {
      if (gone(owner)) return;
      const root = createRoot(document.createElement('div'));
      root.render(<WalletDriver session={session} {...options} />);
      owner?.onReset.push(() => root.unmount());
    },
    (error: unknown) => {
      started().delete(session);
      session.setState({ status: 'no-wallet', error: say('walletSupportFailed', { reason: String(error) }) });
    },
  );
}
