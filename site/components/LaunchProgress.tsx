import type { Cluster } from '../../widget/core/config/cluster';
import type { LaunchPlan, LaunchState, LaunchTerms } from '../../widget/launch';
import { stepperSteps } from '../logic/launchStepper';
import { words } from '../logic/launchWords';
import { LaunchSuccess } from './LaunchSuccess';
import { RunNotes } from './RunNotes';
import { Stepper } from './Stepper';

/** Every step of the plan in view through the signing: done ✓, the current one, the ones waiting. */
function LaunchStepper({ plan, state, landed }: { plan: LaunchPlan; state: LaunchState; landed: readonly string[] }) {
  const lines = stepperSteps(plan, state, landed).map(({ step, status }) => ({
    key: step.kind,
    number: step.number,
    label: words(step.progress),
    status,
  }));
  return <Stepper lines={lines} />;
}

/**
 * The launch once signing began: the stepper with every step, and under it what the step in hand
 * needs (the wallet, a transaction to follow); then the pool's success panel, or how it ended.
 */
export function LaunchProgress({
  plan,
  state,
  landed,
  cluster,
  terms,
  demo,
}: {
  plan: LaunchPlan;
  state: LaunchState;
  landed: readonly string[];
  cluster: Cluster;
  /** The team's terms: its symbol, its fees (said in what happens next and carried by the demo's snippet). */
  terms: LaunchTerms;
  demo: boolean;
}) {
  return (
    <>
      <LaunchStepper plan={plan} state={state} landed={landed} />
      {state.phase === 'live' && <LaunchSuccess plan={state.plan} cluster={cluster} terms={terms} demo={demo} />}
      <RunNotes state={state} cluster={cluster} />
    </>
  );
}
