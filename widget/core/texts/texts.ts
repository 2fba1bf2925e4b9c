import { english, type EnglishKey } from './english';
import type { LabelOverrides, Labels } from './labels';
import type { DecimalSeparator } from '../amount/amount';
import { decimalSeparator, formatAmountFor, formatAmountInput, type Language } from './language';
import { fill, type AmountParam, type Said, type TextParams } from './said';
import { pageState } from '../page/page';

/** The words and number formats of one card: its language, and the page's own labels over it. */
export interface Texts {
  language: Language;
  separator: DecimalSeparator;
  /** One of the card's texts, filled in. */
  t(key: EnglishKey, params?: TextParams): string;
  /** A text the flow or the guard said; a plain string (an outside service's words) as it came. */
  say(said: Said | string): string;
  /** An exact amount for reading, grouped as the language groups it: "1.234,5" in German. */
  amount(baseUnits: bigint, decimals: number): string;
  /** An exact amount for the amount field: the language's separator, no grouping. */
  amountInput(baseUnits: bigint, decimals: number): string;
}

export function createTexts(language: Language, translation: Partial<Labels> | null, overrides: LabelOverrides = {}): Texts {
  const words: Partial<Record<string, string>> = { ...english, ...translation, ...overrides };
  const amount = (baseUnits: bigint, decimals: number) => formatAmountFor(language, baseUnits, decimals);
  const formatParam = ({ units, decimals, unit }: AmountParam) => amount(units, decimals) + (unit ? ` ${unit}` : '');
  return {
    language,
    separator: decimalSeparator(language),
    t: (key, params) => fill(words[key] ?? english[key], params, formatParam),
    say: (said) => (typeof said === 'string' ? said : fill(words[said.key] ?? said.text, said.params, formatParam)),
    amount,
    amountInput: (baseUnits, decimals) => formatAmountInput(language, baseUnits, decimals),
  };
}

/** The texts of a card with no language and no labels of its own. */
export const englishTexts = createTexts('en', null);

const PLAIN_TEXTS = Symbol('texts per language');

/**
 * The texts for a language, shared by every card without labels of its own: a page of 100 elements
 * builds each language's once, not 200 copies (each element and its card ask).
 */
export function textsFor(language: Language, translation: Partial<Labels> | null, overrides: LabelOverrides): Texts {
  if (Object.keys(overrides).length > 0) return createTexts(language, translation, overrides);
  const plain = pageState(PLAIN_TEXTS, () => new Map<Language, Texts>([['en', englishTexts]]));
  let texts = plain.get(language);
  if (!texts || (language !== 'en' && translation === null)) {
    texts = createTexts(language, translation);
    if (translation) plain.set(language, texts);
  }
  return texts;
}
