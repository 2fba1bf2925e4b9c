/**
 * Exact conversion between the decimal text a person types and integer base units.
 * Floats never touch an amount: `4.1 * 1e9` is 4099999999.9999995.
 */

export type AmountProblem = 'empty' | 'comma' | 'not-a-number' | 'too-many-decimals' | 'not-positive' | 'too-large';

export type ParsedAmount = { ok: true; baseUnits: bigint } | { ok: false; problem: AmountProblem; message: string };

/** The largest amount a token account can hold (u64). */
export const MAX_BASE_UNITS = 2n ** 64n - 1n;

const PLAIN_DECIMAL = /^(\d*)(?:\.(\d*))?$/;

export function amountProblemMessage(problem: AmountProblem, decimals: number): string {
  switch (problem) {
    case 'empty':
      return 'Enter an amount';
    case 'comma':
      return 'Use a dot (.) as the decimal separator, for example 1.5';
    case 'not-a-number':
      return 'Enter a plain decimal number, for example 1.5';
    case 'too-many-decimals':
      return `At most ${decimals} decimal places`;
    case 'not-positive':
      return 'Please enter a valid stake amount';
    case 'too-large':
      return 'That amount is too large';
  }
}

function refuse(problem: AmountProblem, decimals: number): ParsedAmount {
  return { ok: false, problem, message: amountProblemMessage(problem, decimals) };
}

/** Parses "1.5" into 1500000000n for 9 decimals; refuses anything that is not a plain positive decimal. */
export function parseAmount(text: string, decimals: number): ParsedAmount {
  const trimmed = text.trim();
  if (trimmed === '') return refuse('empty', decimals);
  // A comma may be a decimal separator ("1,5") or a thousands separator ("1,000.5"): never guess.
  if (trimmed.includes(',')) return refuse('comma', decimals);
  const match = PLAIN_DECIMAL.exec(trimmed);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) {
    return refuse(trimmed.startsWith('-') ? 'not-positive' : 'not-a-number', decimals);
  }
  if (fraction.length > decimals) {
    // Trailing zeros past the precision change nothing ("1.5000000000" is 1.5).
    if (/[^0]/.test(fraction.slice(decimals))) return refuse('too-many-decimals', decimals);
  }
  const baseUnits = BigInt((whole || '0') + fraction.slice(0, decimals).padEnd(decimals, '0'));
  if (baseUnits === 0n) return refuse('not-positive', decimals);
  if (baseUnits > MAX_BASE_UNITS) return refuse('too-large', decimals);
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
