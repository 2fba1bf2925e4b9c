import type { Said } from '../core/texts/said';
import type { UnstakeEnd } from './createUnstakeOwner';
import type { RouteName } from './routes/route';

export interface UnstakeSuccessDetail {
  mint: string;
  signature: string;
  /** The LST unstaked, in its base units (decimal string). */
  amount: string;
  /**
   * Lamports the checked simulation of the sent transaction gave the staker, net of its network fee
   * (decimal string): into their wallet, or staked in their new stake account. Never a quote's figure.
   */
  received: string;
  /** The way out: `instant`, `stake-account` or `swap-back` (the README's events table). */
  route: RouteName;
}

export interface UnstakeFailureDetail {
  mint: string;
  amount: string;
  message: string;
  messageKey: string;
  detail?: string;
  /** Present when the transaction may have been sent. */
  signature?: string;
}

export interface UnstakeCancelDetail {
  mint: string;
  amount: string;
  message: string;
  messageKey: string;
}

/** An unstake's end as the embedder hears it: the React callback's name (and the DOM event's) and its detail. */
export type UnstakeEvent =
  | { name: 'success'; detail: UnstakeSuccessDetail }
  | { name: 'failure'; detail: UnstakeFailureDetail }
  | { name: 'cancel'; detail: UnstakeCancelDetail };

/** The event for an unstake's end, in the card's words; none while it has not ended. */
export function unstakeEvent(mint: string, { state, amount }: UnstakeEnd, say: (said: Said | string) => string): UnstakeEvent | null {
  const base = { mint, amount: amount.toString() };
  switch (state.phase) {
    case 'success':
      return {
        name: 'success',
        detail: { ...base, signature: state.signature, received: state.simulated.toString(), route: state.route },
      };
    case 'failed': {
      const detail = state.detail === undefined ? {} : { detail: say(state.detail) };
      return {
        name: 'failure',
        detail: { ...base, message: say(state.message), messageKey: state.message.key, ...detail, signature: state.signature },
      };
    }
    case 'cancelled':
      return { name: 'cancel', detail: { ...base, message: say(state.message), messageKey: state.message.key } };
    default:
      return null;
  }
}
