import { shortAddress } from '../../widget/core/encoding/shortAddress';
import { sayLaunch, type LaunchKey } from '../../widget/core/texts/launchEnglish';
import type { LaunchAccount, LaunchPlan } from '../../widget/launch';
import { launchSummary, roughSol } from '../logic/launchSummary';
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

/** Each account's line in plain words: what it is for. */
const ACCOUNT_TERMS: Record<LaunchAccount['name'], LaunchKey> = {
  reserve: 'launchTermReserve',
  mint: 'launchTermMint',
  managerFee: 'launchTermManagerFee',
  validatorList: 'launchTermValidatorList',
  pool: 'launchTermPool',
  metadata: 'launchTermMetadata',
  walletTokenAccount: 'launchTermWalletTokenAccount',
  validatorStake: 'launchTermValidatorStake',
};

/**
 * The plan before anything is signed: a plain summary first (how many signatures, what goes into
 * account deposits, what comes back), the most the wallet spends; then, one click away, each
 * transaction with what it creates, each account with its rent and a line on what it is for.
 */
export function LaunchPlanView({ plan, symbol }: { plan: LaunchPlan; symbol: string }) {
  const summary = launchSummary(plan);
  return (
    <>
      <p className="launch-summary">
        {words(
          sayLaunch('launchSummary', {
            count: summary.transactions,
            deposits: roughSol(summary.deposits),
            back: roughSol(summary.back),
            symbol,
          }),
        )}
      </p>
      <p>
        {words(
          sayLaunch('launchSummaryMost', {
            total: sol(summary.total).replace(/ SOL$/, ''),
            metaplex: roughSol(summary.metaplex),
            fees: roughSol(summary.fees),
          }),
        )}
      </p>
      <details className="launch-details">
        <summary>{words(sayLaunch('launchDetails'))}</summary>
        <p>
          Manager and staker: your wallet, <code>{plan.manager}</code>.
        </p>
        <ul className="launch-terms">
          {(['launchTermDeposit', 'launchTermNetworkFee', 'launchTermMetaplex'] as const).map((key) => (
            <li key={key}>{words(sayLaunch(key))}</li>
          ))}
        </ul>
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
                      <span className="launch-term">{words(sayLaunch(ACCOUNT_TERMS[account.name], { symbol }))}</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
        <p>
          Your wallet will spend at most {sol(plan.total)}: {sol(plan.total - summary.back)} of rent and fees
          {summary.back > 0n ? `, and your first deposit of ${sol(summary.back)}, which comes back to you as ${symbol}` : ''}.
        </p>
      </details>
    </>
  );
}
