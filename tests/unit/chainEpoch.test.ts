// The chain's epoch from the Clock and EpochSchedule sysvars, as a real Solana runtime (litesvm) writes them.
import { address } from '@solana/kit';
import { Clock, EpochSchedule, LiteSVM } from 'litesvm';
import { describe, expect, it } from 'vitest';
import { CLOCK_SYSVAR, EPOCH_SCHEDULE_SYSVAR, SYSVAR_OWNER } from '../../widget/core/addresses/sysvars';
import { chainEpochFrom, clockFrom, MIN_SLOTS_FOR_SLOT_TIME, slotsLeftInEpoch } from '../../widget/core/stakePool/chainEpoch';
import { secondsUntilSol } from '../../widget/exit/stakeAccountPhase';

const START = 1_757_000_000n;

/** The two sysvars as the runtime holds them (their owner and bytes), after setting its schedule and clock. */
function sysvars(schedule: EpochSchedule, clock: Clock) {
  const svm = new LiteSVM();
  svm.setEpochSchedule(schedule);
  svm.setClock(clock);
  const read = (at: string) => {
    const account = svm.getAccount(address(at));
    if (!account.exists) throw new Error(`litesvm holds no ${at}`);
    return { owner: account.programAddress as string, data: Uint8Array.from(account.data) };
  };
  return { clock: read(CLOCK_SYSVAR), schedule: read(EPOCH_SCHEDULE_SYSVAR) };
}

describe('the chain’s epoch from its sysvars', () => {
  it('reads mainnet’s schedule: the epoch, its length, and the slot time so far in the epoch', () => {
    const mainnet = new EpochSchedule(432_000n, 432_000n, false, 0n, 0n);
    // 100,000 slots into epoch 751, 42,000 seconds after it started: 0.42 s a slot.
    const read = sysvars(mainnet, new Clock(751n * 432_000n + 100_000n, START, 751n, 752n, START + 42_000n));
    expect(chainEpochFrom(read.clock, read.schedule)).toEqual({ epoch: 751n, slotsPerEpoch: 432_000n, slotSeconds: 0.42 });
  });

  it('finds the epoch’s first slot after warmup epochs (the runtime’s default schedule)', () => {
    const svm = new LiteSVM();
    const schedule = svm.getEpochSchedule();
    expect(schedule.warmup).toBe(true);
    // Epoch 20 starts (20 - first normal epoch) epochs of full length after the first normal slot.
    const firstSlot = (20n - schedule.firstNormalEpoch) * schedule.slotsPerEpoch + schedule.firstNormalSlot;
    const read = sysvars(schedule, new Clock(firstSlot + 50_000n, START, 20n, 21n, START + 20_000n));
    expect(chainEpochFrom(read.clock, read.schedule)).toEqual({ epoch: 20n, slotsPerEpoch: schedule.slotsPerEpoch, slotSeconds: 0.4 });
  });

  it('knows no slot time in an epoch’s first slots, nor when the clock has not moved', () => {
    const mainnet = new EpochSchedule(432_000n, 432_000n, false, 0n, 0n);
    const early = sysvars(mainnet, new Clock(751n * 432_000n + MIN_SLOTS_FOR_SLOT_TIME - 1n, START, 751n, 752n, START + 400n));
    expect(chainEpochFrom(early.clock, early.schedule)?.slotSeconds).toBeNull();
    const enough = sysvars(mainnet, new Clock(751n * 432_000n + MIN_SLOTS_FOR_SLOT_TIME, START, 751n, 752n, START + 400n));
    expect(chainEpochFrom(enough.clock, enough.schedule)?.slotSeconds).toBe(0.4);
    const still = sysvars(mainnet, new Clock(751n * 432_000n + 5_000n, START, 751n, 752n, START));
    expect(chainEpochFrom(still.clock, still.schedule)?.slotSeconds).toBeNull();
  });

  it('says nothing without both sysvars whole', () => {
    const read = sysvars(new EpochSchedule(432_000n, 432_000n, false, 0n, 0n), new Clock(1n, START, 0n, 1n, START));
    expect(chainEpochFrom(null, read.schedule)).toBeNull();
    expect(chainEpochFrom(read.clock, undefined)).toBeNull();
    expect(chainEpochFrom({ ...read.clock, data: read.clock.data.subarray(0, 39) }, read.schedule)).toBeNull();
    expect(chainEpochFrom(read.clock, { ...read.schedule, data: read.schedule.data.subarray(0, 32) })).toBeNull();
    expect(chainEpochFrom(read.clock, { ...read.schedule, data: new Uint8Array(33) })).toBeNull();
  });

  it('believes no sysvar the sysvar program does not own', () => {
    const mainnet = new EpochSchedule(432_000n, 432_000n, false, 0n, 0n);
    const read = sysvars(mainnet, new Clock(751n * 432_000n + 100_000n, START, 751n, 752n, START + 42_000n));
    expect(read.clock.owner).toBe(SYSVAR_OWNER);
    expect(read.schedule.owner).toBe(SYSVAR_OWNER);
    const STRANGER = '11111111111111111111111111111111';
    expect(chainEpochFrom({ ...read.clock, owner: STRANGER }, read.schedule)).toBeNull();
    expect(chainEpochFrom(read.clock, { ...read.schedule, owner: STRANGER })).toBeNull();
    expect(slotsLeftInEpoch({ ...read.clock, owner: STRANGER }, read.schedule)).toBeNull();
    expect(slotsLeftInEpoch(read.clock, { ...read.schedule, owner: STRANGER })).toBeNull();
  });

  it('no slot time outside what a cluster keeps (0.3 to 1 s a slot): a Clock of 40 ms slots would make a tenfold APY', () => {
    const mainnet = new EpochSchedule(432_000n, 432_000n, false, 0n, 0n);
    const at = (seconds: bigint) => sysvars(mainnet, new Clock(751n * 432_000n + 100_000n, START, 751n, 752n, START + seconds));
    expect(chainEpochFrom(at(4_000n).clock, at(4_000n).schedule)?.slotSeconds).toBeNull(); // 0.04 s
    expect(chainEpochFrom(at(30_000n).clock, at(30_000n).schedule)?.slotSeconds).toBe(0.3);
    expect(chainEpochFrom(at(100_000n).clock, at(100_000n).schedule)?.slotSeconds).toBe(1);
    expect(chainEpochFrom(at(100_001n).clock, at(100_001n).schedule)?.slotSeconds).toBeNull();
  });
});

