import type { Wallet } from '@wallet-standard/base';
import type { StakeWidgetConfig } from '../core/config/config';
import { page } from '../core/page/page';

/** Page-wide defaults for every widget element; each element's attributes override them. */
export interface PageOptions {
  config?: Partial<StakeWidgetConfig>;
  /** Wallet Standard wallets besides those registered on the page (the demo's burner: `createDemo().extraWallets`). */
  extraWallets?: readonly Wallet[];
}

/** The page's defaults, as `defineStakeElements` set them. */
export const pageOptions = (): PageOptions => page().defaults as PageOptions;

export function setPageOptions(options: PageOptions): void {
  page().defaults = { ...options };
}
