import { amountParam, type AmountParam } from '../texts/said';
import { roundedFraction } from './roundedFraction';

/** Places a percentage is shown with. */
const PERCENT_PLACES = 2;

/** A share as a percentage to 2 places, for a text ("0.02 %"); a zero denominator is none (0 %). */
export const percentParam = ({ numerator, denominator }: { numerator: bigint; denominator: bigint }): AmountParam =>
  amountParam(
    roundedFraction({ numerator: numerator * 100n, denominator: denominator === 0n ? 1n : denominator }, PERCENT_PLACES),
    PERCENT_PLACES,
  );
