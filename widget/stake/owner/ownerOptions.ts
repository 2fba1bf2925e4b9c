import type { DecimalSeparator } from '../../core/amount/amount';
import type { StakeWidgetConfig } from '../../core/config/config';
import type { FeeCaps } from '../../core/guard/feeCaps';
import type { BalanceBoard } from '../../core/page/balanceBoard';
import type { SharedReads } from '../../core/page/sharedReads';
import type { WalletSession } from '../../core/wallet/walletSession';
import type { TrackOptions } from '../../solana/trackTransaction';
import type { PoolReading } from '../pool/readPool';

/** What the page tells every owner, the stake card's and the Unstake tab's alike. */
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
}
