import { useEffect, useState } from 'react';
import { english } from '../widget/core/texts/english';
import type { Language } from '../widget/core/texts/language';
import { loadTranslation, translation } from '../widget/core/texts/translations';

type Words = Pick<typeof english, 'title' | 'amountLabel' | 'submit' | 'launcher' | 'launcherAmount'>;

/**
 * The widget's own words in a language, for the configurator's placeholders: a team sees what the
 * preview says before it types its own. '' (the page's language) is English, the site's language.
 * The language's chunk is the one the preview loads anyway; while it loads, or if it fails (the
 * preview's card warns then), the words stay English.
 */
export function useLanguageWords(language: Language | ''): Words {
  const wanted = language || 'en';
  const [, setLoaded] = useState<Language | null>(null);
  useEffect(() => {
    let current = true;
    loadTranslation(wanted).then(
      () => current && setLoaded(wanted),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return translation(wanted) ?? english;
}
