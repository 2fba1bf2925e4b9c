import type { ExitRefusal } from '../../../core/stakePool/exitArithmetic';
import { sayUnstake } from '../../../core/texts/unstakeEnglish';
import type { Said } from '../../../core/texts/said';

/** Why the pool cannot pay this exit now, in the staker's words (the card shows it beside the other ways out). */
export function exitRefusalText(refusal: ExitRefusal, symbol: string): Said {
  switch (refusal) {
    case 'too-small':
      return sayUnstake('exitTooSmall', { symbol });
    case 'sol-withdraw-authority':
      return sayUnstake('exitSolAuthority', { symbol });
    case 'reserve-short':
      return sayUnstake('exitReserveShort', { symbol });
    case 'no-stake-source':
      return sayUnstake('exitNoStakeSource', { symbol });
    case 'below-minimum-delegation':
      return sayUnstake('exitBelowMinimumDelegation', { symbol });
  }
}
