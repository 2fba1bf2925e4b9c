import type { PoolActionPlan } from '../../../widget/manage/types';
import { words, sol } from '../../logic/launchWords';
import { planCost, stepLabel } from '../../logic/poolActionView';

/**
 * An action's plan before anything is signed: its summary, when it takes effect, each transaction with
 * its most network fee and the rent it puts into accounts, and the most the wallet parts with.
 */
export function PoolPlanView({ plan }: { plan: PoolActionPlan }) {
  const cost = planCost(plan);
  return (
    <>
      <p className="launch-summary">{words(plan.summary)}</p>
      {plan.takesEffect && <p className="pool-plan__when">{words(plan.takesEffect)}</p>}
      <ol className="launch-plan__steps">
        {plan.steps.map((step) => (
          <li key={step.number}>
            {stepLabel(step, plan)} (network fee up to {sol(step.fee)}
            {step.spend > 0n ? `; rent ${sol(step.spend)}, which stays in the accounts it creates` : ''})
          </li>
        ))}
      </ol>
      <p>
        Your wallet pays at most {sol(cost.total)}: {sol(cost.fees)} of network fees
        {cost.rent > 0n ? ` and ${sol(cost.rent)} of rent` : ', and no rent'}.
      </p>
    </>
  );
}
