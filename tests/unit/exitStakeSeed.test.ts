// The seeds a staker's exit stake accounts are created with, and the stake pool decoders' refusals of
// bad bytes (what an RPC hands us is not trusted). The addresses themselves are checked on litesvm,
// where the runtime derives them (tests/unit/exitOnLitesvm.test.ts).
import { describe, expect, it } from 'vitest';
import { EXIT_SEED_SLOTS, exitStakeSeed, exitStakeSeeds, nextFreeExitIndex } from '../../widget/core/stakePool/exitStakeSeed';
import { decodeStakeAccount } from '../../widget/core/stakePool/stakeAccount';
import { MAX_SEED_LENGTH } from '../../widget/core/stakePool/systemInstructions';
import { decodeValidatorList } from '../../widget/core/stakePool/validatorList';
import { PICOSOL } from '../support/stakePoolOnLitesvm';

const POOL = PICOSOL.pool.address;

describe('exit stake seeds', () => {
  it('are distinct, within the runtime’s 32 bytes, and name the pool', () => {
    const seeds = exitStakeSeeds(POOL);
    expect(seeds).toHaveLength(EXIT_SEED_SLOTS);
    expect(new Set(seeds).size).toBe(EXIT_SEED_SLOTS);
    for (const seed of seeds) expect(new TextEncoder().encode(seed).length).toBeLessThanOrEqual(MAX_SEED_LENGTH);
    expect(exitStakeSeed(POOL, 3)).toBe(`lstx${POOL.slice(0, 12)}3`);
    expect(exitStakeSeed('GRwm4EXMyVwtftQeTft7DZT3HBRxx439PrKq4oM6BwoZ', 0)).not.toBe(exitStakeSeed(POOL, 0));
  });

  it('refuse an index that is not a whole number from 0', () => {
    expect(() => exitStakeSeed(POOL, -1)).toThrow(RangeError);
    expect(() => exitStakeSeed(POOL, 1.5)).toThrow(RangeError);
  });

  it('the next exit takes the first free index', () => {
    expect(nextFreeExitIndex([true, false, true])).toBe(1);
    expect(nextFreeExitIndex([true, true])).toBeNull();
  });
});

describe('decoders refuse bytes that are not what they claim', () => {
  it('a validator list', () => {
    expect(decodeValidatorList(PICOSOL.validatorList.data).validators).toHaveLength(1);
    expect(() => decodeValidatorList(PICOSOL.pool.data)).toThrow(/not a validator list/);
    const truncated = PICOSOL.validatorList.data.subarray(0, 9 + 72);
    expect(() => decodeValidatorList(truncated)).toThrow(/more than its 81 bytes can/);
    const badStatus = Uint8Array.from(PICOSOL.validatorList.data);
    badStatus[9 + 40] = 9;
    expect(() => decodeValidatorList(badStatus)).toThrow(/status 9/);
  });

  it('a stake account', () => {
    expect(decodeStakeAccount(PICOSOL.reserve.data).kind).toBe('initialized');
    expect(() => decodeStakeAccount(Uint8Array.of(7, 0, 0, 0))).toThrow(/state 7/);
    expect(() => decodeStakeAccount(PICOSOL.reserve.data.subarray(0, 100))).toThrow(/too short/);
  });
});
