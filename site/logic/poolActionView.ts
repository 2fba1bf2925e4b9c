import { sayLaunch } from '../../widget/core/texts/launchEnglish';
import type { PoolAction, PoolActionPlan, PoolActionState, PoolActionStep } from '../../widget/manage/types';
import { words } from './launchWords';
import { ACTIVE_STATUS, stepStatuses } from './stepper';

/** What an action's panel shows: worked out by usePoolAction from the wallet and the chain, drawn by PoolActionPanel. */
export type PoolActionView =
  | { kind: 'no-wallet'; action: PoolAction }
  | { kind: 'planning'; action: PoolAction }
  | { kind: 'refused'; action: PoolAction; words: string }
  | { kind: 'plan'; action: PoolAction; plan: PoolActionPlan }
  /** `landed`: the numbers of the steps confirmed so far in this run, for the stepper's ticks. */
  | { kind: 'running'; action: PoolAction; plan: PoolActionPlan; state: PoolActionState; landed: number[] };

/** The page's sections, each with the actions it starts: an action's panel shows in its own section. */
export type PoolSection = 'update' | 'holdings' | 'harvest' | 'fees' | 'validators';

export function sectionOf(action: PoolAction): PoolSection {
  switch (action.kind) {
    case 'update':
      return 'update';
    case 'harvest':
      return 'harvest';
    case 'stake-reserve':
      return 'holdings';
    case 'set-fee':
      return 'fees';
    case 'add-validator':
    case 'remove-validator':
      return 'validators';
  }
}

/** Whether an action's run is under way: the page then starts no other. */
export const isRunning = (view: PoolActionView | null): boolean =>
  view?.kind === 'running' && !['done', 'cancelled', 'failed'].includes(view.state.phase);

/** The steps a plan counts: a runner's plan after a landed step keeps the first plan's numbers, so its last number is the count. */
const stepCount = (plan: PoolActionPlan): number => Math.max(plan.steps.length, ...plan.steps.map((step) => step.number));

/** A step in its place: "1 of 2: updating the pool's balance". */
export const stepLabel = (step: PoolActionStep, plan: PoolActionPlan): string =>
  words(sayLaunch('launchProgress', { step: step.number, steps: stepCount(plan), title: words(step.title) }));

/** The plan's most network fee and rent, summed over its steps: what the wallet parts with. */
export function planCost(plan: PoolActionPlan): { fees: bigint; rent: bigint; total: bigint } {
  const fees = plan.steps.reduce((sum, step) => sum + step.fee, 0n);
  const rent = plan.steps.reduce((sum, step) => sum + step.spend, 0n);
  return { fees, rent, total: fees + rent };
}

/** The plan the run is on: the runner's own once it says one (it re-reads the chain), else the one the team agreed to. */
export const runPlan = (plan: PoolActionPlan, state: PoolActionState): PoolActionPlan => ('plan' in state ? state.plan : plan);

/**
 * Every step of the run with where it stands: done, the one in hand, waiting, or where a run stopped.
 * Once a step lands, the runner's plan holds only the steps left (numbered as in its first plan): the
 * agreed plan's steps before them stand in front, done.
 */
export function poolStepperLines(plan: PoolActionPlan, state: PoolActionState, landed: readonly number[]) {
  const shown = runPlan(plan, state);
  const first = shown.steps[0]?.number ?? 1;
  const steps = [...plan.steps.filter((step) => step.number < first), ...shown.steps];
  const all = { ...shown, steps };
  const current = 'step' in state ? { number: state.step.number, status: ACTIVE_STATUS[state.phase] ?? 'waiting' } : null;
  const ended = state.phase === 'done' ? 'done' : state.phase === 'cancelled' || state.phase === 'failed' ? 'stopped' : null;
  const done = (step: PoolActionStep) => step.number < first || landed.includes(step.number);
  return stepStatuses(steps, { current, ended, landed: done }).map(({ step, status }) => ({
    key: step.number,
    number: step.number,
    label: stepLabel(step, all),
    status,
  }));
}

/**
 * Follows a run's states and keeps the steps that landed: a step that was confirming is done once the
 * runner moves on from it to anything but a stop (as the launch's page follows its steps).
 */
export function landedFollower(): (state: PoolActionState) => number[] {
  const landed: number[] = [];
  let confirming: number | null = null;
  return (state) => {
    if (state.phase === 'confirming') confirming = state.step.number;
    else if (confirming !== null && state.phase !== 'cancelled' && state.phase !== 'failed') {
      if (!landed.includes(confirming)) landed.push(confirming);
      confirming = null;
    }
    return [...landed];
  };
}
