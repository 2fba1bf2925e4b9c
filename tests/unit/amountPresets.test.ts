import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_PRESETS, presetLamports, stakeableLamports } from '../../widget/core/amount/amountPresets';
import { FEE_RESERVE_LAMPORTS } from '../../widget/core/amount/stakeLimits';
import { englishTexts } from '../../widget/core/texts/texts';

const SOL = 1_000_000_000n;

describe('amount presets', () => {
  it('are 25 %, 50 % and Max, in that order', () => {
    expect(AMOUNT_PRESETS.map((preset) => englishTexts.t(preset.label))).toEqual(['25 %', '50 %', 'Max']);
  });

  it('take a share of the balance; Max keeps the fee reserve back', () => {
    expect(presetLamports(10n * SOL, 'quarter')).toBe(2_500_000_000n);
    expect(presetLamports(10n * SOL, 'half')).toBe(5n * SOL);
    expect(presetLamports(10n * SOL, 'max')).toBe(10n * SOL - FEE_RESERVE_LAMPORTS);
    expect(stakeableLamports(10n * SOL)).toBe(10n * SOL - FEE_RESERVE_LAMPORTS);
  });

  it('round a share down to whole lamports', () => {
    expect(presetLamports(1_000_000_003n, 'quarter')).toBe(250_000_000n);
    expect(presetLamports(1_000_000_003n, 'half')).toBe(500_000_001n);
  });

  it('never offer more than the balance less the reserve, and nothing when that is nothing', () => {
    // 0.015 SOL: half would be 0.0075, but only 0.005 can be staked with 0.01 kept for fees.
    expect(presetLamports(15_000_000n, 'half')).toBe(5_000_000n);
    expect(presetLamports(FEE_RESERVE_LAMPORTS, 'max')).toBeNull();
    expect(presetLamports(3n, 'quarter')).toBeNull();
    expect(presetLamports(0n, 'half')).toBeNull();
    expect(stakeableLamports(0n)).toBe(0n);
  });

  it('any balance: every preset is positive, at most the stakeable amount, and Max is the largest', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }), (balance) => {
        const stakeable = stakeableLamports(balance);
        for (const { id } of AMOUNT_PRESETS) {
          const lamports = presetLamports(balance, id);
          if (lamports === null) expect(stakeable <= 0n || id !== 'max').toBe(true);
          else {
            expect(lamports > 0n).toBe(true);
            expect(lamports <= stakeable).toBe(true);
            expect(lamports + FEE_RESERVE_LAMPORTS <= balance).toBe(true);
          }
        }
        expect(presetLamports(balance, 'max')).toBe(stakeable > 0n ? stakeable : null);
      }),
    );
  });
});
