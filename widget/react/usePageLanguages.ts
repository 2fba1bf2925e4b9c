import { useSyncExternalStore } from 'react';

// How many times a `lang` attribute has changed on the page, and who wants to know. Module state is
// enough here: the one observer exists only while some widget listens, and stops with the last one.
let changes = 0;
const listeners = new Set<() => void>();
let observer: MutationObserver | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!observer) {
    // One observer for the page however many widgets it has; only `lang` changes are reported.
    observer = new MutationObserver(() => {
      changes += 1;
      listeners.forEach((notify) => notify());
    });
    observer.observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ['lang'] });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      observer?.disconnect();
      observer = null;
    }
  };
}

/**
 * Renders again when any `lang` on the page changes (a language switcher sets `<html lang>`, or a
 * section's), so a widget that takes its language from the page follows it. Nothing on the server.
 */
export function usePageLanguages(): number {
  return useSyncExternalStore(
    subscribe,
    () => changes,
    () => 0,
  );
}
