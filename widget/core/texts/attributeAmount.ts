import { parseAmount } from '../amount/amount';
import { SOL_DECIMALS } from '../lst/lst';
import type { Texts } from './texts';

/**
 * An amount the page gave (`amount` or `fixed-amount`, written with a dot in every language) as the
 * field shows it in the card's language; anything that is not an amount stays as given, for the card
 * to explain. The live card and its startup copy both fill the field with this, so they match.
 */
export function attributeAmountForField(texts: Texts, given: string | null | undefined): string {
  if (given === null || given === undefined) return '';
  const parsed = parseAmount(given, SOL_DECIMALS);
  return parsed.ok ? texts.amountInput(parsed.baseUnits, SOL_DECIMALS) : given;
}
