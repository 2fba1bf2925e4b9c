import { useTexts } from './TextsContext';
import { WalletButton } from './WalletButton';

/**
 * No wallet connected: the card says so, on both tabs, and offers a Connect button that opens the
 * page's wallet picker (the wallet button's own, as a button of the card's). `button` false: the page
 * asked the card for no wallet button of its own (it connects elsewhere), so only the words show.
 */
export function ConnectPrompt({ button }: { button: boolean }) {
  const texts = useTexts();
  return (
    <div className="lst-message lst-connect">
      <p>{texts.t('connectWalletTitle')}</p>
      {button && <WalletButton prompt />}
    </div>
  );
}
