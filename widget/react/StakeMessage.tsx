import { explorerTransactionUrl, type Cluster } from '../core/cluster';
import { formatAmount } from '../core/amount';
import { messages } from '../core/messages';
import type { StakeState } from '../core/stakeFlow';

const PROGRESS: Partial<Record<StakeState['phase'], string>> = {
  quoting: 'Getting a quote…',
  building: 'Preparing your transaction…',
  checking: 'Checking the transaction before your wallet sees it…',
  'awaiting-signature': 'Approve the transaction in your wallet.',
  sending: 'Sending your transaction…',
  confirming: 'Confirming on Solana…',
};

function ExplorerLink({ signature, cluster }: { signature: string; cluster: Cluster }) {
  return (
    <a className="lst-link" href={explorerTransactionUrl(signature, cluster)} target="_blank" rel="noopener noreferrer">
      View transaction in the explorer
    </a>
  );
}

export interface StakeMessageProps {
  state: StakeState;
  /** The LST's symbol, for the amount received. */
  symbol: string;
  cluster: Cluster;
}

/** The flow's progress and outcome, as live regions inside the card: no blocking dialogs. */
export function StakeMessage({ state, symbol, cluster }: StakeMessageProps) {
  switch (state.phase) {
    case 'idle':
      return null;
    case 'success':
      return (
        <div className="lst-message lst-message--success" role="status">
          <p>{messages.success(formatAmount(state.outAmount, state.decimals))}</p>
          {state.received !== null && (
            <p className="lst-message__detail">{messages.received(formatAmount(state.received, state.decimals), symbol)}</p>
          )}
          <ExplorerLink signature={state.signature} cluster={cluster} />
        </div>
      );
    case 'failed':
      return (
        <div className="lst-message lst-message--error" role="alert">
          <p>{state.message}</p>
          {state.detail && <p className="lst-message__detail">{state.detail}</p>}
          {state.signature && <ExplorerLink signature={state.signature} cluster={cluster} />}
        </div>
      );
    case 'cancelled':
      return (
        <div className="lst-message" role="status">
          <p>{state.message}</p>
        </div>
      );
    default:
      return (
        <div className="lst-message lst-message--progress" role="status">
          <span className="lst-spinner" aria-hidden="true" />
          <div>
            <p>{state.phase === 'confirming' && state.trouble ? messages.stillChecking : PROGRESS[state.phase]}</p>
            {/* Signed and maybe sent: the staker can follow it whatever happens to this page. */}
            {'signature' in state && <ExplorerLink signature={state.signature} cluster={cluster} />}
          </div>
        </div>
      );
  }
}
