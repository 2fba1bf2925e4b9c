import type { Adapter } from '@solana/wallet-adapter-base';
import type { StakeWidgetConfig } from '../core/config/config';
import { page } from '../core/page/page';

/** Page-wide defaults for every widget element; each element's attributes override them. */
export interface PageOptions {
  config?: Partial<StakeWidgetConfig>;
  /** Wallet adapters besides Phantom and the detected Wallet Standard wallets. */
  extraAdapters?: Adapter[];
}

/** The page's defaults, as `defineStakeElements` set them (the page object stores them untyped by wallet-adapter). */
export const pageOptions = (): PageOptions => page().defaults as PageOptions;

export function setPageOptions(options: PageOptions): void {
  page().defaults = { ...options };
}
