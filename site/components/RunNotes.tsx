import type { Cluster } from '../../widget/core/config/cluster';
import type { Said } from '../../widget/core/texts/said';
import { words } from '../logic/launchWords';
import { TransactionLink } from './TransactionLink';

/** The moments of a run (the launch's, a pool action's) that have something to say under the stepper. */
export type RunNoteState =
  | { phase: 'reading' | 'checking' | 'live' | 'done' }
  | { phase: 'awaiting-signature'; step: { progress?: Said; title: Said } }
  | { phase: 'confirming'; signature: string; trouble: boolean }
  | { phase: 'cancelled'; message: Said }
  | { phase: 'failed'; message: Said; detail?: Said | string; signature?: string };

/**
 * What the step in hand needs (the wallet, a transaction to follow), or how the run ended: in the same
 * words for every run. Once a transaction may have been sent, it is never called failed unless the
 * runner (the RPC) said so: a silent RPC is "not answering right now", and the transaction stays in view.
 */
export function RunNotes({ state, stepLabel, cluster }: { state: RunNoteState; stepLabel?: string; cluster: Cluster }) {
  switch (state.phase) {
    case 'reading':
      return <p>Reading the chain…</p>;
    case 'awaiting-signature':
      return <p>Your wallet asks you to sign {stepLabel ?? words(state.step.progress ?? state.step.title)}.</p>;
    case 'confirming':
      return (
        <>
          {state.trouble && <p>It was sent, and the Solana RPC is not answering right now. We keep checking; do not sign it again.</p>}
          <TransactionLink signature={state.signature} cluster={cluster} />
        </>
      );
    case 'cancelled':
      return <p className="field__error">{words(state.message)}</p>;
    case 'failed':
      return (
        <>
          <p className="field__error">
            {words(state.message)} {words(state.detail)}
          </p>
          {state.signature && <TransactionLink signature={state.signature} cluster={cluster} />}
        </>
      );
    default:
      return null;
  }
}
