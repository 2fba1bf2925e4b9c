import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { readLabels, type LabelOverrides } from '../core/texts/labels';
import type { Said } from '../core/texts/said';
import { resolveLanguage, type Language } from '../core/texts/language';
import { englishTexts, textsFor, type Texts } from '../core/texts/texts';
import { loadTranslation, translation, translationReady } from '../core/texts/translations';
import { usePageLanguages } from './usePageLanguages';

interface TextsValue {
  texts: Texts;
  /** The language asked for further up (a provider's `lang`), inherited by cards that ask for none. */
  requested?: string;
  overrides: LabelOverrides;
}

const TextsContext = createContext<TextsValue>({ texts: englishTexts, overrides: {} });

/** The words of the card or button this component is in. English outside any TextsProvider. */
export const useTexts = (): Texts => useContext(TextsContext).texts;

/** The page's language, on the client only (the server has no page to ask). */
const pageLanguage = () => (typeof document === 'undefined' ? undefined : document.documentElement.lang);

export interface TextsProviderProps {
  /** A BCP 47 tag ("de", "es-MX", "zh-CN"): what is asked further up, else the page's `<html lang>`. */
  lang?: string;
  /** The page's own texts for some keys, over the language's (an object, or JSON text). */
  labels?: LabelOverrides | string;
  /**
   * Render nothing until the language's chunk has loaded, rather than English for a moment. For a
   * card (client-only anyway); a provider that wraps the host app's own content must not hold it back.
   */
  hold?: boolean;
  children: ReactNode;
}

/** Gives the components inside a language and the page's labels, over what the providers above give. */
export function TextsProvider({ lang, labels, hold = false, children }: TextsProviderProps) {
  const parent = useContext(TextsContext);
  usePageLanguages(); // the page's language is read below; a switcher may change it
  const requested = lang?.trim() || parent.requested || pageLanguage();
  const language = resolveLanguage(requested);
  const [, loaded] = useState(0);
  // The language whose chunk failed to load: it shows English; another language is waited for again.
  const [failedLanguage, setFailedLanguage] = useState<Language | null>(null);
  const ready = translationReady(language);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadTranslation(language).then(
      () => live && loaded((count) => count + 1),
      (error: unknown) => {
        // The card still works, in English: better than no card.
        console.warn(`lst-stake: the ${language} texts did not load; showing English`, error);
        if (live) setFailedLanguage(language);
      },
    );
    return () => void (live = false);
  }, [language, ready]);

  // The language on screen: the asked one once loaded. If it cannot load, English in words and numbers
  // alike, so a hint never names a decimal mark the field refuses. While a new one loads (a language
  // switcher), the one shown before: children stay mounted, so a stake in flight and a typed amount stay.
  // Null before any has loaded: a holding card renders nothing then, rather than English for a moment.
  const lastShown = useRef<Language | null>(null);
  const shown = ready ? language : failedLanguage === language ? 'en' : lastShown.current;
  lastShown.current = shown;

  // Compared by value: labels written inline (a new object each render) change nothing.
  const labelsKey = typeof labels === 'string' ? labels : JSON.stringify(labels ?? {});
  const value = useMemo(() => {
    const own = readLabels(labelsKey);
    if (own.problem) console.warn(`lst-stake: ${own.problem}; those labels are left out`);
    const overrides = { ...parent.overrides, ...own.labels };
    const words = shown ?? 'en';
    return { texts: textsFor(words, translation(words), overrides), requested, overrides };
  }, [parent.overrides, labelsKey, shown, requested]);

  if (hold && shown === null) return null;
  return <TextsContext.Provider value={value}>{children}</TextsContext.Provider>;
}

/**
 * A text with amounts, as the card shows it: each figure rounded for reading (texts.ts), and when that
 * hid digits, the exact text on hover (its title) and on focus (it is in the Tab order, and the title
 * shows under it, widgetCss.ts). One span for the whole text keeps its words one node for finding and reading.
 */
/** A text with every figure exact (what the readable words round): for a title, and for events. */
export const exactWords = (texts: Pick<ReturnType<typeof useTexts>, 'parts'>, said: Said | string): string =>
  texts
    .parts(said)
    .map((part) => (typeof part === 'string' ? part : part.exact))
    .join('');

export function Words({ said }: { said: Said | string }) {
  const texts = useTexts();
  const shown = texts.say(said);
  const exact = exactWords(texts, said);
  return exact === shown ? (
    <>{shown}</>
  ) : (
    <span className="lst-figure" title={exact} tabIndex={0}>
      {shown}
    </span>
  );
}
