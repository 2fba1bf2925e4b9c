import type { Cluster } from '../../widget/core/config/cluster';
import { sayLaunch } from '../../widget/core/texts/launchEnglish';
import type { LaunchPlan } from '../../widget/launch';
import type { LaunchRequest, LaunchView } from '../logic/launchView';
import { words } from '../logic/launchWords';
import { LaunchPlanView } from './LaunchPlanView';
import { LaunchProgress } from './LaunchProgress';
import '../launch.css';

export interface LaunchPanelProps {
  view: LaunchView;
  /** The team's request: its terms, and the spec's fields that Solana has no place for. */
  request: Omit<LaunchRequest, 'id'>;
  cluster: Cluster;
  /** The demo's chain and burner wallet, not Solana's. */
  demo: boolean;
  /** "Sign step by step" on the plan. */
  onSign(plan: LaunchPlan, wallet: string): void;
}

/**
 * The launch on Solana, below the form, as a view says it: the plan's summary before anything is
 * signed (its details one click away), then every step in a stepper, then the pool's success panel.
 * It reads nothing: LaunchOnSolana works the view out.
 */
export function LaunchPanel({ view, request, cluster, demo, onSign }: LaunchPanelProps) {
  const symbol = request.terms.symbol;
  return (
    <section className="panel launch-plan" aria-labelledby="launch-plan-title">
      <h2 className="panel__title" id="launch-plan-title">
        Your pool on Solana ({demo ? 'the demo chain' : cluster})
      </h2>
      {demo ? (
        <p>This is the demo: its chain and its burner wallet live in this page, and nothing reaches Solana.</p>
      ) : (
        <p>Try it on devnet first: the same steps, with SOL that costs nothing.</p>
      )}
      <div className="launch-plan__view" aria-live="polite">
        {view.kind === 'no-wallet' && <p>Connect a wallet to create the pool on Solana.</p>}
        {view.kind === 'planning' && <p>Reading the chain for your plan…</p>}
        {view.kind === 'refused' && <p className="field__error">{view.words}</p>}
        {view.kind === 'plan' && (
          <>
            <LaunchPlanView plan={view.plan} symbol={symbol} />
            <button type="button" className="button button--primary" onClick={() => onSign(view.plan, view.wallet)}>
              Sign step by step
            </button>
          </>
        )}
        {view.kind === 'running' && (
          <LaunchProgress plan={view.plan} state={view.state} landed={view.landed} cluster={cluster} terms={request.terms} demo={demo} />
        )}
      </div>
      <p className="field__hint">
        {words(
          sayLaunch('launchNotStored', {
            fee: request.sellerFeeBasisPoints,
            origin: request.originTokenAddress,
          }),
        )}
      </p>
    </section>
  );
}
