import type { Labels } from '../widget/core/texts/labels';
import type { Translated } from '../widget/core/texts/translationLoaders';
import { loadTryItTexts } from './tryItTexts';

/**
 * The try-it script's translations (in place of widget/core/texts/translationLoaders.ts in its build): from
 * the language's classic script beside the try-it script (tryItTexts.ts).
 */
const load = (language: Translated) => (): Promise<{ translation: Labels }> => loadTryItTexts(language);

export const TRANSLATION_LOADERS: Record<Translated, () => Promise<{ translation: Labels }>> = {
  de: load('de'),
  es: load('es'),
  zh: load('zh'),
};
