import { useEffect, useRef, useState } from 'react';
import { formatAmount } from '../../widget/core/amount/amount';
import type { Cluster } from '../../widget/core/config/cluster';
import { shortAddress } from '../../widget/core/encoding/shortAddress';
import { page } from '../../widget/core/page/page';
import { readableError } from '../../widget/core/config/errors';
import { inEnglish, type Said } from '../../widget/core/texts/said';
import type { LaunchAccount, LaunchPlan, LaunchState, LaunchTerms } from '../../widget/launch';
import { explorerAddressUrl } from '../logic/explorerAddress';
import { PoolSnippet } from './PoolSnippet';
import { useSiteConfig } from '../SiteConfigContext';
import { DEMO_MODE } from '../siteConfig';

/** The launch's own chunk: loaded at the first "Create on Solana", never by a staker's page. */
const loadLaunch = () => import('../../widget/launch');

/** What the team asked for with "Create on Solana": the terms, and the spec's fields that stay off chain. */
export interface LaunchRequest {
  id: number;
  terms: LaunchTerms;
  sellerFeeBasisPoints: string;
  creators: string;
  originTokenAddress: string;
}

type View =
  | { kind: 'no-wallet' }
  | { kind: 'planning' }
  | { kind: 'refused'; words: string }
  | { kind: 'plan'; plan: LaunchPlan; wallet: string }
  | { kind: 'running'; plan: LaunchPlan; state: LaunchState };

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

/** The launch's code did not arrive (a dropped connection, a deploy in between): nothing was signed. */
const LAUNCH_UNAVAILABLE: Said = {
  key: 'launchUnavailable',
  text: 'The launch could not load, so nothing was signed. Reload the page and try again.',
};

const sol = (lamports: bigint) => `${formatAmount(lamports, 9)} SOL`;
const words = (said: Said | string | undefined) => (said === undefined ? '' : inEnglish(said));