describe('the Clock as every reader of the epoch takes it (clockFrom)', () => {
  const read = sysvars(new EpochSchedule(432_000n, 432_000n, false, 0n, 0n), new Clock(751n * 432_000n, START, 751n, 752n, START + 9n));

  it('the epoch and the Unix time of the runtime’s own Clock', () => {
    expect(clockFrom(read.clock)).toEqual({ epoch: 751n, unixTimestamp: START + 9n });
  });

  it('nothing from an answer that is not the Clock: missing, short, or owned by anything but the sysvar program', () => {
    expect(clockFrom(null)).toBeNull();
    expect(clockFrom(undefined)).toBeNull();
    expect(clockFrom({ ...read.clock, data: read.clock.data.subarray(0, 39) })).toBeNull();
    expect(clockFrom({ ...read.clock, owner: '11111111111111111111111111111111' })).toBeNull();
  });
});

describe('how long a stake account waits for SOL, from the same sysvars', () => {
  const mainnet = new EpochSchedule(432_000n, 432_000n, false, 0n, 0n);

  it('mainnet, 100,000 slots into epoch 751 at 0.42 s: deactivated now, SOL in the 332,000 slots left (about 1.6 days)', () => {
    const read = sysvars(mainnet, new Clock(751n * 432_000n + 100_000n, START, 751n, 752n, START + 42_000n));
    const slotsLeft = slotsLeftInEpoch(read.clock, read.schedule);
    expect(slotsLeft).toBe(332_000n);
    const chain = { ...chainEpochFrom(read.clock, read.schedule)!, slotsLeft };
    expect(secondsUntilSol(752n, chain)).toBe(139_440);
    // One deactivated last epoch is SOL now; one waiting for the epoch after next, a whole epoch more (about 2.1 days).
    expect(secondsUntilSol(751n, chain)).toBe(0);
    expect(secondsUntilSol(753n, chain)).toBe(139_440 + 181_440);
  });

  it('the runtime’s default warmup schedule: epoch 3 is slots 224 to 479', () => {
    const read = sysvars(new EpochSchedule(432_000n, 432_000n, true, 14n, 524_256n), new Clock(300n, START, 3n, 4n, START + 30n));
    expect(slotsLeftInEpoch(read.clock, read.schedule)).toBe(180n);
  });

  it('a Clock whose slot is past its own epoch tells no time left', () => {
    const read = sysvars(mainnet, new Clock(10n * 432_000n, START, 1n, 2n, START));
    expect(slotsLeftInEpoch(read.clock, read.schedule)).toBeNull();
    expect(secondsUntilSol(2n, { epoch: 1n, slotsPerEpoch: 432_000n, slotsLeft: null, slotSeconds: null })).toBeNull();
  });
});
