import { useEffect, useMemo, useState, type RefObject } from 'react';
import { createCopyFeedback } from '../core/page/copied';
import { useTexts } from './TextsContext';
import { useDismiss } from './useDismiss';
import { menuCss } from './menuCss';
import { joinStyles } from './joinStyles';

joinStyles(menuCss); // on the chunk's evaluation, before it renders

export interface WalletMenuProps {
  address: string;
  /** Which edge of the button the menu lines up with. */
  side?: 'start' | 'end';
  onChangeWallet: () => void;
  onDisconnect: () => void;
  onClose: () => void;
  /** The button and its menu: a press outside it, or Escape, closes the menu (here, in the menu's own chunk). */
  root: RefObject<HTMLElement | null>;
}

/** The connected wallet's menu: copy the address, change wallet, disconnect. */
export function WalletMenu({ address, side = 'end', onChangeWallet, onDisconnect, onClose, root }: WalletMenuProps) {
  const texts = useTexts();
  useDismiss(root, true, onClose);
  const [copied, setCopied] = useState(false);
  const feedback = useMemo(() => createCopyFeedback(setCopied), []);
  useEffect(() => feedback.dispose, [feedback]);
  const copy = () => feedback.copy(() => navigator.clipboard.writeText(address));
  /** A menu item that closes the menu, then does its action. */
  const item = (label: string, action: () => void) => (
    <li role="none">
      <button
        type="button"
        role="menuitem"
        className="lst-menu__item"
        onClick={() => {
          onClose();
          action();
        }}
      >
        {label}
      </button>
    </li>
  );
  return (
    <ul className={`lst-menu lst-menu--${side}`} role="menu" aria-label={texts.t('walletMenu')}>
      <li role="none">
        <button type="button" role="menuitem" className="lst-menu__item" onClick={copy}>
          {copied ? texts.t('copied') : texts.t('copyAddress')}
        </button>
      </li>
      {item(texts.t('changeWallet'), onChangeWallet)}
      {item(texts.t('disconnect'), onDisconnect)}
    </ul>
  );
}
