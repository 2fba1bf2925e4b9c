import type { ReactNode } from 'react';
import type { Said } from '../core/texts/said';
import { ExplorerLink } from './StakeMessage';
import { useTexts } from './TextsContext';

/** A guarded run's states as the card words them: a stake account's Deactivate or Withdraw, or its deposit into the pool. */
export type RunState =
  | { phase: 'checking' }
  | { phase: 'awaiting-signature' }
  | { phase: 'sending'; signature: string }
  | { phase: 'confirming'; signature: string; trouble: boolean }
  | { phase: 'done'; signature: string }
  | { phase: 'cancelled'; message: Said }
  | { phase: 'failed'; message: Said; detail?: Said | string; signature?: string };

/** Whether a run is under way: one at a time, and no second click while it is. */
export const runBusy = (state: RunState | null | undefined): boolean =>
  !!state && state.phase !== 'done' && state.phase !== 'cancelled' && state.phase !== 'failed';

/**
 * A run's progress and how it ended, in the card's own words; a signature links to the explorer.
 * `success`: what landed, said over the link (the run's own headline).
 */
export function RunMessage({ state, success }: { state: RunState; success?: ReactNode }) {
  const texts = useTexts();
  switch (state.phase) {
    case 'checking':
    case 'awaiting-signature':
    case 'sending':
      return (
        <p className="lst-message" role="status">
          {texts.t(state.phase === 'checking' ? 'checking' : state.phase === 'sending' ? 'sending' : 'awaitingSignature')}
        </p>
      );
    case 'confirming':
      return (
        <p className="lst-message" role="status">
          {texts.t(state.trouble ? 'stillChecking' : 'confirming')}
        </p>
      );
    case 'done':
      return (
        <div className="lst-message lst-message--success" role="status">
          {success && <p className="lst-message__headline">{success}</p>}
          <ExplorerLink signature={state.signature} />
        </div>
      );
    case 'cancelled':
    case 'failed':
      return (
        <div className="lst-message lst-message--error" role="alert">
          <p>{texts.say(state.message)}</p>
          {/* The reason under it, on a line of its own: often the RPC's or a service's own words. */}
          {state.phase === 'failed' && state.detail && (
            <p className="lst-message__detail">{typeof state.detail === 'string' ? state.detail : texts.say(state.detail)}</p>
          )}
          {state.phase === 'failed' && state.signature && <ExplorerLink signature={state.signature} />}
        </div>
      );
  }
}
