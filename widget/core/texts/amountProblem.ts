import type { AmountProblem } from '../amount/amount';
import { say } from './english';
import type { Said } from './said';

/** What the staker reads about an amount the card refused; the separator is the language's own. */
export function amountProblem(problem: AmountProblem, decimals: number): Said {
  switch (problem) {
    case 'empty':
      return say('amountEmpty');
    case 'separator':
      return say('amountSeparator');
    case 'not-a-number':
      return say('amountNotANumber');
    case 'too-many-decimals':
      return say('amountTooManyDecimals', { decimals });
    case 'not-positive':
      return say('invalidAmount');
    case 'too-large':
      return say('amountTooLarge');
  }
}
