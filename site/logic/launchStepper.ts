import type { LaunchPlan, LaunchState, LaunchStep } from '../../widget/launch';

/** Where a step of the launch stands, as the stepper shows it. */
export type StepStatus = 'done' | 'checking' | 'signing' | 'confirming' | 'waiting' | 'stopped';

export interface StepperStep {
  step: LaunchStep;
  status: StepStatus;
}

/** The step a state is about, when it is about one. */
const stepOf = (state: LaunchState): LaunchStep | null =>
  state.phase === 'checking' || state.phase === 'awaiting-signature' || state.phase === 'confirming' ? state.step : null;

const ACTIVE: Partial<Record<LaunchState['phase'], StepStatus>> = {
  checking: 'checking',
  'awaiting-signature': 'signing',
  confirming: 'confirming',
};

/**
 * Every step of the plan the team agreed to, each with where it stands now: the ones before the current
 * one done, the current one checking, signing or confirming, the rest waiting. `landed` holds the kinds
 * confirmed so far in this run (the runner's `sent` once it ends; LaunchOnSolana's record before).
 * A run that ended short of live leaves its next step "stopped".
 */
export function stepperSteps(plan: LaunchPlan, state: LaunchState, landed: readonly string[]): StepperStep[] {
  const current = stepOf(state);
  const done = new Set([...landed, ...('sent' in state ? state.sent.map((sent) => sent.kind) : [])]);
  let stoppedShown = false;
  return plan.steps.map((step) => {
    if (state.phase === 'live' || done.has(step.kind) || (current && step.number < current.number)) return { step, status: 'done' };
    if (current && step.kind === current.kind) return { step, status: ACTIVE[state.phase] ?? 'waiting' };
    if ((state.phase === 'cancelled' || state.phase === 'failed') && !stoppedShown) {
      stoppedShown = true;
      return { step, status: 'stopped' };
    }
    return { step, status: 'waiting' };
  });
}
