import { useEffect, useState } from 'react';
import { COPIED_LABEL_MS } from '../core/copied';

export interface WalletMenuProps {
  address: string;
  /** Which edge of the button the menu lines up with. */
  side?: 'start' | 'end';
  onChangeWallet: () => void;
  onDisconnect: () => void;
  onClose: () => void;
}

/** The connected wallet's menu: copy the address, change wallet, disconnect. */
export function WalletMenu({ address, side = 'end', onChangeWallet, onDisconnect, onClose }: WalletMenuProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_LABEL_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
    } catch {
      // No clipboard permission: leave the label as it is rather than claim a copy.
    }
  };
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
    <ul className={`lst-menu lst-menu--${side}`} role="menu" aria-label="Wallet">
      <li role="none">
        <button type="button" role="menuitem" className="lst-menu__item" onClick={copy}>
          {copied ? 'Copied' : 'Copy address'}
        </button>
      </li>
      {item('Change wallet', onChangeWallet)}
      {item('Disconnect', onDisconnect)}
    </ul>
  );
}
