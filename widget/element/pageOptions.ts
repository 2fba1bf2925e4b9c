import type { Adapter } from '@solana/wallet-adapter-base';
import type { StakeWidgetConfig } from '../core/config';

/** Page-wide defaults for every widget element; each element's attributes override them. */
export interface PageOptions {
  config?: Partial<StakeWidgetConfig>;
  /** Wallet adapters besides Phantom and the detected Wallet Standard wallets. */
  extraAdapters?: Adapter[];
}

export const pageOptions: PageOptions = {};
