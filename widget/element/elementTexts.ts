import { readLabels } from '../core/texts/labels';
import { resolveLanguage, type Language } from '../core/texts/language';
import { textsFor, type Texts } from '../core/texts/texts';
import { loadTranslation, translation, translationReady } from '../core/texts/translations';

/** The attributes that choose an element's words, on both elements. */
export const TEXT_ATTRIBUTES = { lang: 'string', labels: 'string' } as const;

/**
 * The language an element speaks: its own `lang`, else its closest ancestor's, as HTML inherits it.
 * Inside another shadow root the search stops at that root, so the document's `<html lang>` is asked last.
 */
export function elementLanguage(element: Element, own?: string): Language {
  const tag = own?.trim() || element.closest('[lang]')?.getAttribute('lang') || element.ownerDocument.documentElement.lang;
  return resolveLanguage(tag);
}

/**
 * The words a startup copy can paint now, or null while the element's language is still loading: then
 * the load starts at once, beside the card's own chunk, and no copy is painted (never an English one
 * that the live card would replace with other words).
 */
export function shellTexts(element: Element): Texts | null {
  const language = elementLanguage(element);
  if (!translationReady(language)) {
    loadTranslation(language).catch(() => undefined); // the live card retries, and says so
    return null;
  }
  return textsFor(language, translation(language), readLabels(element.getAttribute('labels')).labels);
}
