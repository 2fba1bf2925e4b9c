import type { Texts } from '../core/texts/texts';
import { walletButtonLabel } from '../core/wallet/walletButtonLabel';
import { buildElement } from './buildElement';

/** What `WalletButton` renders while the wallet code has not started, minus what only assistive technology reads. */
export function walletButtonShell(texts: Texts): HTMLElement {
  return buildElement(
    'div',
    { class: 'lst-wallet' },
    buildElement(
      'button',
      { type: 'button', class: 'lst-button lst-button--wallet' },
      buildElement('span', {}, walletButtonLabel(texts, 'loading', null)),
    ),
  );
}
