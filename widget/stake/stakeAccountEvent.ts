import type { Said } from '../core/texts/said';
import { endingEvent } from './endingEvent';
import type { StakeEvent } from './stakeEvents';
import type { StakeState } from './stakeFlow';

/** A stake account deposit's state (widget/bring's `StakeDepositState`, which the stake owner does not import): how it ended, or where it is. */
export type StakeAccountDepositState =
  | { phase: 'checking' | 'awaiting-signature' | 'sending' | 'confirming' }
  | { phase: 'done'; signature: string; lstGained: bigint; simulated: bigint; received: bigint | null }
  | Extract<StakeState, { phase: 'failed' | 'cancelled' }>;

/**
 * A stake account deposit's end as the embedder hears it: the same events and details as a SOL stake's
 * (stakesuccess, stakefailure, stakecancel; onStakeSuccess, …), with `source: 'stake-account'`, the stake
 * account's address, and its whole balance as `lamports`. `expectedOut`: the LST the checked simulation of
 * the signed transaction delivered; `received`: what its token balances say arrived, as a SOL stake's
 * (absent when the RPC could not say). None while it has not ended.
 */
export function stakeAccountEvent(
  mint: string,
  account: { address: string; lamports: bigint },
  state: StakeAccountDepositState,
  say: (said: Said | string) => string,
): StakeEvent | null {
  const base = { mint, lamports: account.lamports.toString(), source: 'stake-account' as const, stakeAccount: account.address };
  if (state.phase === 'done') {
    const received = state.received === null ? {} : { received: state.received.toString() };
    return {
      name: 'success',
      detail: { ...base, signature: state.signature, expectedOut: state.simulated.toString(), ...received, route: 'deposit' },
    };
  }
  return state.phase === 'failed' || state.phase === 'cancelled' ? endingEvent(base, state, say) : null;
}
