import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { WalletOption } from '../core/wallet/walletSession';
import { useDismiss } from './useDismiss';
import { useFocusTrap } from './useFocusTrap';
import { useModalDialog } from './useModalDialog';
import { WalletIcon } from './WalletIcon';
import { sayPicker, type PickerKey } from '../core/texts/pickerEnglish';
import { useTexts } from './TextsContext';
import { pickerCss } from './pickerCss';
import { joinStyles } from './joinStyles';

joinStyles(pickerCss); // on the chunk's evaluation, before it renders

/** The spec's close delay: the modal fades for this long after Escape or an overlay click. */
export const PICKER_CLOSE_DELAY_MS = 150;

const READINESS_LABEL: Record<WalletOption['readiness'], PickerKey> = {
  Installed: 'walletDetected',
  Loadable: 'walletAvailable',
  NotDetected: 'walletNotInstalled',
  Unsupported: 'walletUnsupported',
};

export interface WalletPickerProps {
  wallets: readonly WalletOption[];
  /** True while the wallet code is still loading. */
  loading?: boolean;
  onSelect: (wallet: WalletOption) => void;
  onClose: () => void;
}

function WalletList({ wallets, onSelect }: { wallets: readonly WalletOption[]; onSelect: (wallet: WalletOption) => void }) {
  const texts = useTexts();
  return (
    <ul className="lst-wallet-list">
      {wallets.map((wallet) => (
        <li key={wallet.name}>
          <button
            type="button"
            className="lst-wallet-option"
            disabled={wallet.readiness === 'Unsupported'}
            onClick={() => onSelect(wallet)}
          >
            <WalletIcon icon={wallet.icon} size={28} />
            <span className="lst-wallet-option__name">{wallet.name}</span>
            <span className="lst-wallet-option__state">{texts.say(sayPicker(READINESS_LABEL[wallet.readiness]))}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

const isDetected = (wallet: WalletOption) => wallet.readiness === 'Installed' || wallet.readiness === 'Loadable';

/** The wallet picker modal: detected wallets first, the rest behind a toggle. */
export function WalletPicker({ wallets, loading = false, onSelect, onClose }: WalletPickerProps) {
  const texts = useTexts();
  const titleId = useId();
  const modal = useRef<HTMLDialogElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [closing, setClosing] = useState(false);
  const detected = wallets.filter(isDetected);
  const others = wallets.filter((wallet) => !isDetected(wallet));

  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeSoon = useCallback(() => {
    setClosing(true);
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(onClose, PICKER_CLOSE_DELAY_MS);
  }, [onClose]);
  // A picker taken away by someone else (another element opened its own) closes nothing afterwards.
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useModalDialog(modal, true, closeSoon);
  // Escape and a press outside the panel (on the backdrop) close it, after the spec's fade.
  useDismiss(dialog, !closing, closeSoon);
  useFocusTrap(modal);

  return (
    <dialog className={`lst-modal${closing ? ' lst-modal--closing' : ''}`} aria-modal="true" aria-labelledby={titleId} ref={modal}>
      <div className="lst-modal__dialog" ref={dialog}>
        <button type="button" className="lst-modal__close" aria-label={texts.t('close')} onClick={closeSoon}>
          ×
        </button>
        {loading ? (
          <h2 className="lst-modal__title" id={titleId}>
            {texts.say(sayPicker('lookingForWallets'))}
          </h2>
        ) : detected.length > 0 ? (
          <>
            <h2 className="lst-modal__title" id={titleId}>
              {texts.t('connectWalletTitle')}
            </h2>
            <WalletList wallets={detected} onSelect={onSelect} />
            {others.length > 0 && (
              <button
                type="button"
                className="lst-button lst-button--quiet"
                aria-expanded={expanded}
                onClick={() => setExpanded(!expanded)}
              >
                {expanded ? texts.say(sayPicker('lessOptions')) : texts.say(sayPicker('moreOptions'))}
              </button>
            )}
            {expanded && <WalletList wallets={others} onSelect={onSelect} />}
          </>
        ) : (
          <>
            <h2 className="lst-modal__title" id={titleId}>
              {texts.say(sayPicker('needWalletTitle'))}
            </h2>
            <button type="button" className="lst-button lst-button--quiet" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
              {texts.say(sayPicker('viewOptions'))}
            </button>
            {expanded && <WalletList wallets={others} onSelect={onSelect} />}
          </>
        )}
      </div>
    </dialog>
  );
}
