import type { Said } from '../core/texts/said';
import type { StakeState } from './stakeFlow';

/** A run's end as the embedder hears it: the React callback's name (and the DOM event's) and its detail. */
export type RunEvent<Success, Failure, Cancel> =
  { name: 'success'; detail: Success } | { name: 'failure'; detail: Failure } | { name: 'cancel'; detail: Cancel };

/**
 * A run that did not succeed, as the embedder hears it in either direction (a stake's or an unstake's
 * events: the same fields beside each one's `base`): the card's message in its words and the message's
 * key (amounts exact); for a failure, the detail under it and the signature once the transaction may have been sent.
 * Null for a run that has not ended, or that succeeded (each direction says its own success).
 */
export function endingEvent<Base extends object>(base: Base, state: StakeState, sayShown: (said: Said | string) => string) {
  // The card's words with every amount exact: the card rounds its figures for reading, an event does not.
  const say = (said: Said | string) => sayShown(typeof said === 'string' ? said : { ...said, exact: true });
  switch (state.phase) {
    case 'failed': {
      const detail = state.detail === undefined ? {} : { detail: say(state.detail) };
      return {
        name: 'failure' as const,
        detail: { ...base, message: say(state.message), messageKey: state.message.key, ...detail, signature: state.signature },
      };
    }
    case 'cancelled':
      return { name: 'cancel' as const, detail: { ...base, message: say(state.message), messageKey: state.message.key } };
    default:
      return null;
  }
}
