import type { ManageKey } from './manageEnglish';
import type { Language } from './language';

type Translated = Exclude<Language, 'en'>;
export type ManageTranslation = Record<ManageKey, string>;

/**
 * "Your pool"'s texts in each language: chunks of their own, apart from the card's and the launch's
 * translations, so neither a staker's page nor the launch downloads a word of them.
 */
const LOADERS: Record<Translated, () => Promise<{ manageTranslation: ManageTranslation }>> = {
  es: () => import('./translations/manage/es'),
  zh: () => import('./translations/manage/zh'),
  de: () => import('./translations/manage/de'),
};

/** "Your pool"'s texts for `language`; null for English (the texts carry their English words). */
export async function loadManageTranslation(language: Language): Promise<ManageTranslation | null> {
  return language === 'en' ? null : (await LOADERS[language]()).manageTranslation;
}
