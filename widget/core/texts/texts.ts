import { english, type EnglishKey } from './english';
import type { LabelOverrides, Labels } from './labels';
import type { DecimalSeparator } from '../amount/amount';
import { decimalSeparator, formatAmountFor, formatAmountInput, type Language } from './language';
import { readableUnits } from '../amount/readableUnits';
import type { AmountParam, Said, TextParams } from './said';
import { pageState } from '../page/page';

/** A piece of a shown text: words, or an amount as shown (rounded for reading) with its exact figure. */
export type TextPart = string | { shown: string; exact: string };

/** The words and number formats of one card: its language, and the page's own labels over it. */
export interface Texts {
  language: Language;
  separator: DecimalSeparator;
  /** One of the card's texts, filled in. */
  t(key: EnglishKey, params?: TextParams): string;
  /** A text the flow or the guard said; a plain string (an outside service's words) as it came. */
  say(said: Said | string): string;
  /** The same text in pieces, each amount with its exact figure beside the rounded one (for the card's `Words`). */
  parts(said: Said | string): TextPart[];
  /** An exact amount for reading, grouped as the language groups it: "1.234,5" in German. */
  amount(baseUnits: bigint, decimals: number): string;
  /** An exact amount for the amount field: the language's separator, no grouping. */
  amountInput(baseUnits: bigint, decimals: number): string;
}

export function createTexts(language: Language, translation: Partial<Labels> | null, overrides: LabelOverrides = {}): Texts {
  const words: Partial<Record<string, string>> = { ...english, ...translation, ...overrides };
  const amount = (baseUnits: bigint, decimals: number) => formatAmountFor(language, baseUnits, decimals);
  // Every amount a text shows is rounded for reading, here, once for every text of the card and its tabs.
  const amountPart = ({ units, decimals, unit }: AmountParam, exact?: boolean) => {
    const tail = unit ? ` ${unit}` : '';
    return { shown: amount(exact ? units : readableUnits(units, decimals), decimals) + tail, exact: amount(units, decimals) + tail };
  };
  // Fills `{name}` placeholders; one with no value stays as written, so a mistake shows rather than vanishes.
  const fillParts = (template: string, params?: TextParams, exact?: boolean): TextPart[] =>
    template.split(/\{(\w+)\}/).map((piece, index) => {
      const value = index % 2 ? params?.[piece] : piece;
      return value === undefined ? `{${piece}}` : typeof value === 'object' ? amountPart(value, exact) : String(value);
    });
  const parts = (said: Said | string) =>
    typeof said === 'string' ? [said] : fillParts(words[said.key] ?? said.text, said.params, said.exact);
  const shown = (pieces: TextPart[]) => pieces.map((piece) => (typeof piece === 'string' ? piece : piece.shown)).join('');
  return {
    language,
    separator: decimalSeparator(language),
    t: (key, params) => shown(fillParts(words[key] ?? english[key], params)),
    say: (said) => shown(parts(said)),
    parts,
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
