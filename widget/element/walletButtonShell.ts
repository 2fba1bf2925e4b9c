import templates from 'virtual:lst-shell-templates';
import type { Texts } from '../core/texts/texts';
import { instantiate } from './shellTemplate';

/** What `WalletButton` renders while the wallet code has not started, from the build's template. */
export function walletButtonShell(texts: Texts): HTMLElement {
  return instantiate(templates.walletButton, {
    texts,
    values: { mint: '', shortMint: '', separator: texts.separator, amount: '' },
    flags: { ownButton: false, demo: false, fixed: false, amount: false, tabs: false },
  });
}
