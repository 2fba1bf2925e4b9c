import { WRAPPED_SOL_MINT } from '../lst/lst';
import { amountParam, type Said } from '../texts/said';
import { tokenAmount, type TokenNames } from './knownTokens';
import { guardText } from './refusals';
import type { Position } from './stakerPosition';

/**
 * Rules on the staker's position that hold in both directions, into the LST and out of it: no token
 * of theirs but `mint` may fall (wrapped SOL is SOL: the SOL rule counts it), and no SOL may be
 * moved above rent into a token account, out of the wallet's reach, whoever's account it is.
 */
export function positionRefusal(position: Position, mint: string, names: TokenNames): Said | null {
  for (const [held, amounts] of position.tokens) {
    if (held !== mint && held !== WRAPPED_SOL_MINT && amounts.after < amounts.before) {
      return guardText.takesTokens(tokenAmount(held, amounts.before - amounts.after, names));
    }
  }
  if (position.parkedAfter > position.parkedBefore) return guardText.locksSol(amountParam(position.parkedAfter - position.parkedBefore, 9));
  return null;
}
