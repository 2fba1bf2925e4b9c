import type { StakeWidgetConfig } from '../core/config/config';
import type { FeeCaps } from '../core/guard/feeCaps';
import type { LstEntry } from '../core/lst/lst';
import type { WalletSession } from '../core/wallet/walletSession';
import type { Fraction } from '../stake/pool/poolTermsType';
import type { StakeEvent } from '../stake/stakeEvents';
import type { BringableStakeAccount, BringableStakeAccounts, StakeDepositState } from '../bring/types';

/** What the card lists: the stake accounts as `widget/bring` found them, and the pool's stake deposit fee (null when unread). */
export interface BringListing extends BringableStakeAccounts {
  stakeDepositFee: Fraction | null;
}

/**
 * The stake-account deposit's I/O as the card's panel uses it: the wallet's stake accounts, one pasted
 * address, and the deposit of one of them, each ending in data (a refusal is a verdict, never a throw;
 * a read that throws is the RPC's failure). The real one (`createBringDesk`) runs `widget/bring`, a chunk
 * loaded by import(); stories and tests hand the panel one of their own.
 */
export interface BringDesk {
  read(signal: AbortSignal): Promise<BringListing>;
  readPasted(address: string, signal: AbortSignal): Promise<BringableStakeAccount>;
  deposit(account: BringableStakeAccount, move: (state: StakeDepositState) => void, signal: AbortSignal): Promise<StakeDepositState>;
}

/** What the card hands "Bring your stake" (its entry and panel alike). */
export interface BringStakeProps {
  entry: LstEntry;
  referrer?: string;
  caps: Partial<FeeCaps>;
  /** The card's configuration and wallet session, as props: the chunks import no context of the card's first load (that split it in two). */
  config: StakeWidgetConfig;
  session: WalletSession;
  /** The card's stake callbacks: a stake account's deposit ends in the same events as a SOL stake, `source: 'stake-account'`. */
  callbacks: { [Name in StakeEvent['name']]?: (detail: Extract<StakeEvent, { name: Name }>['detail']) => void };
}
