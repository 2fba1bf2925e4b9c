import { useEffect } from 'react';
import { useWalletSession } from '../react/WalletSessionContext';
import { WalletButton } from '../react/WalletButton';
import { ElementRoot, type ConfigAttributes } from './ElementRoot';

/** While a page shows this button, stake cards leave theirs out. */
function PageWalletButton() {
  const session = useWalletSession();
  useEffect(() => session.registerPageButton(), [session]);
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
