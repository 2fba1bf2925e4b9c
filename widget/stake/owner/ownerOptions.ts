import type { DecimalSeparator } from '../../core/amount/amount';
import type { StakeWidgetConfig } from '../../core/config/config';
import type { FeeCaps } from '../../core/guard/feeCaps';
import type { BalanceBoard } from '../../core/page/balanceBoard';
import type { SharedReads } from '../../core/page/sharedReads';
import type { WalletSession } from '../../core/wallet/walletSession';
import type { TrackOptions } from '../../solana/trackTransaction';
import type { PoolReading } from '../pool/readPool';

/** What the page tells an owner: all of it for the stake card; the Unstake tab's has no token to follow, no referrer and no amount. */
export interface OwnerOptions {
  config: StakeWidgetConfig;
  /** The page's one wallet session. */
  wallet: WalletSession;
  /** The most a pool may charge before its token is refused; the defaults (1 %, 20 % of rewards) unless the embedder set them. */
  caps?: Partial<FeeCaps>;
  /** The decimal mark of the card's language at first (`setSeparator` changes it). */
  separator?: DecimalSeparator;
  /** Whether the card is on the page: a card taken off counts as a wallet gone, and nothing more is sent for it. */
  onPage?: () => boolean;
  /** Typing pauses this long before offers are asked. */
  debounceMs?: number;
  /** Where balances are shared with the page's other cards; the page's board for the RPC by default. */
  balances?: BalanceBoard;
  /** Where pool reads are shared with the page (the Pool panel beside the card); the page's for the RPC by default. */
  poolReads?: SharedReads<PoolReading>;
  /** The tracker's clock and pace (tests, page teardown). */
  track?: Omit<TrackOptions, 'onSent' | 'onTrouble'>;
  /** The mint to follow in the LST list; none: the side's state gives the token, ready (the Unstake tab's). */
  mint?: string;
  /**
   * The stake pool to deposit into, as the embedder chose it (the `pool` attribute): read from the
   * chain with the deposit route's checks, it wins over the list's pool, and a token no list names
   * stakes through it at once.
   */
  pool?: string;
  /** The embedder's referrer wallet (the pool deposit's referral share). */
  referrer?: string;
  /** What the field shows at first (in the card's number format), and the page's fixed amount if any (with a dot). */
  amount?: string;
  fixedAmount?: string;
}
