import { useSyncExternalStore } from 'react';
import { page, pageState } from '../core/page/page';

const LANGUAGES = Symbol('the page lang observer');

/**
 * How many times a `lang` attribute has changed on the page, and who wants to know. The one observer
 * exists only while some widget listens, and stops with the last one or with the page.
 */
const languages = () =>
  pageState(LANGUAGES, () => ({ changes: 0, listeners: new Set<() => void>(), observer: null as MutationObserver | null }));

function subscribe(listener: () => void): () => void {
  const state = languages();
  state.listeners.add(listener);
  if (!state.observer) {
    // One observer for the page however many widgets it has; only `lang` changes are reported.
    const observer = new MutationObserver(() => {
      state.changes += 1;
      state.listeners.forEach((notify) => notify());
    });
    observer.observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ['lang'] });
    state.observer = observer;
    page().onReset.push(() => observer.disconnect());
  }
  return () => {
    state.listeners.delete(listener);
    if (state.listeners.size === 0) {
      state.observer?.disconnect();
      state.observer = null;
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
    () => languages().changes,
    () => 0,
  );
}
