import { explorerUrl } from '../core/config/explorer';
import type { StakeState } from '../stake/stakeFlow';
import type { EnglishKey } from '../core/texts/english';
import { amountParam } from '../core/texts/said';
import { say } from '../core/texts/english';
import { useTexts, Words } from './TextsContext';
import { useWidgetConfig } from './WidgetConfigContext';
import { messageCss } from './messageCss';
import { joinStyles } from './joinStyles';

joinStyles(messageCss); // on the chunk's evaluation, before it renders

const PROGRESS: Partial<Record<StakeState['phase'], EnglishKey>> = {
  quoting: 'quoting',
  building: 'building',
  checking: 'checking',
  'awaiting-signature': 'awaitingSignature',
  sending: 'sending',
  confirming: 'confirming',
};

/** A transaction on the card's explorer and cluster; the demo's exist on no explorer, and say so. */
export function ExplorerLink({ signature }: { signature: string }) {
  const texts = useTexts();
  const { cluster, explorer, demo } = useWidgetConfig();
  return demo ? (
    texts.t('demoTransaction')
  ) : (
    <a className="lst-link" href={explorerUrl('tx', signature, cluster, explorer)} target="_blank" rel="noopener noreferrer">
      {texts.t('viewTransaction')}
    </a>
  );
}

export interface StakeMessageProps {
  state: StakeState;
  /** The LST's symbol, for the amount received. */
  symbol: string;
  /** After a success: back to an empty card, for another stake. */
  onStakeAgain?: () => void;
}

/** The flow's progress and outcome, as live regions inside the card: no blocking dialogs. */
export function StakeMessage({ state, symbol, onStakeAgain }: StakeMessageProps) {
  const texts = useTexts();
  switch (state.phase) {
    case 'idle':
      return null;
    case 'success': {
      // What arrived, as the confirmed transaction's token balances say; else what its checked
      // simulation delivered. Never the quote's figure. One message: a heading, the spec's sentence
      // with that figure, and where the tokens are now (the transaction is confirmed: they are there).
      const arrived = state.received ?? state.simulated;
      return (
        <div className="lst-message lst-message--success" role="status">
          <h3 className="lst-message__headline">{texts.t('successTitle')}</h3>
          <p>
            <Words said={say('success', { amount: amountParam(arrived, state.decimals) })} />
          </p>
          <p>{texts.t('successInWallet', { symbol })}</p>
          <ExplorerLink signature={state.signature} />
          {onStakeAgain && (
            <button type="button" className="lst-button lst-button--quiet" onClick={onStakeAgain}>
              {texts.t('stakeAgain')}
            </button>
          )}
        </div>
      );
    }
    case 'failed':
      return (
        <div className="lst-message lst-message--error" role="alert">
          <p>
            <Words said={state.message} />
          </p>
          {state.detail && (
            <p className="lst-message__detail">
              <Words said={state.detail} />
            </p>
          )}
          {state.signature && <ExplorerLink signature={state.signature} />}
        </div>
      );
    case 'cancelled':
      return (
        <div className="lst-message" role="status">
          <p>{texts.say(state.message)}</p>
        </div>
      );
    default:
      return (
        <div className="lst-message lst-message--progress" role="status">
          <span className="lst-spinner" aria-hidden="true" />
          <div>
            <p>{state.phase === 'confirming' && state.trouble ? texts.t('stillChecking') : texts.t(PROGRESS[state.phase] ?? 'quoting')}</p>
            {/* Signed and maybe sent: the staker can follow it whatever happens to this page. */}
            {'signature' in state && <ExplorerLink signature={state.signature} />}
          </div>
        </div>
      );
  }
}
