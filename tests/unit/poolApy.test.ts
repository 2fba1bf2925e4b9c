// A pool's APY from its own account, on real pool accounts (tests/fixtures/stake-pool): the figure is
// worked out here again from the account's raw numbers, in plain floating point, to check the function's
// bigint-and-log1p arithmetic.
import { describe, expect, it } from 'vitest';
import jupsolDump from '../fixtures/stake-pool/jupsol-stake-pool.json';
import picosolDump from '../fixtures/stake-pool/picosol-stake-pool.json';
import { base64ToBytes } from '../../widget/core/encoding/base64';
import type { ChainEpoch } from '../../widget/core/stakePool/chainEpoch';
import { MAX_PLAUSIBLE_APY, poolApy, type PoolApyFields } from '../../widget/core/stakePool/poolApy';
import { poolApyText } from '../../widget/core/stakePool/poolApyText';
import { decodeStakePool } from '../../widget/core/stakePool/stakePool';
import { englishTexts } from '../../widget/core/texts/texts';

const jupsol = decodeStakePool(base64ToBytes(jupsolDump.account.data[0]!));
const picosol = decodeStakePool(base64ToBytes(picosolDump.account.data[0]!));

/** Mainnet's epoch length, at 0.4 s a slot: about 182.6 epochs a year. */
const mainnet = (epoch: bigint, slotSeconds: number | null = 0.4): ChainEpoch => ({ epoch, slotsPerEpoch: 432_000n, slotSeconds });

/** The APY as anyone would work it out: the two rates as floats, their ratio to the power of a year's epochs. */
function expectedApy(pool: PoolApyFields, slotSeconds: number): number {
  const now = Number(pool.totalLamports) / Number(pool.poolTokenSupply);
  const last = Number(pool.lastEpochTotalLamports) / Number(pool.lastEpochPoolTokenSupply);
  const epochsPerYear = (365.25 * 86_400) / (432_000 * slotSeconds);
  return (now / last) ** epochsPerYear - 1;
}

const say = (fields: PoolApyFields, chain: ChainEpoch) => {
  const said = poolApyText(poolApy(fields, chain));
  return said && englishTexts.say(said);
};

describe('a pool’s APY from its account', () => {
  it('is jupSOL’s last epoch on mainnet (epoch 751), compounded over a year of epochs', () => {
    // The account as found: 4,135,211.78 SOL for 3,792,758.59 jupSOL, against 4,131,746.91 for 3,791,378.14.
    expect([jupsol.totalLamports, jupsol.poolTokenSupply, jupsol.lastUpdateEpoch]).toEqual([
      4_135_211_783_809_274n,
      3_792_758_591_416_065n,
      751n,
    ]);
    const expected = expectedApy(jupsol, 0.4);
    expect(expected).toBeGreaterThan(0.08);
    expect(expected).toBeLessThan(0.1);
    const apy = poolApy(jupsol, mainnet(751n));
    // A tenth of a percent, its trailing zero left out as every amount the widget shows: "APY ≈ 9 %".
    expect('apy' in apy && apy.apy).toBeCloseTo(expected, 9);
    expect(say(jupsol, mainnet(751n))).toBe(`APY ≈ ${Number((expected * 100).toFixed(1))}\u00a0% (last epoch)`);
  });

  it('follows the chain’s slot time: slower slots, fewer epochs a year, a lower APY', () => {
    const slow = poolApy(jupsol, mainnet(751n, 0.5));
    const fast = poolApy(jupsol, mainnet(751n, 0.4));
    expect('apy' in slow && slow.apy).toBeCloseTo(expectedApy(jupsol, 0.5), 9);
    expect('apy' in slow && 'apy' in fast && slow.apy < fast.apy).toBe(true);
  });

  it('says nothing of picoSOL’s published account: its supply was edited, so its one epoch rose 18.9 %', () => {
    // The source set the supply to 750 picoSOL and left the last epoch's figures: no yield staking pays.
    expect(expectedApy(picosol, 0.4)).toBeGreaterThan(MAX_PLAUSIBLE_APY);
    expect(poolApy(picosol, mainnet(1n))).toEqual({ notKnown: 'implausible' });
    expect(say(picosol, mainnet(1n))).toBeNull();
  });

  it('waits for a new pool’s first full epoch, and says so', () => {
    const fresh = { ...jupsol, lastEpochTotalLamports: 0n, lastEpochPoolTokenSupply: 0n };
    expect(poolApy(fresh, mainnet(751n))).toEqual({ notKnown: 'first-epoch' });
    expect(poolApy({ ...jupsol, lastEpochPoolTokenSupply: 0n }, mainnet(751n))).toEqual({ notKnown: 'first-epoch' });
    expect(say(fresh, mainnet(751n))).toBe('APY after its first full epoch');
  });

  it.each<[string, PoolApyFields, ChainEpoch, string]>([
    ['not updated in this epoch (stale)', jupsol, mainnet(752n), 'stale'],
    [
      'whose rate fell',
      { ...jupsol, totalLamports: jupsol.lastEpochTotalLamports - 1_000_000n, poolTokenSupply: jupsol.lastEpochPoolTokenSupply },
      mainnet(751n),
      'no-growth',
    ],
    [
      'whose rate did not move',
      { ...jupsol, totalLamports: jupsol.lastEpochTotalLamports, poolTokenSupply: jupsol.lastEpochPoolTokenSupply },
      mainnet(751n),
      'no-growth',
    ],
    ['with no tokens', { ...jupsol, totalLamports: 0n, poolTokenSupply: 0n }, mainnet(751n), 'empty'],
    ['read too early in the epoch to know the slot time', jupsol, mainnet(751n, null), 'no-slot-time'],
  ])('says nothing of a pool %s', (_, fields, chain, reason) => {
    expect(poolApy(fields, chain)).toEqual({ notKnown: reason });
    expect(say(fields, chain)).toBeNull();
  });

  it('counts a pool updated past the clock it was read with as up to date', () => {
    expect('apy' in poolApy(jupsol, mainnet(750n))).toBe(true);
  });

  it('shows a tenth of a percent, in the reader’s language', () => {
    const said = poolApyText({ apy: 0.07149 })!;
    expect(englishTexts.say(said)).toBe('APY ≈ 7.1\u00a0% (last epoch)');
    expect(englishTexts.say(poolApyText({ apy: 0.0715 })!)).toBe('APY ≈ 7.2\u00a0% (last epoch)');
    expect(englishTexts.say(poolApyText({ apy: 0.07 })!)).toBe('APY ≈ 7\u00a0% (last epoch)');
  });
});
