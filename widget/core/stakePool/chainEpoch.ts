import { SYSVAR_OWNER } from '../addresses/sysvars';
import { readU64 } from '../guard/decodedMessage';

/**
 * Fewer slots into an epoch than this, and the Clock's whole-second timestamps say too little about
 * the slot time (1 s in 1,000 slots of about 0.4 s is a quarter of a percent): no slot time then. A
 * pool is usually still waiting for its update in those first minutes anyway.
 */
export const MIN_SLOTS_FOR_SLOT_TIME = 1_000n;

/** The length of a warmup cluster's first epoch; each warmup epoch doubles it (the runtime's MINIMUM_SLOTS_PER_EPOCH). */
const WARMUP_FIRST_EPOCH_SLOTS = 32n;

/** The chain's epoch as its sysvars tell it: the epoch now, its normal length, and the recent slot time. */
export interface ChainEpoch {
  epoch: bigint;
  slotsPerEpoch: bigint;
  /** Seconds per slot, averaged over this epoch so far; null too early in the epoch to say. */
  slotSeconds: number | null;
}

const readI64 = (data: Uint8Array, offset: number): bigint | null => {
  const value = readU64(data, offset);
  return value === null ? null : BigInt.asIntN(64, value);
};

/** The Clock's epoch and Unix time: a lockup ends at whichever it names, a fee takes effect at the epoch. */
export interface ChainNow {
  epoch: bigint;
  unixTimestamp: bigint;
}

/** The Clock's epoch and Unix time (its bytes: slot u64, epoch start i64, epoch u64, leader schedule epoch u64, Unix time i64); null when short. */
export function clockNow(clock: Uint8Array): ChainNow | null {
  const epoch = readU64(clock, 16);
  const unixTimestamp = readI64(clock, 32);
  return epoch === null || unixTimestamp === null ? null : { epoch, unixTimestamp };
}

/** A sysvar as the RPC read it: checked to be owned by the sysvar program before its bytes are read. */
type SysvarAccount = { owner: string; data: Uint8Array } | null | undefined;

/**
 * The Clock sysvar's epoch and Unix time from the account as the RPC read it: null when it is missing,
 * short, or not owned by the sysvar program, as the Clock always is. Every reader of the current epoch
 * (the guard's mint fees, the pool's staleness, a stake account's state, the exits' waits, Your pool, the
 * APY) goes through here.
 */
export function clockFrom(clock: SysvarAccount): ChainNow | null {
  return clock?.owner === SYSVAR_OWNER ? clockNow(clock.data) : null;
}

/** The first slot of `epoch`: the runtime's EpochSchedule::get_first_slot_in_epoch. */
function firstSlotOf(epoch: bigint, firstNormalEpoch: bigint, firstNormalSlot: bigint, slotsPerEpoch: bigint): bigint {
  if (epoch < firstNormalEpoch) return (2n ** epoch - 1n) * WARMUP_FIRST_EPOCH_SLOTS;
  return (epoch - firstNormalEpoch) * slotsPerEpoch + firstNormalSlot;
}

/**
 * Plausible seconds per slot: the runtime aims at 0.4 s, and mainnet's slowest stretches stay under a second.
 * A Clock saying otherwise is no slot time we use: at 40 ms a pool's APY would read ten times what it is.
 */
const SLOT_SECONDS_RANGE = [0.3, 1] as const;

/**
 * Where the chain is in its epoch, from the Clock's bytes (slot u64, epoch start i64, epoch u64, leader
 * schedule epoch u64, Unix time i64) and the EpochSchedule's (slots per epoch u64, leader schedule offset u64,
 * warmup bool, first normal epoch u64, first normal slot u64). Null when either is missing, short, or not
 * owned by the sysvar program.
 */
function epochPlace(clockAccount: SysvarAccount, scheduleAccount: SysvarAccount) {
  const clocked = clockFrom(clockAccount);
  if (!clocked || scheduleAccount?.owner !== SYSVAR_OWNER) return null;
  const clock = clockAccount!.data;
  const schedule = scheduleAccount.data;
  const slot = readU64(clock, 0);
  const epochStart = readI64(clock, 8);
  const slotsPerEpoch = readU64(schedule, 0);
  const firstNormalEpoch = readU64(schedule, 17);
  const firstNormalSlot = readU64(schedule, 25);
  if (slot === null || epochStart === null || slotsPerEpoch === null || firstNormalEpoch === null || firstNormalSlot === null) return null;
  if (slotsPerEpoch === 0n) return null;
  const { epoch, unixTimestamp } = clocked;
  const first = firstSlotOf(epoch, firstNormalEpoch, firstNormalSlot, slotsPerEpoch);
  const next = firstSlotOf(epoch + 1n, firstNormalEpoch, firstNormalSlot, slotsPerEpoch);
  return { epoch, slotsPerEpoch, slot, first, next, secondsElapsed: unixTimestamp - epochStart };
}

/**
 * The chain's epoch from the Clock and the EpochSchedule (see `epochPlace`). Both come in one
 * getMultipleAccounts, which is why we read them rather than getEpochInfo and getRecentPerformanceSamples
 * (two calls, two more answers to validate): the Clock's time since the epoch's first slot is the recent slot
 * time, when it is a plausible one.
 */
export function chainEpochFrom(clock: SysvarAccount, schedule: SysvarAccount): ChainEpoch | null {
  const place = epochPlace(clock, schedule);
  if (!place) return null;
  const { epoch, slotsPerEpoch, slot, first, secondsElapsed } = place;
  const slotsElapsed = slot - first;
  // A slot before its epoch's first (a schedule that disagrees with the Clock) counts too few slots: no time.
  const seconds = slotsElapsed >= MIN_SLOTS_FOR_SLOT_TIME && secondsElapsed > 0n ? Number(secondsElapsed) / Number(slotsElapsed) : null;
  const plausible = seconds !== null && seconds >= SLOT_SECONDS_RANGE[0] && seconds <= SLOT_SECONDS_RANGE[1];
  return { epoch, slotsPerEpoch, slotSeconds: plausible ? seconds : null };
}

/**
 * How many slots are left in the epoch now, from the same two sysvars: what a stake account deactivated
 * now waits before it is SOL (it cools down at the next epoch's first slot). Null as `epochPlace` is.
 */
export function slotsLeftInEpoch(clock: SysvarAccount, schedule: SysvarAccount): bigint | null {
  const place = epochPlace(clock, schedule);
  return place && place.next > place.slot ? place.next - place.slot : null;
}
