import { explorerTransactionUrl, type Cluster } from '../core/cluster';
import { formatAmount } from '../core/amount';
import { messages } from '../core/messages';
import type { StakeState } from '../core/stakeFlow';

const PROGRESS: Partial<Record<StakeState['phase'], string>> = {
  quoting: 'Getting a quote…',
  building: 'Preparing your transaction…',
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

/** The flow's progress and outcome, as live regions inside the card: no blocking dialogs. */
export function StakeMessage({ state, decimals, cluster }: { state: StakeState; decimals: number; cluster: Cluster }) {
  switch (state.phase) {
    case 'idle':
      return null;
    case 'success':
      return (
        <div className="lst-message lst-message--success" role="status">
          <p>{messages.success(formatAmount(state.outAmount, decimals))}</p>
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
          <p>{PROGRESS[state.phase]}</p>
        </div>
      );
  }
}
