import { formatAmount, parseAmount, type DecimalSeparator, type ParsedAmount } from '../core/amount/amount';
import type { Store } from '../core/page/createStore';

/** The amount as typed (or as the page fixed it, with a dot), and what it parses to. */
export interface AmountFieldState {
  text: string;
  fixed: boolean;
  parsed: ParsedAmount;
}

export interface AmountField {
  /** What the staker typed, in their language's number format (see `setSeparator`). */
  type(text: string): void;
  /** A preset's amount in base units: kept exactly as given, and shown in the language's number format. */
  pick(baseUnits: bigint): void;
  /** The page's fixed amount (decimal text with a dot), or undefined: the staker types. False when nothing changed. */
  fix(text: string | undefined): boolean;
  /** The decimal mark of the card's language. False when it already was that one. */
  setSeparator(separator: DecimalSeparator): boolean;
  /** The amount in base units, or null while the text does not parse. */
  baseUnits(): bigint | null;
}

export interface AmountFieldOptions {
  decimals: number;
  /** What the field shows at first, in the card's number format. */
  text?: string;
  /** The page's fixed amount, if any (with a dot in every language: it is an attribute the page wrote). */
  fixedAmount?: string;
  separator?: DecimalSeparator;
}

/**
 * The amount field of one card, kept as the `amount` of the card's store: its text, whether the page
 * fixed it, and its exact value. A fixed amount is read with a dot whatever the language; a typed one
 * with the language's mark, read again when the language changes.
 */
export function createAmountField(
  store: Store<{ amount: AmountFieldState }>,
  { decimals, text = '', fixedAmount, separator: initialSeparator = '.' }: AmountFieldOptions,
): AmountField {
  let separator = initialSeparator;
  const read = (value: string, fixed: boolean): AmountFieldState => ({
    text: value,
    fixed,
    parsed: parseAmount(value, decimals, fixed ? '.' : separator),
  });
  const state = () => store.getState().amount;
  const set = (amount: AmountFieldState) => store.setState({ amount });
  set(fixedAmount === undefined ? read(text, false) : read(fixedAmount, true));
  return {
    type: (value) => set(read(value, false)),
    pick: (baseUnits) =>
      set({ text: formatAmount(baseUnits, decimals).replace('.', separator), fixed: false, parsed: { ok: true, baseUnits } }),
    fix(value) {
      const { fixed, text: shown } = state();
      if (value === undefined ? !fixed : fixed && shown === value) return false;
      set(value === undefined ? read('', false) : read(value, true));
      return true;
    },
    setSeparator(next) {
      if (next === separator) return false;
      separator = next;
      const current = state();
      if (!current.fixed) set(read(current.text, false));
      return true;
    },
    baseUnits() {
      const { parsed } = state();
      return parsed.ok ? parsed.baseUnits : null;
    },
  };
}
