import { createWalletSession, type WalletSession } from '../core/walletSession';

let session: WalletSession | null = null;

/** The page's one wallet session, shared by every widget and the site's header button. */
export function getPageSession(): WalletSession {
  session ??= createWalletSession();
  return session;
}
