import type { BringTranslation } from '../widget/core/texts/bringTranslations';
import type { Language } from '../widget/core/texts/language';
import { loadTryItTexts } from './tryItTexts';

/**
 * "Bring your stake"'s texts in the try-it script (in place of widget/core/texts/bringTranslations.ts in its
 * build): from the same classic script beside it as the card's other texts (tryItTexts.ts), not bundled.
 */
export async function loadBringTranslation(language: Language): Promise<BringTranslation | null> {
  return language === 'en' ? null : (await loadTryItTexts(language)).bring;
}
