import { page, pageState, type Page } from '../core/page/page';
import type { WalletSession } from '../core/wallet/walletSession';
import type { StandardWalletDriverOptions } from './standardWalletDriver';
import { say } from '../core/texts/english';

export type WalletDriverOptions = StandardWalletDriverOptions;

const STARTED = Symbol('wallet drivers started');
const started = () => pageState(STARTED, () => new WeakSet<WalletSession>());

/** Runs `task` once the browser is idle (at most `timeout` ms later), so it never delays a first paint. */
function whenIdle(task: () => void, timeout = 1500): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout });
  else setTimeout(task, 50);
}

/**
 * Loads the wallet code (a lazy chunk: the Wallet Standard driver, about 2 KB gzipped) once the page has
 * painted and is idle, and starts it once per session. Calling it again for the same session does nothing.
 *
 * The promise settles when this call is done with the session: the driver started (or its chunk failed),
 * or nothing was started because the page went away. The widgets ignore it; tests await it to know the
 * point after which nothing more can happen, instead of waiting a while.
 */
export function startWalletDriver(session: WalletSession, options: WalletDriverOptions): Promise<void> {
  if (started().has(session)) return Promise.resolve();
  started().add(session);
  // The page's own session ends with its page (a test's reset): one reset while the chunk loads is not
  // started at all, and a started one is stopped by that page's reset. Any other lives with its owner.
  const owner = session === page().wallet ? page() : null;
  return new Promise((settled) => whenIdle(() => settled(gone(owner) ? undefined : load(session, options, owner))));
}

/** Whether the page this wallet code belongs to was reset (never, for a session that is not a page's). */
const gone = (owner: Page | null) => owner !== null && page() !== owner;

/** Android browsers, where the Mobile Wallet Adapter is how a page reaches the phone's wallet app. */
const isAndroid = () => /android/i.test(globalThis.navigator?.userAgent ?? '');

async function load(session: WalletSession, options: WalletDriverOptions, owner: Page | null) {
  // Registered before the driver starts, so its first list already has it (a later one would join too).
  if (isAndroid())
    await import('./mobileWallet').then(({ registerMobileWallet }) => registerMobileWallet(options.cluster)).catch(() => undefined);
  return import('./standardWalletDriver').then(
    ({ startStandardWalletDriver }) => {
      if (gone(owner)) return;
      const stop = startStandardWalletDriver(session, options);
      owner?.onReset.push(stop);
    },
    (error: unknown) => {
      started().delete(session);
      session.setState({ status: 'no-wallet', error: say('walletSupportFailed', { reason: String(error) }) });
    },
  );
}
