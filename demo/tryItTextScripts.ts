import type { BringTranslation } from '../widget/core/texts/bringTranslations';
import type { Labels } from '../widget/core/texts/labels';
import type { Translated } from '../widget/core/texts/translationLoaders';

/**
 * The try-it script's languages, each a classic script beside it (`lst-stake-demo.de.js`): the try-it
 * script is one file that can load no chunk, so its translations would otherwise be in it, read by every
 * page in every language. A page in German loads only the German one, by a `<script src>`, which works
 * from disk as import() does not. Each carries the card's texts and "Bring your stake"'s (the embed's
 * separate chunks for those, bringTranslations.ts, would be in the try-it script too). Written at build
 * time (vite.config.ts) and read by tryItTexts.ts: both take the names here.
 */
const EVERY_LANGUAGE: Record<Translated, true> = { de: true, es: true, zh: true }; // the type asks for each one
export const TRY_IT_LANGUAGES = Object.keys(EVERY_LANGUAGE) as Translated[];

/** The global function a language's script calls with its texts, which the try-it script defines. */
export const REGISTER_TEXTS = 'lstStakeDemoTexts';

/** A language's script's file name, beside `lst-stake-demo.js`. */
export const textScriptName = (language: Translated): string => `lst-stake-demo.${language}.js`;

/** A language's script: one call that hands its texts (plain strings, as JSON) to the try-it script. */
export const textScript = (language: Translated, translation: Labels, bring: BringTranslation): string =>
  `${REGISTER_TEXTS}(${JSON.stringify(language)},${JSON.stringify(translation)},${JSON.stringify(bring)});\n`;
