import { useEffect, useState } from 'react';
import type { BringKey } from '../core/texts/bringEnglish';
import { loadBringTranslation, type BringTranslation } from '../core/texts/bringTranslations';
import type { Language } from '../core/texts/language';
import type { Said, TextParams } from '../core/texts/said';
import { pageState } from '../core/page/page';
import { useTexts } from './TextsContext';

/** Each language's "Bring your stake" texts once loaded on the page: the entry and its panel share them (page state, so a reset page loads them again). */
const LOADED = Symbol('bring texts');
const loadedOnPage = () => pageState(LOADED, () => new Map<Language, BringTranslation | null>());

/**
 * "Bring your stake"'s texts in the card's language: `b` says one as data, in the language's words (a
 * page's `labels` still win, by key, when the card says it). `ready` is false while a translation loads:
 * the stake-account parts render nothing then rather than English for a moment; one that fails to load shows English.
 * `sayEnglish` gives the English of the keys the caller says: the entry's two (bringEntryEnglish.ts) or
 * all of them (bringEnglish.ts), so the entry's chunk does not carry the panel's English.
 */
export function useBringTexts<Key extends BringKey>(sayEnglish: (key: Key, params?: TextParams) => Said) {
  const texts = useTexts();
  const { language } = texts;
  const [, rendered] = useState(0);
  const loaded = loadedOnPage();
  useEffect(() => {
    if (loaded.has(language)) return;
    let live = true;
    const keep = (translation: BringTranslation | null) => {
      loaded.set(language, translation);
      if (live) rendered((count) => count + 1);
    };
    loadBringTranslation(language).then(keep, () => keep(null));
    return () => void (live = false);
  }, [language, loaded]);
  const translation = loaded.get(language) ?? null;
  const b = (key: Key, params?: TextParams): Said => {
    const said = sayEnglish(key, params);
    return translation ? { ...said, text: translation[key] } : said;
  };
  return { texts, ready: language === 'en' || loaded.has(language), b, say: (key: Key, params?: TextParams) => texts.say(b(key, params)) };
}

export type BringTexts = ReturnType<typeof useBringTexts<BringKey>>;
