import type { BringKey } from './bringEnglish';
import type { Language } from './language';

type Translated = Exclude<Language, 'en'>;
export type BringTranslation = Record<BringKey, string>;

/**
 * "Bring your stake"'s texts in each language: chunks of their own, apart from the card's translations,
 * so a staker who stakes SOL never downloads a word of them (issue 39: the SOL path's chunks stay as they were).
 * The try-it script, which can load no chunk, reads them from its language files beside it instead
 * (demo/tryItBringTranslations.ts, put in place of this file by its build).
 */
const LOADERS: Record<Translated, () => Promise<{ bringTranslation: BringTranslation }>> = {
  es: () => import('./translations/bring/es'),
  zh: () => import('./translations/bring/zh'),
  de: () => import('./translations/bring/de'),
};

/** "Bring your stake"'s texts for `language`; null for English (the texts carry their English words). */
export async function loadBringTranslation(language: Language): Promise<BringTranslation | null> {
  return language === 'en' ? null : (await LOADERS[language]()).bringTranslation;
}
