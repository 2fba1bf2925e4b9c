import type { Cluster } from '../../widget/core/config/cluster';
import { say } from '../../widget/core/texts/english';
import { sayLaunch, type LaunchKey } from '../../widget/core/texts/launchEnglish';
import type { LaunchPlan, LaunchState, LaunchTerms } from '../../widget/launch';
import { explorerTransactionUrl } from '../logic/explorerAddress';
import { stepperSteps, type StepStatus } from '../logic/launchStepper';
import { words } from '../logic/launchWords';
import { LaunchSuccess } from './LaunchSuccess';

const STATUS_WORDS: Record<StepStatus, LaunchKey> = {
  done: 'launchStatusDone',
  checking: 'launchStatusChecking',
  signing: 'launchStatusSigning',
  confirming: 'launchStatusConfirming',
  waiting: 'launchStatusWaiting',
  stopped: 'launchStatusStopped',
};

/** The mark before a step: a tick when done, a dot while it is the one in hand, a cross where a run stopped. */
const MARKS: Record<StepStatus, string> = {
  done: '✓',
  checking: '●',
  signing: '●',
  confirming: '●',
  waiting: '',
  stopped: '✕',
};

/** A step's transaction, signed and maybe sent: the team can follow it whatever happens to this page. */
function TransactionLink({ signature, cluster }: { signature: string; cluster: Cluster }) {
  return (
    <p>
      <a href={explorerTransactionUrl(signature, cluster)} target="_blank" rel="noreferrer">
        {words(say('viewTransaction'))}
      </a>
    </p>
  );
}

/** Every step of the plan in view through the signing: done ✓, the current one, the ones waiting. */
function LaunchStepper({ plan, state, landed }: { plan: LaunchPlan; state: LaunchState; landed: readonly string[] }) {
  return (
    <ol className="launch-stepper" aria-label="Steps">
      {stepperSteps(plan, state, landed).map(({ step, status }) => {
        const current = status === 'checking' || status === 'signing' || status === 'confirming';
        return (
          <li
            key={step.kind}
            className={`launch-stepper__step launch-stepper__step--${current ? 'current' : status}`}
            aria-current={current ? 'step' : undefined}
          >
            <span className="launch-stepper__mark" aria-hidden="true">
              {MARKS[status] || step.number}
            </span>
            <span>
              {words(step.progress)} <span className="launch-stepper__status">({words(sayLaunch(STATUS_WORDS[status]))})</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
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
      {state.phase === 'reading' && <p>Reading the chain…</p>}
      {state.phase === 'awaiting-signature' && <p>Your wallet asks you to sign {words(state.step.progress)}.</p>}
      {state.phase === 'confirming' && (
        <>
          {state.trouble && <p>It was sent, and the Solana RPC is not answering right now. We keep checking; do not sign it again.</p>}
          <TransactionLink signature={state.signature} cluster={cluster} />
        </>
      )}
      {state.phase === 'cancelled' && <p className="field__error">{words(state.message)}</p>}
      {state.phase === 'failed' && (
        <>
          <p className="field__error">
            {words(state.message)} {words(state.detail)}
          </p>
          {state.signature && <TransactionLink signature={state.signature} cluster={cluster} />}
        </>
      )}
    </>
  );
}
