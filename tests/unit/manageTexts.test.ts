import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { manageEnglish, type ManageKey } from '../../widget/core/texts/manageEnglish';
import { loadManageTranslation } from '../../widget/core/texts/manageTranslations';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('"Your pool"\'s texts', () => {
  it.each(['de', 'es', 'zh'] as const)('%s has every one (a chunk of its own), with the same placeholders', async (language) => {
    const translation = (await loadManageTranslation(language))!;
    expect(Object.keys(translation).sort()).toEqual(Object.keys(manageEnglish).sort());
    for (const [key, text] of Object.entries(translation)) {
      expect(placeholders(text), key).toEqual(placeholders(manageEnglish[key as ManageKey]));
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('English is the texts themselves (no chunk to load)', async () => {
    expect(await loadManageTranslation('en')).toBeNull();
  });

  it('are listed, every key with its English text, in docs/labels.md', () => {
    const docs = readFileSync(new URL('../../docs/labels.md', import.meta.url), 'utf8');
    for (const [key, text] of Object.entries(manageEnglish)) {
      expect(docs, key).toContain(`| \`${key}\` | ${text.replaceAll('|', '\\|')} |`);
    }
  });
});
