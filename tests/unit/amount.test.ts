import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, MAX_BASE_UNITS, parseAmount } from '../../widget/core/amount/amount';
import { amountProblem } from '../../widget/core/texts/amountProblem';
import { inEnglish } from '../../widget/core/texts/said';
import { decimalSeparator, formatAmountFor, formatAmountInput, LANGUAGES } from '../../widget/core/texts/language';

const SOL = 9;

describe('parseAmount', () => {
  it.each([
    ['4.1', 4_100_000_000n],
    ['1.005', 1_005_000_000n],
    ['8.50228288', 8_502_282_880n],
    ['0.0041', 4_100_000n],
    ['0.000000001', 1n],
    ['1.5', 1_500_000_000n],
    ['.5', 500_000_000n],
    ['2.', 2_000_000_000n],
    ['  3  ', 3_000_000_000n],
    ['1.5000000000', 1_500_000_000n],
    ['9007200', 9_007_200_000_000_000n],
    ['18446744073.709551615', MAX_BASE_UNITS],
  ])('reads %j exactly', (text, expected) => {
    expect(parseAmount(text, SOL)).toEqual({ ok: true, baseUnits: expected });
  });

  it('keeps lamports above 2^53 exact', () => {
    const parsed = parseAmount('9007199.254740993', SOL);
    expect(parsed).toEqual({ ok: true, baseUnits: 9_007_199_254_740_993n });
    // And back: a float would print 9007199.254740992 here.
    expect(formatAmount(9_007_199_254_740_993n, SOL)).toBe('9007199.254740993');
  });

  it.each([
    ['', 'empty'],
    [' ', 'empty'],
    ['0', 'not-positive'],
    ['0.000', 'not-positive'],
    ['-1', 'not-positive'],
    ['0.0000000001', 'too-many-decimals'],
    ['1e3', 'not-a-number'],
    ['1E3', 'not-a-number'],
    ['1e-7', 'not-a-number'],
    ['0x10', 'not-a-number'],
    ['Infinity', 'not-a-number'],
    ['NaN', 'not-a-number'],
    ['abc', 'not-a-number'],
    ['1.2.3', 'not-a-number'],
    ['.', 'not-a-number'],
    ['+1', 'not-a-number'],
    ['1 000', 'not-a-number'],
    ['1,5', 'separator'],
    ['1.000,5', 'separator'],
    ['18446744073.709551616', 'too-large'],
  ])('refuses %j as %s, with a message', (text, problem) => {
    const parsed = parseAmount(text, SOL);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problem).toBe(problem);
    expect(inEnglish(amountProblem(parsed.problem, SOL)).length).toBeGreaterThan(5);
  });

  it('says the spec text for amounts that are not above zero', () => {
    const parsed = parseAmount('0', SOL);
    expect(parsed).toEqual({ ok: false, problem: 'not-positive' });
    expect(inEnglish(amountProblem('not-positive', SOL))).toBe('Please enter a valid stake amount');
  });

  it('works for any number of decimals', () => {
    expect(parseAmount('1.5', 0)).toMatchObject({ ok: false, problem: 'too-many-decimals' });
    expect(parseAmount('12', 0)).toEqual({ ok: true, baseUnits: 12n });
    expect(parseAmount('0.123456', 6)).toEqual({ ok: true, baseUnits: 123_456n });
  });
});

describe('formatAmount', () => {
  it.each([
    [4_100_000_000n, 9, '4.1'],
    [1n, 9, '0.000000001'],
    [0n, 9, '0'],
    [1_000_000_000n, 9, '1'],
    [123n, 0, '123'],
    [-1_500_000n, 6, '-1.5'],
    [MAX_BASE_UNITS, 9, '18446744073.709551615'],
  ])('formats %s with %i decimals as %j', (value, decimals, text) => {
    expect(formatAmount(value, decimals)).toBe(text);
  });
});

