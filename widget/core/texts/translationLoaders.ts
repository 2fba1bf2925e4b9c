import type { Labels } from './labels';
import type { Language } from './language';

export type Translated = Exclude<Language, 'en'>;

/**
 * Each translation is a chunk of its own, loaded only by a card that speaks it: English costs nothing.
 * The try-it script, which can load no chunk, loads them as classic scripts beside it instead
 * (demo/tryItTranslationLoaders.ts, put in place of this file by its build).
 */
export const TRANSLATION_LOADERS: Record<Translated, () => Promise<{ translation: Labels }>> = {
  es: () => import('./translations/es'),
  zh: () => import('./translations/zh'),
  de: () => import('./translations/de'),
};
