import { page } from '../core/page';
import type { WalletSession } from '../core/walletSession';

/** The page's one wallet session, shared by every widget and the site's header button. */
export function getPageSession(): WalletSession {
  return page().wallet;
}
