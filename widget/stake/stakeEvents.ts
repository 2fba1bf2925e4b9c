import type { Said } from '../core/texts/said';
import type { StakeEnd } from './createStakeOwner';
import { endingEvent, type RunEvent } from './endingEvent';
import type { RouteName } from './routes/route';

/**
 * What was staked: SOL from the wallet (the amount field), or one of the staker's stake accounts deposited
 * into the pool ("Bring your stake", issue 39: then `lamports` is the stake account's whole balance and
 * `stakeAccount` its address).
 */
export type StakeSourceName = 'sol' | 'stake-account';

/** The fields every stake event has: the token, what was staked and where it came from. */
interface StakeBase {
  mint: string;
  /** SOL staked, in lamports (decimal string): the amount typed, or the stake account's balance. */
  lamports: string;
  source: StakeSourceName;
  /** The stake account deposited (source `stake-account` only). */
  stakeAccount?: string;
}

export interface StakeSuccessDetail extends StakeBase {
  signature: string;
  /** LST base units the checked simulation of the sent transaction delivered (decimal string): never the quote's figure. */
  expectedOut: string;
  /** LST base units the transaction delivered, read from its token balances (absent if unreadable). */
  received?: string;
  /** How it was staked: the route's name as the route registry lists it (`ROUTES` in routes/registry.ts; the README's events table names them). */
  route: RouteName;
}

export interface StakeFailureDetail extends StakeBase {
  /** What the card says, in its language. */
  message: string;
  /** Which text that is, whatever the language: docs/labels.md lists the keys. */
  messageKey: string;
  detail?: string;
  /** Present when the transaction may have been sent. */
  signature?: string;
}

export interface StakeCancelDetail extends StakeBase {
  message: string;
  messageKey: string;
}

/** A stake's end as the embedder hears it. */
export type StakeEvent = RunEvent<StakeSuccessDetail, StakeFailureDetail, StakeCancelDetail>;

/** The event for a stake's end, in the card's words (`say`); none while it has not ended. */
export function stakeEvent(mint: string, { state, amount }: StakeEnd, say: (said: Said | string) => string): StakeEvent | null {
  const base = { mint, lamports: amount.toString(), source: 'sol' as const };
  if (state.phase !== 'success') return endingEvent(base, state, say);
  const received = state.received === null ? {} : { received: state.received.toString() };
  return {
    name: 'success',
    detail: { ...base, signature: state.signature, expectedOut: state.simulated.toString(), ...received, route: state.route },
  };
}
