import { sayLaunch, type LaunchKey } from '../../widget/core/texts/launchEnglish';
import type { StepStatus } from '../logic/stepper';
import { words } from '../logic/launchWords';

const STATUS_WORDS: Record<StepStatus, LaunchKey> = {
  done: 'launchStatusDone',
  checking: 'launchStatusChecking',
  signing: 'launchStatusSigning',
  confirming: 'launchStatusConfirming',
  waiting: 'launchStatusWaiting',
  stopped: 'launchStatusStopped',
};

/**
 * The mark before a step: a tick when done, a dot while it is the one in hand, a stop where a run stopped. Not a
 * cross: a run stops where its transaction may have been sent and not yet confirmed, and only the RPC says "failed".
 */
const MARKS: Record<StepStatus, string> = {
  done: '✓',
  checking: '●',
  signing: '●',
  confirming: '●',
  waiting: '',
  stopped: '■',
};

export interface StepperLine {
  key: string | number;
  number: number;
  /** The step in its place: "2 of 4: creating the pool". */
  label: string;
  status: StepStatus;
}

/** Every step of a run in view through the signing (a launch's, a pool action's): done ✓, the current one, the ones waiting. */
export function Stepper({ lines }: { lines: readonly StepperLine[] }) {
  return (
    <ol className="launch-stepper" aria-label="Steps">
      {lines.map(({ key, number, label, status }) => {
        const current = status === 'checking' || status === 'signing' || status === 'confirming';
        return (
          <li
            key={key}
            className={`launch-stepper__step launch-stepper__step--${current ? 'current' : status}`}
            aria-current={current ? 'step' : undefined}
          >
            <span className="launch-stepper__mark" aria-hidden="true">
              {MARKS[status] || number}
            </span>
            <span>
              {label} <span className="launch-stepper__status">({words(sayLaunch(STATUS_WORDS[status]))})</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
