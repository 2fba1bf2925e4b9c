import type { BringTranslation } from '../widget/core/texts/bringTranslations';
import type { Labels } from '../widget/core/texts/labels';
import type { Translated } from '../widget/core/texts/translationLoaders';
import { REGISTER_TEXTS, textScriptName } from './tryItTextScripts';

/**
 * The try-it script's translations: each language a classic script beside the try-it script, loaded from
 * its URL by a `<script src>` only for a card in that language (tryItTextScripts.ts), once for the card's
 * texts and "Bring your stake"'s together. Until it has run, or if it cannot load (a page opened from disk
 * with only `lst-stake-demo.js` beside it), the card speaks English, as the embed does while a translation
 * chunk loads or when it fails. tryItTranslationLoaders.ts and tryItBringTranslations.ts hand them on.
 */
export type TryItTexts = { translation: Labels; bring: BringTranslation };

// Only while the try-it script itself runs does the document name it: read once, then.
const scriptUrl = typeof document === 'undefined' ? undefined : (document.currentScript as HTMLScriptElement | null)?.src;

const isTexts = (texts: unknown): texts is Record<string, string> => typeof texts === 'object' && texts !== null;
const arrived = new Map<string, TryItTexts>();
Object.assign(globalThis, {
  [REGISTER_TEXTS]: (language: string, translation: unknown, bring: unknown) => {
    if (isTexts(translation) && isTexts(bring))
      arrived.set(language, { translation: translation as Labels, bring: bring as BringTranslation });
  },
});

function loadTextScript(language: Translated): Promise<TryItTexts> {
  return new Promise((resolve, reject) => {
    if (!scriptUrl) return reject(new Error('the try-it script does not know its own address'));
    const script = document.createElement('script');
    script.src = new URL(textScriptName(language), scriptUrl).href;
    // A classic script has run by its load event: it registered its texts then, or never will.
    script.onload = () => {
      script.remove();
      const texts = arrived.get(language);
      if (texts) resolve(texts);
      else reject(new Error(`${script.src} handed over no texts`));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`${script.src} did not load`));
    };
    document.head.append(script);
  });
}

const pending = new Map<Translated, Promise<TryItTexts>>();

/**
 * A language's texts, its script loaded once for the page however many parts ask (the card's texts and
 * the stake-account panel's). A failed load is forgotten, so the next one tries again, as in the embed.
 */
export function loadTryItTexts(language: Translated): Promise<TryItTexts> {
  let load = pending.get(language);
  if (!load) {
    load = loadTextScript(language);
    load.catch(() => pending.delete(language));
    pending.set(language, load);
  }
  return load;
}
