/**
 * The sysvars: accounts in which the runtime keeps the cluster's own state (the clock, the epochs, rent's
 * terms, the stake history), the same addresses on every cluster. They are trusted by their exact
 * address, never by a prefix (an address starting with "Sysvar" can be ground), so each is written
 * here once and every reader, instruction builder and guard rule names it from here.
 */

/** The owner of every sysvar account: a read that comes back owned by anything else is not the sysvar. */
export const SYSVAR_OWNER = 'Sysvar1111111111111111111111111111111111111';

/** Clock: the slot, the epoch and when it started, and the cluster's time now. */
export const CLOCK_SYSVAR = 'SysvarC1ock11111111111111111111111111111111';
/** EpochSchedule: how many slots an epoch has, and where the warmup epochs ended. */
export const EPOCH_SCHEDULE_SYSVAR = 'SysvarEpochSchedu1e111111111111111111111111';
/** Instructions: the transaction's own instructions, for programs that check what runs beside them. */
export const INSTRUCTIONS_SYSVAR = 'Sysvar1nstructions1111111111111111111111111';
/** RecentBlockhashes (deprecated, still named by old programs). */
export const RECENT_BLOCKHASHES_SYSVAR = 'SysvarRecentB1ockHashes11111111111111111111';
/** Rent: the cluster's terms for a rent-exempt account, read from the chain rather than assumed. */
export const RENT_SYSVAR = 'SysvarRent111111111111111111111111111111111';
/** Rewards (deprecated). */
export const REWARDS_SYSVAR = 'SysvarRewards111111111111111111111111111111';
/** SlotHashes: the recent slots' bank hashes. */
export const SLOT_HASHES_SYSVAR = 'SysvarS1otHashes111111111111111111111111111';
/** SlotHistory: which recent slots were produced. */
export const SLOT_HISTORY_SYSVAR = 'SysvarS1otHistory11111111111111111111111111';
/** StakeHistory: the stake activating and deactivating in each recent epoch; the Stake program's instructions name it. */
export const STAKE_HISTORY_SYSVAR = 'SysvarStakeHistory1111111111111111111111111';

/** Every sysvar a transaction may name: the runtime's own accounts, never programs, some of them large. */
export const SYSVARS: readonly string[] = [
  CLOCK_SYSVAR,
  EPOCH_SCHEDULE_SYSVAR,
  INSTRUCTIONS_SYSVAR,
  RECENT_BLOCKHASHES_SYSVAR,
  RENT_SYSVAR,
  REWARDS_SYSVAR,
  SLOT_HASHES_SYSVAR,
  SLOT_HISTORY_SYSVAR,
  STAKE_HISTORY_SYSVAR,
];
