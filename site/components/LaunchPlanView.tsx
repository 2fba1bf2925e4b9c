import { shortAddress } from '../../widget/core/encoding/shortAddress';
import type { LaunchAccount, LaunchPlan } from '../../widget/launch';
import { sol, words } from '../logic/launchWords';

const ACCOUNT_NAMES: Record<LaunchAccount['name'], string> = {
  reserve: 'Reserve stake account',
  mint: 'Pool token mint',
  managerFee: 'Fee account (yours)',
  validatorList: 'Validator list',
  pool: 'Stake pool',
  metadata: 'Token metadata',
  walletTokenAccount: 'Your token account',
  validatorStake: "Validator's stake account (from the reserve)",
};

/** The plan before anything is signed: each transaction, what it creates, the rent of each account, the total. */
export function LaunchPlanView({ plan, symbol }: { plan: LaunchPlan; symbol: string }) {
  const deposit = plan.steps.reduce((sum, step) => sum + step.deposit, 0n);
  return (
    <>
      <p>
        Manager and staker: your wallet, <code>{plan.manager}</code>.
      </p>
      <ol className="launch-plan__steps">
        {plan.steps.map((step) => (
          <li key={step.kind}>
            {words(step.progress)} (network fee up to {sol(step.fee)})
            {step.creates.length > 0 && (
              <ul className="bullets">
                {step.creates.map((account) => (
                  <li key={account.address}>
                    {ACCOUNT_NAMES[account.name]} <code title={account.address}>{shortAddress(account.address)}</code>:{' '}
                    {account.paidBy === 'wallet' ? `rent ${sol(account.lamports)}` : `${sol(account.lamports)} from the reserve`}
                    {account.mostLamports > account.lamports &&
                      `, and Metaplex's create fee of up to ${sol(account.mostLamports - account.lamports)}, which it keeps (older deployments charge none)`}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      <p>
        Your wallet will spend at most {sol(plan.total)}: {sol(plan.total - deposit)} of rent and fees
        {deposit > 0n ? `, and your first deposit of ${sol(deposit)}, which comes back to you as ${symbol}` : ''}.
      </p>
    </>
  );
}
