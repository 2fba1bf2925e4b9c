import type { Clock } from './demoAccounts';

/** Slots in a demo epoch: mainnet's. */
export const DEMO_SLOTS_PER_EPOCH = 432_000n;
/** How far into its epoch the demo chain starts: past the first minutes, so the slot time is known (chainEpoch). */
const DEMO_SLOT_INDEX = 200_000n;

/**
 * The demo clock: its epoch the chain's, its slot that far into the epoch plus the block height, and
 * slots of 0.42 s, about mainnet's recent pace (so the demo pools' APY compounds over about 174 epochs a year).
 * One function for the Clock sysvar the RPC serves and the time the demo's Stake program reads (a lockup's).
 */
export function demoClock({ epoch, blockHeight }: { epoch: bigint; blockHeight: number }): Clock {
  const epochStartTimestamp = 1_757_000_000n;
  const slotIndex = DEMO_SLOT_INDEX + BigInt(blockHeight);
  return {
    slot: epoch * DEMO_SLOTS_PER_EPOCH + slotIndex,
    epochStartTimestamp,
    epoch,
    leaderScheduleEpoch: epoch + 1n,
    unixTimestamp: epochStartTimestamp + (slotIndex * 21n) / 50n,
  };
}
