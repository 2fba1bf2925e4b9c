import type { StakeWidgetConfig } from '../core/config/config';
import type { FeeCaps } from '../core/guard/feeCaps';
import type { LstEntry } from '../core/lst/lst';
import type { WalletSession } from '../core/wallet/walletSession';
import type { BringDesk } from './bringDesk';

export interface BringDeskOptions {
  config: StakeWidgetConfig;
  session: WalletSession;
  staker: string;
  entry: LstEntry;
  referrer?: string;
  caps: Partial<FeeCaps>;
}

/** The real desk: `widget/bring` on the configured RPC and the connected wallet (loaded by import() at the first read). */
export function createBringDesk(_options: BringDeskOptions): BringDesk {
  const pending = () => Promise.reject(new Error('bring-core not merged yet'));
  return { read: pending, readPasted: pending, deposit: pending };
}
