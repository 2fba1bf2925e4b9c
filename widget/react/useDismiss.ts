import { useEffect, type RefObject } from 'react';

/**
 * Calls `onDismiss` on Escape or a pointer press outside `ref`. Uses the composed path, so it works
 * inside a shadow root, where event targets are retargeted to the host.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, active: boolean, onDismiss: () => void) {
  useEffect(() => {
    if (!active) return;
    const onPointer = (event: Event) => {
      if (ref.current && !event.composedPath().includes(ref.current)) onDismiss();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, active, onDismiss]);
}
