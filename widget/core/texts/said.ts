import { formatAmount } from '../amount/amount';

/** An amount inside a text: formatted for the reader's language when the text is shown. */
export interface AmountParam {
  units: bigint;
  decimals: number;
  /** A symbol after the figure ("SOL", "evgSOL"). */
  unit?: string;
}

export type TextParam = string | number | AmountParam;
export type TextParams = Readonly<Record<string, TextParam>>;

/**
 * A text the widget says, as data rather than words: its key (for translations and a page's own
 * labels), its English template (so a lazy chunk's texts, like the guard's, need no table elsewhere)
 * and the values for its `{placeholders}`. The card turns it into words in its own language.
 */
export interface Said {
  key: string;
  text: string;
  params?: TextParams;
  /** Every amount to the last unit, as events carry it: a card otherwise rounds them for reading (the exact text on hover or focus). */
  exact?: boolean;
}

export const amountParam = (units: bigint, decimals: number, unit?: string): AmountParam =>
  unit === undefined ? { units, decimals } : { units, decimals, unit };

/** A function that says the texts of one dictionary: `say('expired')`, `say('wrongNetwork', { cluster })`. */
export function sayer<Dictionary extends Record<string, string>>(dictionary: Dictionary) {
  return (key: keyof Dictionary & string, params?: TextParams): Said => {
    const text = dictionary[key] as string;
    return params ? { key, text, params } : { key, text };
  };
}

/** Fills `{name}` placeholders; one with no value stays as written, so a mistake shows rather than vanishes. */
export function fill(template: string, params: TextParams | undefined, formatAmountParam: (amount: AmountParam) => string): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params?.[name];
    if (value === undefined) return placeholder;
    return typeof value === 'object' ? formatAmountParam(value) : String(value);
  });
}

const plainAmount = ({ units, decimals, unit }: AmountParam) => formatAmount(units, decimals) + (unit ? ` ${unit}` : '');

/** An error of ours that a staker may read: its words travel as a text, so they reach them in their language. */
export class SaidError extends Error {
  constructor(readonly said: Said) {
    super(inEnglish(said));
  }
}

/** The English words of a text, as events and logs carry them. A plain string is an outside text, kept as it came. */
export const inEnglish = (said: Said | string): string => (typeof said === 'string' ? said : fill(said.text, said.params, plainAmount));
