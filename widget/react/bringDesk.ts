import type { Fraction } from '../stake/pool/poolTermsType';
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
