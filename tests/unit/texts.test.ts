import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { guardEnglish } from '../../widget/core/guard/refusals';
import { poolAttributeEnglish } from '../../widget/core/lst/poolAttributeTexts';
import { unstakeEnglish } from '../../widget/core/texts/unstakeEnglish';
import { pickerEnglish } from '../../widget/core/texts/pickerEnglish';
import { runEnglish } from '../../widget/core/texts/runEnglish';
import { english } from '../../widget/core/texts/english';
import { sayRun } from '../../widget/core/texts/runEnglish';
import { launchEnglish } from '../../widget/core/texts/launchEnglish';
import { MAX_LABEL_LENGTH, readLabels, type Labels } from '../../widget/core/texts/labels';
import { formatAmountFor, LANGUAGES, resolveLanguage } from '../../widget/core/texts/language';
import { amountParam, inEnglish } from '../../widget/core/texts/said';
import { createTexts, textsFor } from '../../widget/core/texts/texts';
import { WalletNotReadyError } from '../../widget/core/wallet/walletSession';
import { translation as de } from '../../widget/core/texts/translations/de';
import { translation as es } from '../../widget/core/texts/translations/es';
import { translation as zh } from '../../widget/core/texts/translations/zh';
import { loadLaunchTranslation } from '../../widget/core/texts/launchTranslations';
import { bringEnglish } from '../../widget/core/texts/bringEnglish';
import { loadBringTranslation } from '../../widget/core/texts/bringTranslations';

const ALL_ENGLISH: Record<string, string> = {
  ...english,
  ...pickerEnglish,
  ...runEnglish,
  ...guardEnglish,
  ...poolAttributeEnglish,
  ...unstakeEnglish,
};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('languages', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['DE', 'de'],
    ['es-MX', 'es'],
    ['zh-CN', 'zh'],
    ['zh-Hans-CN', 'zh'],
    ['zh_TW', 'zh'],
    ['en-GB', 'en'],
    ['fr', 'en'],
    ['', 'en'],
    [null, 'en'],
    [' de ', 'de'],
  ])('reads the tag %j as %s', (tag, language) => {
    expect(resolveLanguage(tag)).toBe(language);
  });

  it.each([
    ['en', 1_234_500_000_000n, '1,234.5'],
    ['zh', 1_234_500_000_000n, '1,234.5'],
    ['de', 1_234_500_000_000n, '1.234,5'],
    ['de', 1_500_000_000n, '1,5'],
    ['es', 12_345_500_000_000n, '12.345,5'],
    ['de', 18_446_744_073_709_551_615n, '18.446.744.073,709551615'],
    ['de', 1n, '0,000000001'],
    ['en', 0n, '0'],
  ] as const)('shows %s amounts grouped, exactly: %s → %j', (language, units, text) => {
    expect(formatAmountFor(language, units, 9)).toBe(text);
  });
});

describe('translations', () => {
  it.each([
    ['de', de],
    ['es', es],
    ['zh', zh],
  ])('%s has every text, with the same placeholders as the English', (_language, translation: Labels) => {
    expect(Object.keys(translation).sort()).toEqual(Object.keys(ALL_ENGLISH).sort());
    for (const [key, text] of Object.entries(translation)) {
      expect(placeholders(text), key).toEqual(placeholders(ALL_ENGLISH[key]!));
      expect(text.trim(), key).not.toBe('');
    }
  });

  it.each(['de', 'es', 'zh'] as const)('%s has every launch text (a chunk of its own), with the same placeholders', async (language) => {
    const translation = (await loadLaunchTranslation(language))!;
    expect(Object.keys(translation).sort()).toEqual(Object.keys(launchEnglish).sort());
    for (const [key, text] of Object.entries(translation)) {
      expect(placeholders(text), key).toEqual(placeholders(launchEnglish[key as keyof typeof launchEnglish]));
      expect(text.trim(), key).not.toBe('');
    }
  });

  it.each(['de', 'es', 'zh'] as const)(
    '%s has every "Bring your stake" text (a chunk of its own), with the same placeholders',
    async (language) => {
      const translation = (await loadBringTranslation(language))!;
      expect(Object.keys(translation).sort()).toEqual(Object.keys(bringEnglish).sort());
      for (const [key, text] of Object.entries(translation)) {
        expect(placeholders(text), key).toEqual(placeholders(bringEnglish[key as keyof typeof bringEnglish]));
        expect(text.trim(), key).not.toBe('');
      }
      expect(await loadBringTranslation('en')).toBeNull();
    },
  );

  it('are listed, every key with its English text, in docs/labels.md', () => {
    const docs = readFileSync(new URL('../../docs/labels.md', import.meta.url), 'utf8');
    for (const [key, text] of Object.entries({ ...ALL_ENGLISH, ...launchEnglish, ...bringEnglish })) {
      expect(docs, key).toContain(`| \`${key}\` | ${text.replaceAll('|', '\\|')} |`);
    }
  });

  it('cover the supported languages and no others', () => {
    expect(LANGUAGES).toEqual(['en', 'es', 'zh', 'de']);
  });
});