function PlanView({ plan, symbol }: { plan: LaunchPlan; symbol: string }) {
  const deposit = plan.steps.reduce((sum, step) => sum + step.deposit, 0n);
  return (
    <>
      <p>
        Manager and staker: your wallet, <code>{plan.manager}</code>.
      </p>
      <ol className="launch-plan__steps">
        {plan.steps.map((step) => (
          <li key={step.kind}>
            {words(step.progress)} (network fee {sol(step.fee)})
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

/**
 * The launch on Solana, below the form: the plan before anything is signed (each transaction, what
 * it creates, the rent of each account, the total), then each step signed one at a time with its
 * progress, then the pool's addresses. It reads the chain only once the team clicked.
 */
export function LaunchOnSolana({ request }: { request: LaunchRequest | null }) {
  const config = useSiteConfig();
  const [view, setView] = useState<View | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!request) return;
    const wallet = page().wallet.getState().publicKey;
    if (!wallet) {
      setView({ kind: 'no-wallet' });
      return;
    }
    let live = true;
    // A new request replaces whatever ran for the last one: its steps stop before their next prompt.
    running.current?.abort();
    running.current = null;
    setView({ kind: 'planning' });
    void loadLaunch()
      .then(async (launch) => {
        const plan = await launch.previewLaunch(launch.launchIo(config, (bytes) => page().wallet.signTransaction(bytes)).rpc, {
          wallet,
          terms: request.terms,
        });
        if (!live) return;
        setView('refusal' in plan ? { kind: 'refused', words: words(plan.refusal) } : { kind: 'plan', plan, wallet });
      })
      .catch((error: unknown) => live && setView({ kind: 'refused', words: error instanceof Error ? error.message : String(error) }));
    return () => {
      live = false;
    };
  }, [request, config]);

  useEffect(() => () => running.current?.abort(), []);

  if (!request || !view) return null;
  const symbol = request.terms.symbol;

  const sign = (plan: LaunchPlan, wallet: string) => {
    // One run at a time: a second click while one runs (or is loading) starts nothing.
    if (running.current && !running.current.signal.aborted) return;
    const controller = new AbortController();
    running.current = controller;
    const show = (state: LaunchState) => !controller.signal.aborted && setView({ kind: 'running', plan, state });
    show({ phase: 'reading' });
    void loadLaunch()
      .then((launch) =>
        launch.runLaunch(
          launch.launchIo(config, (bytes) => page().wallet.signTransaction(bytes)),
          { wallet, terms: request.terms },
          show,
          controller.signal,
        ),
      )
      // Only the launch's chunk can fail here (runLaunch never throws): nothing was signed or sent.
      .catch((error: unknown) => show({ phase: 'failed', message: LAUNCH_UNAVAILABLE, detail: readableError(error), sent: [] }))
      .finally(() => {
        if (running.current === controller) running.current = null;
      });
  };

  return (
    <section className="panel launch-plan" aria-labelledby="launch-plan-title">
      <h2 className="panel__title" id="launch-plan-title">
        Your pool on Solana ({DEMO_MODE ? 'the demo chain' : config.cluster})
      </h2>
      {DEMO_MODE ? (
        <p>This is the demo: its chain and its burner wallet live in this page, and nothing reaches Solana.</p>
      ) : (
        <p>Try it on devnet first: the same steps, with SOL that costs nothing.</p>
      )}
      <div aria-live="polite">
        {view.kind === 'no-wallet' && <p>Connect a wallet to create the pool on Solana.</p>}
        {view.kind === 'planning' && <p>Reading the chain for your plan…</p>}
        {view.kind === 'refused' && <p className="field__error">{view.words}</p>}
        {view.kind === 'plan' && (
          <>
            <PlanView plan={view.plan} symbol={symbol} />
            <button type="button" className="button button--primary" onClick={() => sign(view.plan, view.wallet)}>
              Sign step by step
            </button>
          </>
        )}
        {view.kind === 'running' && <LaunchProgress state={view.state} cluster={config.cluster} symbol={symbol} />}
      </div>
      <p className="field__hint">
        Kept off chain: the seller fee ({request.sellerFeeBasisPoints} basis points) and the creators
        {request.creators.trim() ? ` (${request.creators.trim()})` : ''}, because the pool's metadata instruction fixes them at 0 and none;
        and the origin token address ({request.originTokenAddress}), because a stake pool has no place for another token.
      </p>
    </section>
  );
}

function LaunchProgress({ state, cluster, symbol }: { state: LaunchState; cluster: Cluster; symbol: string }) {
  switch (state.phase) {
    case 'reading':
      return <p>Reading the chain…</p>;
    case 'checking':
    case 'awaiting-signature':
    case 'confirming':
      return (
        <p>
          {words(state.step.progress)}
          {state.phase === 'awaiting-signature' ? ' (waiting for your wallet)' : state.phase === 'confirming' ? ' (confirming)' : ''}
        </p>
      );
    case 'live': {
      const { pool, mint, validatorList } = state.plan.addresses;
      const accounts = [
        ['Pool', pool],
        ['Mint', mint],
        ['Validator list', validatorList],
      ] as const;
      return (
        <>
          <p>Your pool is live.</p>
          <ul className="bullets">
            {accounts.map(([name, address]) => (
              <li key={name}>
                {name}:{' '}
                <a href={explorerAddressUrl(address, cluster)} target="_blank" rel="noreferrer">
                  <code>{address}</code>
                </a>
              </li>
            ))}
          </ul>
          <p>
            To be listed with the other projects, ask for the mint to be added to the public LST list; until then, stakers can deposit into
            the pool by its address.
          </p>
          <p>
            <a href={`/detail/${encodeURIComponent(mint)}?pool=${encodeURIComponent(pool)}`}>Stake into {symbol}</a>
          </p>
          <PoolSnippet mint={mint} pool={pool} />
        </>
      );
    }
    case 'cancelled':
    case 'failed':
      return (
        <p className="field__error">
          {words(state.message)} {'detail' in state && state.detail ? words(state.detail) : ''}
        </p>
      );
  }
}
