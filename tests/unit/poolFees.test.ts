import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_CAPS, isFeeCap } from '../../widget/core/guard/feeCaps';
import { atPoolRate, fairPriceRefusal } from '../../widget/core/guard/fairPrice';
import { largerFee, poolFeeRefusal, type PoolFeeTerms } from '../../widget/core/guard/poolFees';
import { exitFeesToConfirm } from '../../widget/core/guard/exitFees';
import { inEnglish } from '../../widget/core/texts/said';

const none = { numerator: 0n, denominator: 0n };
const bps = (value: bigint) => ({ numerator: value, denominator: 10_000n });
const honest: PoolFeeTerms = {
  solDepositFee: bps(10n),
  solWithdrawalFee: bps(10n),
  nextSolWithdrawalFee: null,
  stakeWithdrawalFee: none,
  nextStakeWithdrawalFee: null,
  epochFee: bps(500n),
  nextEpochFee: null,
};
const refusal = (changes: Partial<PoolFeeTerms>, caps = DEFAULT_FEE_CAPS) => {
  const said = poolFeeRefusal({ ...honest, ...changes }, caps, 'picoSOL');
  return said && inEnglish(said);
};

describe('the pool fee caps', () => {
  it('let an honest pool through, and a fee exactly at a cap', () => {
    expect(refusal({})).toBeNull();
    expect(refusal({ solDepositFee: bps(100n), epochFee: bps(2_000n), nextSolWithdrawalFee: { fee: bps(100n) } })).toBeNull();
    // The program's "no fee": a zero denominator, whatever the numerator says.
    expect(refusal({ solWithdrawalFee: { numerator: 99n, denominator: 0n } })).toBeNull();
  });

  it('refuse one basis point above a cap, now or scheduled, in words with the figure', () => {
    expect(refusal({ solDepositFee: bps(101n) })).toBe("picoSOL's pool keeps 1.01 % of what you put in. We will not stake into it.");
    expect(refusal({ stakeWithdrawalFee: bps(101n) })).toBe("picoSOL's pool keeps 1.01 % of what you take out. We will not stake into it.");
    expect(refusal({ nextStakeWithdrawalFee: { fee: bps(9_900n) } })).toBe(
      "picoSOL's pool has set its fee to 99 % of what you take out from a coming epoch. We will not stake into it.",
    );
    expect(refusal({ epochFee: bps(2_001n) })).toBe("picoSOL's pool keeps 20.01 % of its rewards. We will not stake into it.");
    expect(refusal({ nextEpochFee: { fee: bps(5_000n) } })).toBe(
      "picoSOL's pool has set its share of rewards to 50 % from a coming epoch. We will not stake into it.",
    );
  });

  it('refuse a fee over 100 % under any cap, and follow the embedder’s caps', () => {
    expect(refusal({ solDepositFee: { numerator: 3n, denominator: 2n } }, { maxFeeBps: 10_000, maxEpochFeeBps: 10_000 })).toBe(
      "picoSOL's pool keeps 150 % of what you put in. We will not stake into it.",
    );
    expect(refusal({ solDepositFee: bps(9_900n) }, { maxFeeBps: 10_000, maxEpochFeeBps: 2_000 })).toBeNull();
    expect(refusal({}, { maxFeeBps: 5, maxEpochFeeBps: 2_000 })).toBe(
      "picoSOL's pool keeps 0.1 % of what you put in. We will not stake into it.",
    );
  });

  it('take an embedder’s cap only as whole basis points from 0 to 10,000', () => {
    for (const good of [0, 50, 10_000]) expect(isFeeCap(good)).toBe(true);
    for (const bad of [-1, 1.5, 10_001, NaN, Infinity]) expect(isFeeCap(bad)).toBe(false);
  });

  it('compare fees as fractions, with no fee the smallest', () => {
    expect(largerFee(bps(10n), { numerator: 1n, denominator: 500n })).toEqual({ numerator: 1n, denominator: 500n });
    expect(largerFee(none, bps(1n))).toEqual(bps(1n));
    expect(largerFee(bps(1n), none)).toEqual(bps(1n));
  });
});

describe('the pool’s rate as the fair price of any route into its token', () => {
  const pool = { totalLamports: 4_000_000_000n, poolTokenSupply: 3_000_000_000n };
  const token = { symbol: 'picoSOL', decimals: 9 };

  it('is the pool tokens the lamports buy before any fee, rounded down; 1:1 while the pool is empty', () => {
    expect(atPoolRate(pool, 1_000_000_000n)).toBe(750_000_000n);
    expect(atPoolRate(pool, 1n)).toBe(0n);
    expect(atPoolRate({ totalLamports: 0n, poolTokenSupply: 0n }, 7n)).toBe(7n);
  });

  it('lets a minimum 1 % below it through, and refuses one base unit less', () => {
    expect(fairPriceRefusal(742_500_000n, 1_000_000_000n, pool, token)).toBeNull();
    const refused = fairPriceRefusal(742_499_999n, 1_000_000_000n, pool, token);
    expect(refused && inEnglish(refused)).toBe(
      "Its quote guarantees 0.742499999 picoSOL, more than 1 % below the 0.75 picoSOL that picoSOL's own pool gives for this SOL.",
    );
  });
});

describe('the exit’s withdrawal fees above the cap: confirmed by the staker, never a refusal', () => {
  const toConfirm = (changes: Partial<PoolFeeTerms>, exit: 'instant' | 'stake') =>
    exitFeesToConfirm({ ...honest, ...changes }, DEFAULT_FEE_CAPS, exit);

  it('none for an honest pool, or a fee exactly at the cap', () => {
    expect(toConfirm({}, 'instant')).toEqual([]);
    expect(toConfirm({ solWithdrawalFee: bps(100n), nextSolWithdrawalFee: { fee: bps(100n) } }, 'instant')).toEqual([]);
  });

  it('each exit is held to its own fee, now and scheduled', () => {
    const high = { stakeWithdrawalFee: bps(300n), nextSolWithdrawalFee: { fee: bps(500n) } };
    expect(toConfirm(high, 'instant')).toEqual([{ fee: bps(500n), scheduled: true }]);
    expect(toConfirm(high, 'stake')).toEqual([{ fee: bps(300n), scheduled: false }]);
  });
});
