import type { ExitRefusal } from '../../../core/stakePool/exitArithmetic';
import { say } from '../../../core/texts/english';
import type { Said } from '../../../core/texts/said';

/** Why the pool cannot pay this exit now, in the staker's words (the card shows it beside the other ways out). */
export function exitRefusalText(refusal: ExitRefusal, symbol: string): Said {
  switch (refusal) {
    case 'too-small':
      return say('exitTooSmall', { symbol });
    case 'sol-withdraw-authority':
      return say('exitSolAuthority', { symbol });
    case 'reserve-short':
      return say('exitReserveShort', { symbol });
    case 'no-stake-source':
      return say('exitNoStakeSource', { symbol });
    case 'below-minimum-delegation':
      return say('exitBelowMinimumDelegation', { symbol });
  }
}
