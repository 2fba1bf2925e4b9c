import type { ReactNode } from 'react';
import type { Cluster } from '../../../widget/core/config/cluster';
import { shortAddress } from '../../../widget/core/encoding/shortAddress';
import { explorerAddressUrl } from '../../logic/explorerAddress';
import { isRunning, sectionOf, type PoolActionView, type PoolSection } from '../../logic/poolActionView';
import { poolCardPath } from '../../logic/poolPaths';
import { tokenName } from '../../logic/poolWords';
import type { YourPoolState } from '../../logic/yourPoolState';
import { Link } from '../../router';
import { OpenPoolForm } from './OpenPoolForm';
import { PoolActionPanel, type PoolActionHandlers } from './PoolActionPanel';
import { PoolFees } from './PoolFees';
import { PoolHarvest } from './PoolHarvest';
import { PoolHoldings } from './PoolHoldings';
import { PoolUpdate } from './PoolUpdate';
import { PoolValidators } from './PoolValidators';
import '../../launch.css';
import '../../pool.css';

export interface YourPoolViewProps {
  state: YourPoolState;
  action: PoolActionView | null;
  /** Whether a wallet is connected: without one, the page says who may act once one is. */
  connected: boolean;
  cluster: Cluster;
  handlers: PoolActionHandlers;
  onOpen(address: string): void;
  onRetry(): void;
  /** The demo's "End the epoch (demo)"; absent on Solana. */
  onEndEpoch?: () => void;
}

/**
 * "Your pool", as a state says it: the figures, the harvest, the fees, the validators and what the pool
 * needs now, each action's panel in its own section. It reads nothing: YourPoolPage works the state out.
 */
export function YourPoolView(props: YourPoolViewProps) {
  const pool = props.state.status === 'ready' ? props.state.pool : null;
  return (
    <div className="page pool-page">
      <header className="pool-page__header">
        <h1 className="page__title">
          {pool && !pool.walletIsManager ? 'Stake pool' : 'Your pool'}
          {pool?.symbol ? `: ${pool.symbol}` : ''}
        </h1>
        <p className="muted">
          {pool && !pool.walletIsManager
            ? 'What the pool holds, what it earns its team, and what it needs this epoch.'
            : 'What the pool holds, what it earns you, and what it needs this epoch, run from your own wallet.'}
        </p>
      </header>
      <PoolContent {...props} />
    </div>
  );
}

function PoolContent(props: YourPoolViewProps) {
  const { state, onOpen, onRetry } = props;
  switch (state.status) {
    case 'finding':
    case 'reading':
      return (
        <p className="pool-page__empty" role="status">
          {state.status === 'finding' ? 'Looking for the pool your wallet launched…' : 'Reading the pool…'}
        </p>
      );
    case 'disconnected':
      return (
        <div className="pool-page__empty">
          <p>
            Connect the wallet that launched your pool to run it here: update it each epoch, take your harvest, add validators, change fees.
          </p>
          <lst-wallet-button />
          <OpenPoolForm onOpen={onOpen} />
        </div>
      );
    case 'none':
      return (
        <div className="pool-page__empty">
          <p>This wallet has launched no pool here.</p>
          <Link className="button button--primary" href="/launch">
            Launch your pool
          </Link>
          <OpenPoolForm onOpen={onOpen} />
        </div>
      );
    case 'refused':
      return (
        <div className="pool-page__empty" role="alert">
          <p>{state.words}</p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            Try again
          </button>
          <OpenPoolForm onOpen={onOpen} />
        </div>
      );
    case 'ready':
      return <PoolBody {...props} state={state} />;
  }
}

function PoolBody({
  state,
  action,
  connected,
  cluster,
  handlers,
  onEndEpoch,
}: YourPoolViewProps & { state: Extract<YourPoolState, { status: 'ready' }> }) {
  const { pool } = state;
  const busy = isRunning(action) || action?.kind === 'planning';
  const unstakePath = poolCardPath(pool.mint, pool.address);
  const panel = (section: PoolSection): ReactNode =>
    action && sectionOf(action.action) === section ? (
      <PoolActionPanel
        view={action}
        cluster={cluster}
        handlers={handlers}
        done={
          section === 'harvest' && (
            <p>
              <a className="button button--primary" href={unstakePath}>
                Unstake {tokenName(pool)} on your pool's page
              </a>
            </p>
          )
        }
      />
    ) : null;
  return (
    <>
      <div className="pool-page__who">
        <p>
          <span className="muted">Pool </span>
          <a href={explorerAddressUrl(pool.address, cluster)} target="_blank" rel="noreferrer">
            <code>{pool.address}</code>
          </a>
        </p>
        {pool.walletIsManager ? (
          <p>Your wallet is this pool's manager: every action here is yours to take.</p>
        ) : (
          <p className="pool-page__not-manager">
            {connected ? 'Your wallet is not' : 'No wallet is connected as'} this pool's manager (
            <code title={pool.manager}>{shortAddress(pool.manager)}</code>
            ): you see its figures, and any wallet may update it for the epoch. Only the manager's wallet moves the harvest, adds or removes
            validators and changes fees.
          </p>
        )}
        {state.rereading && (
          <p className="muted" role="status">
            Reading the figures again…
          </p>
        )}
      </div>
      {onEndEpoch && (
        <div className="pool-demo">
          <p>The demo's epochs end when you say: rewards arrive, and the pool waits for its update.</p>
          <button type="button" className="button button--secondary" disabled={busy} onClick={onEndEpoch}>
            End the epoch (demo)
          </button>
        </div>
      )}
      <PoolUpdate pool={pool} busy={busy} handlers={handlers} panel={panel('update')} />
      <div className="pool-page__grid">
        <PoolHoldings pool={pool} busy={busy} handlers={handlers} panel={panel('holdings')} />
        <PoolHarvest pool={pool} busy={busy} handlers={handlers} panel={panel('harvest')} unstakePath={unstakePath} />
        <PoolFees pool={pool} busy={busy} handlers={handlers} panel={panel('fees')} />
        <PoolValidators pool={pool} busy={busy} handlers={handlers} panel={panel('validators')} />
      </div>
    </>
  );
}
