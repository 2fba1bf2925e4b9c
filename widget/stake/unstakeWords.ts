import { roughDuration } from '../core/amount/roughDuration';
import { SOL_DECIMALS } from '../core/lst/lst';
import { amountParam, type AmountParam, type Said } from '../core/texts/said';
import { sayUnstake } from '../core/texts/unstakeEnglish';
import type { ExitLine } from './createUnstakeOwner';
import { EXIT_ROUTE_TEXTS } from './routes/routeTexts';

/**
 * A way out's words as its choice and the button say them: its time, what the staker will be able to
 * withdraw, its rate, and the button's name. One place, so the choice, the button, the success message
 * and the list of stake accounts say the same figure and the same wait.
 */

/** The SOL the staker ends up with from this way out: a stake account's whole balance, else the figure paid now. */
export const withdrawableOf = (line: ExitLine): bigint => line.terms.withdrawable ?? line.expectedOut;

/** "about 27 hours": how long until the SOL can be withdrawn (as the list of stake accounts says it). */
export const waitOf = (line: ExitLine): Said => roughDuration(line.terms.waitSeconds ?? null);

/** Words in the card's language, for a text inside a text (a wait inside "In {time}"). */
type Say = (said: Said) => string;

/** SOL at once, or a stake account ready to withdraw at once (split from a pool's reserve: never delegated, so no wait). */
const readyNow = (line: ExitLine): boolean => line.arrives === 'now' || line.terms.waitSeconds === 0;

/** Why one would pick this way out; a stake account ready at once is not one to deactivate first. */
export const whyOf = (line: ExitLine): Said =>
  line.route === 'stake-account' && readyNow(line) ? sayUnstake('whyStakeAccountReady') : sayUnstake(EXIT_ROUTE_TEXTS[line.route].why);

/** "Now", or "In about 27 hours". */
export const timeOf = (line: ExitLine, say: Say): Said =>
  readyNow(line) ? sayUnstake('wayNow') : sayUnstake('wayIn', { time: say(waitOf(line)) });

/** SOL for one whole token at this way out's figure (rounded down): what 1 {symbol} gives. */
export function rateOf(line: ExitLine, amount: bigint, decimals: number): AmountParam | null {
  if (amount <= 0n) return null;
  return amountParam((line.expectedOut * 10n ** BigInt(decimals)) / amount, SOL_DECIMALS);
}

/** The button names the choice: "Unstake instantly", "Unstake now, SOL in about 27 hours". */
export function submitOf(line: ExitLine | null, say: Say): Said {
  if (!line) return sayUnstake('unstakeSubmit');
  if (line.arrives === 'now') return sayUnstake('unstakeInstantly');
  // From a pool's reserve the stake account is never delegated: SOL to withdraw at once, so no wait to name.
  return line.terms.waitSeconds === 0 ? sayUnstake('unstakeToStakeAccount') : sayUnstake('unstakeIn', { time: say(waitOf(line)) });
}
