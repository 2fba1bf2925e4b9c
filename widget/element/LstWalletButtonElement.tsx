import { useLayoutEffect } from 'react';
import { useWalletSession } from '../react/WalletSessionContext';
import { WalletButton } from '../react/WalletButton';
import { ElementRoot, type ConfigAttributes } from './ElementRoot';

/** While a page shows this button, stake cards leave theirs out. */
function PageWalletButton() {
  const session = useWalletSession();
  // Before the first paint, so a card rendered in the same task never shows its own button for a frame.
  useLayoutEffect(() => session.registerPageButton(), [session]);
  return <WalletButton />;
}

/** `<lst-wallet-button>`: the page's wallet button, sharing the session with every card. */
export function LstWalletButtonElement({ container, ...attributes }: ConfigAttributes & { container?: HTMLElement }) {
  return (
    <ElementRoot container={container} attributes={attributes}>
      <PageWalletButton />
    </ElementRoot>
  );
}
