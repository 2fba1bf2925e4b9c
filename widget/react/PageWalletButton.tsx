import { useLayoutEffect } from 'react';
import { ClientOnly } from './ClientOnly';
import { WalletButton } from './WalletButton';
import { useWalletSession } from './WalletSessionContext';

/**
 * A wallet button of the page's own (the element's, or the library's `WalletButton` export): while it
 * is shown, stake cards with `walletButton: 'auto'` leave theirs out.
 */
export function PageWalletButton() {
  return (
    <ClientOnly>
      <RegisteredWalletButton />
    </ClientOnly>
  );
}

function RegisteredWalletButton() {
  const session = useWalletSession();
  // Before the first paint, so a card rendered in the same task never shows its own button for a frame.
  useLayoutEffect(() => session.registerPageButton(), [session]);
  return <WalletButton />;
}
