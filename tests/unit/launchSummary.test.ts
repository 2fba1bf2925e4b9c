import { describe, expect, it } from 'vitest';
import { basisPoints, feePercent, roughSol } from '../../site/logic/launchSummary';

describe('the launch summary’s figures', () => {
  it('says lamports as SOL with two significant digits, rounded half up', () => {
    expect(roughSol(24_613_440n)).toBe('0.025');
    expect(roughSol(3_282_880n)).toBe('0.0033');
    expect(roughSol(1_036_924_600n)).toBe('1');
    expect(roughSol(1_150_000_000n)).toBe('1.2');
    expect(roughSol(999_999_999n)).toBe('1');
    expect(roughSol(42_000n)).toBe('0.000042');
    expect(roughSol(0n)).toBe('0');
  });

  it('says a fee as a percent and as basis points', () => {
    expect(feePercent({ numerator: 500n, denominator: 10_000n })).toBe('5');
    expect(feePercent({ numerator: 1n, denominator: 1_000n })).toBe('0.1');
    expect(feePercent({ numerator: 0n, denominator: 0n })).toBe('0');
    expect(basisPoints({ numerator: 1n, denominator: 1_000n })).toBe(10);
    expect(basisPoints({ numerator: 0n, denominator: 0n })).toBe(0);
  });
});
