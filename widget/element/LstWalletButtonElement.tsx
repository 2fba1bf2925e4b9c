import { PageWalletButton } from '../react/PageWalletButton';
import { ElementRoot, type ConfigAttributes, type TextAttributes } from './ElementRoot';

/** `<lst-wallet-button>`: the page's wallet button, sharing the session with every card. */
export function LstWalletButtonElement({ container, ...attributes }: ConfigAttributes & TextAttributes & { container?: HTMLElement }) {
  return (
    <ElementRoot container={container} attributes={attributes}>
      <PageWalletButton />
    </ElementRoot>
  );
}
