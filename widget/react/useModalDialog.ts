import { useEffect, useRef, type RefObject } from 'react';
import { joinStyles } from './joinStyles';
import { modalCss } from './modalCss';

joinStyles(modalCss); // the frame both dialogs share, before the picker's or the launcher's own rules

/** The focused element, looking through open shadow roots (the opener is usually inside one). */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * Shows a native `<dialog>` as a modal while `open`: in the top layer, so no transformed, filtered,
 * contained or clipping ancestor on the host page can trap or cut it, and with the page behind it
 * inert. Escape is left to the caller (which fades out first), so the browser's own cancel is
 * prevented; a close the browser forces anyway is reported as a dismissal. Focus returns to the
 * element that had it before.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean, onDismiss: () => void) {
  // The latest callback, read when needed: a parent passing a new one must not close and reopen the dialog.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = deepActiveElement();
    // Runtimes without showModal (older test DOMs) still get an open, in-flow dialog.
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    const onCancel = (event: Event) => {
      event.preventDefault();
      dismiss.current();
    };
    // A close event is queued, not dispatched: one left from an earlier close can arrive after the
    // dialog was shown again. Only a dialog that is closed now has been dismissed.
    const onClose = () => {
      if (!dialog.open) dismiss.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      // Unless the caller has put focus somewhere on purpose already.
      const active = deepActiveElement();
      const lost = !active || active === document.body || dialog.contains(active);
      if (lost && opener && opener !== document.body && opener.isConnected) opener.focus();
    };
  }, [ref, open]);
}
