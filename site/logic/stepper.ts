/** Where a step of a run stands, as the stepper shows it (a launch's steps, or a pool action's). */
export type StepStatus = 'done' | 'checking' | 'signing' | 'confirming' | 'waiting' | 'stopped';

/** A run's moment, as any runner's state says it: the step in hand and what it does, or how the run ended. */
export interface RunMoment {
  /** The number of the step in hand, with its status (checking, signing or confirming); null between steps. */
  current: { number: number; status: StepStatus } | null;
  /** The run is over: all done, or stopped short (cancelled, failed); null while it runs. */
  ended: 'done' | 'stopped' | null;
  /** Whether a step is known to have landed (confirmed in this run, or sent by it). */
  landed(step: { number: number }): boolean;
}

/**
 * Every step with where it stands now: the ones before the current one done, the current one checking,
 * signing or confirming, the rest waiting. A run that ended short leaves its next step "stopped".
 */
export function stepStatuses<Step extends { number: number }>(
  steps: readonly Step[],
  moment: RunMoment,
): { step: Step; status: StepStatus }[] {
  const { current, ended } = moment;
  let stoppedShown = false;
  return steps.map((step) => {
    if (ended === 'done' || moment.landed(step) || (current && step.number < current.number)) return { step, status: 'done' };
    if (current && step.number === current.number) return { step, status: current.status };
    if (ended === 'stopped' && !stoppedShown) {
      stoppedShown = true;
      return { step, status: 'stopped' };
    }
    return { step, status: 'waiting' };
  });
}

/** The stepper's status for a runner's phase, while a step is in hand. */
export const ACTIVE_STATUS: Partial<Record<string, StepStatus>> = {
  checking: 'checking',
  'awaiting-signature': 'signing',
  confirming: 'confirming',
};
