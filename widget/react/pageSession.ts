import { page } from '../core/page/page';
import type { WalletSession } from '../core/wallet/walletSession';

/** The page's one wallet session, shared by every widget and the site's header button. */
export function getPageSession(): WalletSession {
  return page().wallet;
}
