import type { ReactNode } from 'react';
import type { Cluster } from '../../../widget/core/config/cluster';
import type { PoolAction, PoolActionPlan } from '../../../widget/manage/types';
import { poolStepperLines, runPlan, stepLabel, type PoolActionView } from '../../logic/poolActionView';
import { RunNotes } from '../RunNotes';
import { Stepper } from '../Stepper';
import { PoolPlanView } from './PoolPlanView';

export interface PoolActionHandlers {
  /** Shows an action's plan (read from the chain now). */
  onAction(action: PoolAction): void;
  /** Signs the plan's steps, one wallet prompt each. */
  onSign(plan: PoolActionPlan): void;
  /** Puts the plan or the ended run away. */
  onClose(): void;
}

/**
 * An action in its section: the plan before signing, then the stepper through the signing, then done,
 * cancelled (run again: it continues where it stopped) or failed (in the runner's words, never
 * "failed" for a transaction the RPC has not refused). `done` adds what follows a finished action.
 */
export function PoolActionPanel({
  view,
  cluster,
  handlers,
  done,
}: {
  view: PoolActionView;
  cluster: Cluster;
  handlers: PoolActionHandlers;
  done?: ReactNode;
}) {
  const close = (
    <button type="button" className="button button--secondary" onClick={handlers.onClose}>
      Close
    </button>
  );
  return (
    <div className="pool-action" aria-live="polite">
      {view.kind === 'no-wallet' && (
        <>
          <p>Connect your wallet first: it signs and pays the network fee.</p>
          {close}
        </>
      )}
      {view.kind === 'planning' && <p role="status">Reading the chain for your plan…</p>}
      {view.kind === 'refused' && (
        <>
          <p className="field__error">{view.words}</p>
          {close}
        </>
      )}
      {view.kind === 'plan' && (
        <>
          <PoolPlanView plan={view.plan} />
          <div className="pool-action__buttons">
            <button type="button" className="button button--primary" onClick={() => handlers.onSign(view.plan)}>
              {view.plan.steps.length === 1 ? 'Sign' : 'Sign step by step'}
            </button>
            <button type="button" className="button button--secondary" onClick={handlers.onClose}>
              Not now
            </button>
          </div>
        </>
      )}
      {view.kind === 'running' && <PoolRun view={view} cluster={cluster} handlers={handlers} done={done} close={close} />}
    </div>
  );
}

function PoolRun({
  view,
  cluster,
  handlers,
  done,
  close,
}: {
  view: Extract<PoolActionView, { kind: 'running' }>;
  cluster: Cluster;
  handlers: PoolActionHandlers;
  done?: ReactNode;
  close: ReactNode;
}) {
  const { state } = view;
  const plan = runPlan(view.plan, state);
  return (
    <>
      <Stepper lines={poolStepperLines(view.plan, state, view.landed)} />
      <RunNotes state={state} stepLabel={'step' in state ? stepLabel(state.step, plan) : undefined} cluster={cluster} />
      {state.phase === 'done' && (
        <>
          <p className="pool-action__done">Done: every step landed. The figures on this page are read again.</p>
          {done}
          {close}
        </>
      )}
      {state.phase === 'cancelled' && (
        <>
          <p>{state.signatures.length === 0 ? 'Nothing was sent.' : 'What was sent stays.'} Signing again continues where it stopped.</p>
          <div className="pool-action__buttons">
            <button type="button" className="button button--primary" onClick={() => handlers.onSign(view.plan)}>
              Sign again
            </button>
            {close}
          </div>
        </>
      )}
      {state.phase === 'failed' && (
        <div className="pool-action__buttons">
          <button type="button" className="button button--primary" onClick={() => handlers.onAction(view.action)}>
            Plan it again
          </button>
          {close}
        </div>
      )}
    </>
  );
}
