import { useCallback, useRef, useState, type ReactNode } from 'react';
import { launcherLabel, type DisplayMode, type LauncherPosition } from '../core/config/displayMode';
import { TokenLogo } from './TokenLogo';
import { useLst } from './useLst';
import { useModalDialog } from './useModalDialog';
import { useTexts } from './TextsContext';
import { launcherCss } from './launcherCss';
import { joinStyles } from './joinStyles';

joinStyles(launcherCss); // on the chunk's evaluation, before it renders

export interface StakeLauncherProps {
  mint: string;
  /** The embedder's stake pool (`pool`): its token's name comes from the chain. */
  pool?: string;
  display: Exclude<DisplayMode, 'card'>;
  position: LauncherPosition;
  fixedAmount?: string;
  /** The card, shown in the dialog. It stays mounted while the dialog is closed: a stake, its outcome
   *  and what the staker typed are all still there when it is opened again. */
  children: ReactNode;
}

/**
 * A "Stake evgSOL" button (or a round launcher in a corner) that opens the card in a native modal
 * dialog: in the top layer, so the host page's transforms, filters and clipping cannot trap it; Escape,
 * the close button or a press on the backdrop closes it, and focus goes back to the launcher.
 */
export function StakeLauncher({ mint, pool, display, position, fixedAmount, children }: StakeLauncherProps) {
  const lookup = useLst(mint, pool);
  const entry = lookup.status === 'ready' ? lookup.entry : null;
  const texts = useTexts();
  const label = launcherLabel(texts, entry?.symbol ?? null, fixedAmount);
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useCallback(() => setOpen(false), []);
  // A press that both starts and ends on the backdrop closes it; a drag out of the card (selecting
  // text) or a click the browser aims at the dialog for any other reason does not.
  const pressedBackdrop = useRef(false);
  useModalDialog(dialog, open, close);
  const floating = display === 'floating';

  return (
    <>
      <button
        type="button"
        className={
          floating ? `lst-launcher lst-launcher--floating lst-launcher--${position}` : 'lst-button lst-button--primary lst-launcher'
        }
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={floating ? label : undefined}
        title={floating ? label : undefined}
        onClick={() => setOpen(true)}
      >
        {floating ? <TokenLogo src={entry?.logo_uri} symbol={entry?.symbol ?? 'LST'} size={36} /> : label}
      </button>
      <dialog
        ref={dialog}
        className="lst-modal lst-modal--stake"
        aria-label={entry ? texts.t('title', { symbol: entry.symbol }) : texts.t('titleLoading')}
        // A press on the backdrop lands on the dialog element itself; the card is its only child.
        onPointerDown={(event) => (pressedBackdrop.current = event.target === event.currentTarget)}
        onClick={(event) => pressedBackdrop.current && event.target === event.currentTarget && close()}
      >
        <button type="button" className="lst-modal__close" aria-label={texts.t('close')} onClick={close}>
          ×
        </button>
        {children}
      </dialog>
    </>
  );
}