describe('round trips (property)', () => {
  const canonical = fc
    .tuple(fc.bigInt({ min: 0n, max: 18_446_744_072n }), fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 9 }))
    .map(([whole, fraction]) => {
      const trimmed = fraction.replace(/0+$/, '');
      return trimmed ? `${whole}.${trimmed}` : `${whole}`;
    })
    .filter((text) => /[1-9]/.test(text));

  it('format(parse(x)) == x for 100,000 canonical decimals', () => {
    fc.assert(
      fc.property(canonical, (text) => {
        const parsed = parseAmount(text, SOL);
        return parsed.ok && formatAmount(parsed.baseUnits, SOL) === text;
      }),
      { numRuns: 100_000 },
    );
  });

  it('parse(format(n)) == n for 100,000 base-unit values', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: MAX_BASE_UNITS }), fc.integer({ min: 0, max: 12 }), (value, decimals) => {
        const parsed = parseAmount(formatAmount(value, decimals), decimals);
        return parsed.ok && parsed.baseUnits === value;
      }),
      { numRuns: 100_000 },
    );
  });

  it('never accepts text whose exact value differs from what it returns', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789.,-+eExX ', 'a'), maxLength: 14 }), (text) => {
        const parsed = parseAmount(text, SOL);
        if (!parsed.ok) return true;
        // Whatever was accepted is a plain decimal whose value is exactly baseUnits.
        const [whole = '', fraction = ''] = text.trim().split('.');
        return BigInt((whole || '0') + fraction.padEnd(SOL, '0').slice(0, SOL)) === parsed.baseUnits;
      }),
      { numRuns: 100_000 },
    );
  });
});

describe.each(LANGUAGES)('amounts in %s (property)', (language) => {
  const separator = decimalSeparator(language);
  const other = separator === '.' ? ',' : '.';

  it('reads what the field shows back to the exact base units, for 20,000 values', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: MAX_BASE_UNITS }), fc.integer({ min: 0, max: 12 }), (value, decimals) => {
        const parsed = parseAmount(formatAmountInput(language, value, decimals), decimals, separator);
        return parsed.ok && parsed.baseUnits === value;
      }),
      { numRuns: 20_000 },
    );
  });

  it('never misreads a grouped figure: refused, or read as exactly the amount shown', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: MAX_BASE_UNITS }), (value) => {
        const parsed = parseAmount(formatAmountFor(language, value, SOL), SOL, separator);
        return !parsed.ok || parsed.baseUnits === value;
      }),
      { numRuns: 20_000 },
    );
  });

  it('never accepts text whose exact value differs from what it returns', () => {
    const alphabet = fc.constantFrom(..."0123456789.,-+eE _'", '\u00a0', '\u202f');
    fc.assert(
      fc.property(fc.string({ unit: alphabet, maxLength: 14 }), (text) => {
        const parsed = parseAmount(text, SOL, separator);
        if (!parsed.ok) return true;
        const trimmed = text.trim();
        if (trimmed.includes(other) || /[^\d.,]/.test(trimmed)) return false;
        const [whole = '', fraction = ''] = trimmed.split(separator);
        return BigInt((whole || '0') + fraction.padEnd(SOL, '0').slice(0, SOL)) === parsed.baseUnits;
      }),
      { numRuns: 20_000 },
    );
  });

  it(`refuses the other mark (${other}), so "1${other}000" is never read as a thousand or a one`, () => {
    expect(parseAmount(`1${other}000`, SOL, separator)).toEqual({ ok: false, problem: 'separator' });
    expect(parseAmount(`1${other}000${separator}5`, SOL, separator)).toEqual({ ok: false, problem: 'separator' });
    expect(parseAmount(`1${separator}5`, SOL, separator)).toEqual({ ok: true, baseUnits: 1_500_000_000n });
  });
});

it('reads a German staker’s "1,5" as exactly 1.5 SOL', () => {
  expect(parseAmount('1,5', SOL, decimalSeparator('de'))).toEqual({ ok: true, baseUnits: 1_500_000_000n });
  expect(parseAmount('1.5', SOL, decimalSeparator('de'))).toEqual({ ok: false, problem: 'separator' });
  expect(parseAmount('1 000', SOL, decimalSeparator('de'))).toEqual({ ok: false, problem: 'not-a-number' });
});
