import r2wc from '@r2wc/react-to-web-component';
import { CONFIG_ATTRIBUTES } from './ElementRoot';
import { LstStakeElement } from './LstStakeElement';
import { LstWalletButtonElement } from './LstWalletButtonElement';
import { setPageOptions, type PageOptions } from './pageOptions';
import { mountAfterShell } from './mountAfterShell';
import { stakeCardShell } from './stakeCardShell';
import { walletButtonShell } from './walletButtonShell';
import { shellTexts, TEXT_ATTRIBUTES } from './elementTexts';

/**
 * Defines `<lst-stake>` and `<lst-wallet-button>`. The first call's options are the page's defaults;
 * later calls (a second copy of the script) change nothing.
 */
export function defineStakeElements(options: PageOptions = {}): void {
  if (customElements.get('lst-stake')) return;
  setPageOptions(options);
  customElements.define(
    'lst-stake',
    mountAfterShell(
      r2wc(LstStakeElement, {
        shadow: 'open',
        // Outcome events are dispatched by the element itself (stakeEvents), not r2wc: they must still
        // reach the page after the element was removed.
        props: {
          mint: 'string',
          pool: 'string',
          walletButton: 'string',
          amount: 'string',
          fixedAmount: 'string',
          referrer: 'string',
          maxFeeBps: 'string',
          maxEpochFeeBps: 'string',
          display: 'string',
          position: 'string',
          actions: 'string',
          explorer: 'string',
          theme: 'string',
          ...CONFIG_ATTRIBUTES,
          ...TEXT_ATTRIBUTES,
        },
      }),
      stakeCardShell,
    ),
  );
  customElements.define(
    'lst-wallet-button',
    mountAfterShell(r2wc(LstWalletButtonElement, { shadow: 'open', props: { ...CONFIG_ATTRIBUTES, ...TEXT_ATTRIBUTES } }), (element) => {
      const texts = shellTexts(element);
      return texts && walletButtonShell(texts);
    }),
  );
}
