import type { Labels } from '../widget/core/texts/labels';
import type { Translated } from '../widget/core/texts/translationLoaders';
import { REGISTER_TEXTS, textScriptName } from './tryItTextScripts';

/**
 * The try-it script's translations (in place of widget/core/texts/translationLoaders.ts in its build):
 * each language a classic script beside the try-it script, loaded from its URL by a `<script src>` only
 * for a card in that language (tryItTextScripts.ts). Until it has run, or if it cannot load (a page
 * opened from disk with only `lst-stake-demo.js` beside it), the card speaks English, as the embed does
 * while a translation chunk loads or when it fails.
 */

// Only while the try-it script itself runs does the document name it: read once, then.
const scriptUrl = typeof document === 'undefined' ? undefined : (document.currentScript as HTMLScriptElement | null)?.src;

const arrived = new Map<string, Labels>();
Object.assign(globalThis, {
  [REGISTER_TEXTS]: (language: string, texts: unknown) => {
    if (typeof texts === 'object' && texts !== null) arrived.set(language, texts as Labels);
  },
});

function loadTextScript(language: Translated): Promise<{ translation: Labels }> {
  return new Promise((resolve, reject) => {
    if (!scriptUrl) return reject(new Error('the try-it script does not know its own address'));
    const script = document.createElement('script');
    script.src = new URL(textScriptName(language), scriptUrl).href;
    // A classic script has run by its load event: it registered its texts then, or never will.
    script.onload = () => {
      script.remove();
      const translation = arrived.get(language);
      if (translation) resolve({ translation });
      else reject(new Error(`${script.src} handed over no texts`));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`${script.src} did not load`));
    };
    document.head.append(script);
  });
}

export const TRANSLATION_LOADERS: Record<Translated, () => Promise<{ translation: Labels }>> = {
  de: () => loadTextScript('de'),
  es: () => loadTextScript('es'),
  zh: () => loadTextScript('zh'),
};
