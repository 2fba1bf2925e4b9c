import type { LaunchKey } from './launchEnglish';
import type { Language } from './language';

type Translated = Exclude<Language, 'en'>;
export type LaunchTranslation = Record<LaunchKey, string>;

/**
 * The launch's texts in each language: chunks of their own, apart from the card's translations, so a
 * staker's page never downloads a word of the launch.
 */
const LOADERS: Record<Translated, () => Promise<{ launchTranslation: LaunchTranslation }>> = {
  es: () => import('./translations/launch/es'),
  zh: () => import('./translations/launch/zh'),
  de: () => import('./translations/launch/de'),
};

/** The launch's texts for `language`; null for English (the texts carry their English words). */
export async function loadLaunchTranslation(language: Language): Promise<LaunchTranslation | null> {
  return language === 'en' ? null : (await LOADERS[language]()).launchTranslation;
}
