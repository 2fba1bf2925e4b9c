import type { LaunchPlan, LaunchState, LaunchStep } from '../../widget/launch';
import { ACTIVE_STATUS, stepStatuses, type StepStatus } from './stepper';

export type { StepStatus } from './stepper';

export interface StepperStep {
  step: LaunchStep;
  status: StepStatus;
}

/** The step a state is about, when it is about one. */
const stepOf = (state: LaunchState): LaunchStep | null =>
  state.phase === 'checking' || state.phase === 'awaiting-signature' || state.phase === 'confirming' ? state.step : null;

/**
 * Every step of the plan the team agreed to, each with where it stands now: the ones before the current
 * one done, the current one checking, signing or confirming, the rest waiting. `landed` holds the kinds
 * confirmed so far in this run (the runner's `sent` once it ends; LaunchOnSolana's record before).
 * A run that ended short of live leaves its next step "stopped".
 */
export function stepperSteps(plan: LaunchPlan, state: LaunchState, landed: readonly string[]): StepperStep[] {
  const current = stepOf(state);
  const done = new Set([...landed, ...('sent' in state ? state.sent.map((sent) => sent.kind) : [])]);
  const byNumber = new Map(plan.steps.map((step) => [step.number, step.kind]));
  return stepStatuses(plan.steps, {
    // The step in hand is matched by its kind: a plan read again may number it otherwise.
    current: current
      ? {
          number: plan.steps.find((step) => step.kind === current.kind)?.number ?? current.number,
          status: ACTIVE_STATUS[state.phase] ?? 'waiting',
        }
      : null,
    ended: state.phase === 'live' ? 'done' : state.phase === 'cancelled' || state.phase === 'failed' ? 'stopped' : null,
    landed: (step) => done.has(byNumber.get(step.number)!),
  });
}
