/**
 * Exact conversion between the decimal text a person types and integer base units.
 * Floats never touch an amount: `4.1 * 1e9` is 4099999999.9999995.
 */

/** The mark between an amount's whole and fractional digits, as a staker's language writes it. */
export type DecimalSeparator = '.' | ',';

export type AmountProblem = 'empty' | 'separator' | 'not-a-number' | 'too-many-decimals' | 'not-positive' | 'too-large';

export type ParsedAmount = { ok: true; baseUnits: bigint } | { ok: false; problem: AmountProblem };

/** The largest amount a token account can hold (u64). */
export const MAX_BASE_UNITS = 2n ** 64n - 1n;

const PLAIN_DECIMAL = /^(\d*)(?:\.(\d*))?$/;

const refuse = (problem: AmountProblem): ParsedAmount => ({ ok: false, problem });

/**
 * Parses "1.5" (or "1,5" where the language writes a decimal comma) into 1500000000n for 9 decimals;
 * refuses anything that is not a plain positive decimal. The other mark is never read as grouping:
 * "1,000.5" in English and "1.000,5" in German are refused, not guessed at.
 */
export function parseAmount(text: string, decimals: number, separator: DecimalSeparator = '.'): ParsedAmount {
  const trimmed = text.trim();
  if (trimmed === '') return refuse('empty');
  if (trimmed.includes(separator === '.' ? ',' : '.')) return refuse('separator');
  const match = PLAIN_DECIMAL.exec(separator === '.' ? trimmed : trimmed.replace(',', '.'));
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) {
    return refuse(trimmed.startsWith('-') ? 'not-positive' : 'not-a-number');
  }
  if (fraction.length > decimals) {
    // Trailing zeros past the precision change nothing ("1.5000000000" is 1.5).
    if (/[^0]/.test(fraction.slice(decimals))) return refuse('too-many-decimals');
  }
  const baseUnits = BigInt((whole || '0') + fraction.slice(0, decimals).padEnd(decimals, '0'));
  if (baseUnits === 0n) return refuse('not-positive');
  if (baseUnits > MAX_BASE_UNITS) return refuse('too-large');
  return { ok: true, baseUnits };
}

/** Formats base units as the shortest exact decimal text: 4100000000n with 9 decimals is "4.1". */
export function formatAmount(baseUnits: bigint, decimals: number): string {
  const negative = baseUnits < 0n;
  const digits = (negative ? -baseUnits : baseUnits).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return (negative ? '-' : '') + whole + (fraction ? `.${fraction}` : '');
}
