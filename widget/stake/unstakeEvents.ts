import type { Said } from '../core/texts/said';
import type { UnstakeEnd } from './createUnstakeOwner';
import { endingEvent, type RunEvent } from './endingEvent';
import type { StakeCancelDetail, StakeFailureDetail } from './stakeEvents';
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

/** A stake's detail with the LST unstaked, `amount` (base units, decimal string), in place of its SOL `lamports` (and with no stake's source). */
type WithAmount<Detail> = Omit<Detail, 'lamports' | 'source' | 'stakeAccount'> & { amount: string };

/** `mint`, `amount`, `message`, `messageKey`, `detail`, and `signature` when the transaction may have been sent. */
export type UnstakeFailureDetail = WithAmount<StakeFailureDetail>;

/** `mint`, `amount`, `message`, `messageKey`. */
export type UnstakeCancelDetail = WithAmount<StakeCancelDetail>;

/** An unstake's end as the embedder hears it. */
export type UnstakeEvent = RunEvent<UnstakeSuccessDetail, UnstakeFailureDetail, UnstakeCancelDetail>;

/** The event for an unstake's end, in the card's words; none while it has not ended. */
export function unstakeEvent(mint: string, { state, amount }: UnstakeEnd, say: (said: Said | string) => string): UnstakeEvent | null {
  const base = { mint, amount: amount.toString() };
  if (state.phase !== 'success') return endingEvent(base, state, say);
  return { name: 'success', detail: { ...base, signature: state.signature, received: state.simulated.toString(), route: state.route } };
}
