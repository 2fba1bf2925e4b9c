import r2wc from '@r2wc/react-to-web-component';
import { CONFIG_ATTRIBUTES } from './ElementRoot';
import { LstStakeElement } from './LstStakeElement';
import { LstWalletButtonElement } from './LstWalletButtonElement';
import { pageOptions, type PageOptions } from './pageOptions';
import { mountAfterShell } from './mountAfterShell';
import { stakeCardShell } from './stakeCardShell';
import { walletButtonShell } from './walletButtonShell';

/** Events leave the shadow root and bubble, so a page can listen on the element or on document. */
const EVENT_INIT = { bubbles: true, composed: true };

/**
 * Defines `<lst-stake>` and `<lst-wallet-button>`. The first call's options are the page's defaults;
 * later calls (a second copy of the script) change nothing.
 */
export function defineStakeElements(options: PageOptions = {}): void {
  if (customElements.get('lst-stake')) return;
  Object.assign(pageOptions, options);
  customElements.define(
    'lst-stake',
    mountAfterShell(
      r2wc(LstStakeElement, {
        shadow: 'open',
        props: { mint: 'string', walletButton: 'string', ...CONFIG_ATTRIBUTES },
        events: { onStakeSuccess: EVENT_INIT, onStakeFailure: EVENT_INIT, onStakeCancel: EVENT_INIT },
      }),
      stakeCardShell,
    ),
  );
  customElements.define(
    'lst-wallet-button',
    mountAfterShell(r2wc(LstWalletButtonElement, { shadow: 'open', props: CONFIG_ATTRIBUTES }), walletButtonShell),
  );
}
