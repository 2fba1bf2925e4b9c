import { formatAmount, type DecimalSeparator } from '../amount/amount';
import { pageState } from '../page/page';

/** The languages the widget speaks. English is built in; the others are lazy chunks. */
export const LANGUAGES = ['en', 'es', 'zh', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** "de-AT", "zh-Hans-CN", "ES" → their language; anything else (or nothing) → English. */
export function resolveLanguage(tag: string | null | undefined): Language {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary) ?? 'en';
}

/** The decimal separator a staker of this language types and reads. */
export const decimalSeparator = (language: Language): DecimalSeparator => (language === 'de' || language === 'es' ? ',' : '.');

const GROUPERS = Symbol('number formats');
const grouper = (language: Language) => {
  const groupers = pageState(GROUPERS, () => new Map<Language, Intl.NumberFormat>());
  let format = groupers.get(language);
  if (!format) groupers.set(language, (format = new Intl.NumberFormat(language, { useGrouping: true, maximumFractionDigits: 0 })));
  return format;
};

/**
 * An exact amount for reading: the whole part grouped as the language groups it (Intl, which formats
 * bigints exactly), then the language's separator and every fractional digit. No float on the way.
 */
export function formatAmountFor(language: Language, baseUnits: bigint, decimals: number): string {
  const [sign, digits] = baseUnits < 0n ? ['-', -baseUnits] : ['', baseUnits];
  const [whole = '0', fraction] = formatAmount(digits, decimals).split('.');
  return sign + grouper(language).format(BigInt(whole)) + (fraction ? decimalSeparator(language) + fraction : '');
}

/** An exact amount for the amount field: no grouping (the field refuses it), the language's separator. */
export const formatAmountInput = (language: Language, baseUnits: bigint, decimals: number): string =>
  formatAmount(baseUnits, decimals).replace('.', decimalSeparator(language));
