import { useLayoutEffect } from 'react';
import { ClientOnly } from './ClientOnly';
import { WalletButton } from './WalletButton';
import { useWalletSession } from './WalletSessionContext';

/**
 * Counts as one of the page's wallet buttons while mounted: the library's own button, or the host
 * app's, which StakeWidgetProvider marks this way. Cards with `walletButton: 'auto'` leave theirs out.
 */
export function PageButtonMark() {
  const session = useWalletSession();
  // Before the first paint, so a card rendered in the same task never shows its own button for a frame.
  useLayoutEffect(() => session.registerPageButton(), [session]);
  return null;
}

/** A wallet button of the page's own (the element's, or the library's `WalletButton` export). */
export function PageWalletButton() {
  return (
    <ClientOnly>
      <PageButtonMark />
      <WalletButton />
    </ClientOnly>
  );
}
