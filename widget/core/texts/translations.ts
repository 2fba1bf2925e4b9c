import type { Labels } from './labels';
import type { Language } from './language';
import { pageState } from '../page/page';
import { TRANSLATION_LOADERS } from './translationLoaders';

const TRANSLATIONS = Symbol('translations loaded on the page');
const translations = () =>
  pageState(TRANSLATIONS, () => ({ loaded: new Map<Language, Labels>(), pending: new Map<Language, Promise<Labels | null>>() }));

/** Whether a card in this language can render now: English always, the others once loaded. */
export const translationReady = (language: Language): boolean => language === 'en' || translations().loaded.has(language);

/** The loaded translation, or null (English, or not loaded yet). */
export const translation = (language: Language): Labels | null => translations().loaded.get(language) ?? null;

/**
 * Loads a language once for the page and shares the promise. A failed load is forgotten, so the next
 * card tries again (a flaky network must not leave the page in English for the rest of the visit).
 */
export function loadTranslation(language: Language): Promise<Labels | null> {
  if (language === 'en') return Promise.resolve(null);
  const { loaded, pending } = translations();
  let load = pending.get(language);
  if (!load) {
    load = TRANSLATION_LOADERS[language]().then(
      (module) => {
        loaded.set(language, module.translation);
        return module.translation;
      },
      (error: unknown) => {
        pending.delete(language);
        throw error;
      },
    );
    pending.set(language, load);
  }
  return load;
}