describe('texts', () => {
  it('fill placeholders, formatting amounts for the language', () => {
    const said = sayRun('insufficientSol', { balance: amountParam(1_234_500_000_000n, 9), reserve: amountParam(10_000_000n, 9) });
    expect(inEnglish(said)).toBe('Insufficient SOL: your wallet holds 1234.5 SOL, and 0.01 SOL stays back for fees.');
    expect(createTexts('en', null).say(said)).toBe('Insufficient SOL: your wallet holds 1,234.5 SOL, and 0.01 SOL stays back for fees.');
    expect(createTexts('de', de).say(said)).toBe(
      'Nicht genug SOL: Ihre Wallet hält 1.234,5 SOL, und 0,01 SOL bleiben für Gebühren zurück.',
    );
  });

  it('put the page’s labels over the language, key by key', () => {
    const texts = createTexts('de', de, { submit: 'Jetzt staken', title: '{symbol} kaufen' });
    expect(texts.t('submit')).toBe('Jetzt staken');
    expect(texts.t('title', { symbol: 'evgSOL' })).toBe('evgSOL kaufen');
    expect(texts.t('amountLabel')).toBe('Stake-Betrag');
  });

  it('word a guard refusal by its key, and keep an outside text as it came', () => {
    const refusal = { key: 'feePayer', text: guardEnglish.feePayer };
    expect(createTexts('es', es).say(refusal)).toBe('Su transacción la paga otra wallet.');
    expect(createTexts('zh', zh, { feePayer: 'Paid by someone else' }).say(refusal)).toBe('Paid by someone else');
    expect(createTexts('de', de).say('HTTP 500 from the RPC')).toBe('HTTP 500 from the RPC');
  });

  it('leave a placeholder with no value as written, so a mistake shows', () => {
    expect(createTexts('en', null).t('title')).toBe('Stake SOL for {symbol}');
  });
});

describe('a page’s labels', () => {
  it('come from JSON or an object; only strings are kept', () => {
    expect(readLabels('{"submit":"Go","title":7}')).toEqual({ labels: { submit: 'Go' }, problem: 'labels title are not strings' });
    expect(readLabels({ submit: 'Go' })).toEqual({ labels: { submit: 'Go' }, problem: null });
    expect(readLabels(undefined)).toEqual({ labels: {}, problem: null });
  });

  it.each(['{', '[1]', '"text"', '42', 'null'])('refuse %j with a reason, and the card keeps its words', (given) => {
    const read = readLabels(given);
    expect(read.labels).toEqual({});
    expect(read.problem).toMatch(/labels/);
  });

  it('cut a text longer than any the card needs', () => {
    expect(readLabels({ submit: 'x'.repeat(5000) }).labels.submit).toHaveLength(MAX_LABEL_LENGTH);
  });
});

describe('our own errors', () => {
  it('reach the staker as texts, in their language', () => {
    const error = new WalletNotReadyError();
    expect(error.message).toBe('The wallet is not ready yet');
    expect(createTexts('de', de).say(error.said)).toBe('Die Wallet ist noch nicht bereit');
  });
});

describe('shared texts', () => {
  it('are built once per language for cards without labels, and apart for cards with some', () => {
    expect(textsFor('de', de, {})).toBe(textsFor('de', de, {}));
    expect(textsFor('en', null, {})).toBe(textsFor('en', null, {}));
    const own = textsFor('de', de, { submit: 'Los' });
    expect(own).not.toBe(textsFor('de', de, {}));
    expect(own.t('submit')).toBe('Los');
    expect(textsFor('de', de, {}).t('submit')).toBe('Staking starten');
  });
});
