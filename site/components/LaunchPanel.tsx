import type { Cluster } from '../../widget/core/config/cluster';
import type { LaunchPlan } from '../../widget/launch';
import type { LaunchRequest, LaunchView } from '../logic/launchView';
import { LaunchPlanView } from './LaunchPlanView';
import { LaunchProgress } from './LaunchProgress';

export interface LaunchPanelProps {
  view: LaunchView;
  /** The team's request: its symbol, and the spec's fields that stay off chain. */
  request: Omit<LaunchRequest, 'id'>;
  cluster: Cluster;
  /** The demo's chain and burner wallet, not Solana's. */
  demo: boolean;
  /** "Sign step by step" on the plan. */
  onSign(plan: LaunchPlan, wallet: string): void;
}

/**
 * The launch on Solana, below the form, as a view says it: the plan before anything is signed (each
 * transaction, what it creates, the rent of each account, the total), then each step with its
 * progress, then the pool's addresses. It reads nothing: LaunchOnSolana works the view out.
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
        {view.kind === 'running' && <LaunchProgress state={view.state} cluster={cluster} symbol={symbol} />}
      </div>
      <p className="field__hint">
        Kept off chain: the seller fee ({request.sellerFeeBasisPoints} basis points) and the creators
        {request.creators.trim() ? ` (${request.creators.trim()})` : ''}, because the pool's metadata instruction fixes them at 0 and none;
        and the origin token address ({request.originTokenAddress}), because a stake pool has no place for another token.
      </p>
    </section>
  );
}
