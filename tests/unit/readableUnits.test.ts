import { describe, expect, it } from 'vitest';
import { readableUnits } from '../../widget/core/amount/readableUnits';
import { createTexts } from '../../widget/core/texts/texts';
import { amountParam } from '../../widget/core/texts/said';
import { say } from '../../widget/core/texts/english';
import { sayRun } from '../../widget/core/texts/runEnglish';
import { translation as de } from '../../widget/core/texts/translations/de';
import { endingEvent } from '../../widget/stake/endingEvent';

const sol = (lamports: bigint) => createTexts('en', null).say(say('balance', { amount: amountParam(lamports, 9) }));

describe('figures rounded for reading', () => {
  it('keeps four decimals, four significant digits below 1, and never rounds a non-zero to 0', () => {
    expect(sol(924_320_033n)).toBe('Balance: 0.9243 SOL');
    expect(sol(1_428_571_428n)).toBe('Balance: 1.4286 SOL');
    expect(sol(998_999_998n)).toBe('Balance: 0.999 SOL');
    expect(sol(2_039_280n)).toBe('Balance: 0.002039 SOL');
    expect(sol(1n)).toBe('Balance: 0.000000001 SOL');
    expect(sol(100_000_000_000n)).toBe('Balance: 100 SOL');
    expect(sol(1_234_567_890_123n)).toBe('Balance: 1,234.5679 SOL');
    expect(readableUnits(-1_428_571_428n, 9)).toBe(-1_428_600_000n);
    expect(readableUnits(12_345n, 2)).toBe(12_345n);
  });

  it('rounds in the card’s language, with the exact figure beside it, and leaves the words of the spec’s texts', () => {
    const texts = createTexts('de', de);
    const success = say('success', { amount: amountParam(924_320_033n, 9) });
    expect(texts.say(success)).toBe('Sie erhalten ungefähr 0,9243 LST-Token');
    expect(createTexts('en', null).say(success)).toBe('You will receive approximately 0.9243 LST tokens');
    expect(texts.parts(success)).toEqual(['Sie erhalten ungefähr ', { shown: '0,9243', exact: '0,924320033' }, ' LST-Token']);
    expect(texts.say({ ...success, exact: true })).toBe('Sie erhalten ungefähr 0,924320033 LST-Token');
  });

  it('keeps amounts exact in the events a card sends', () => {
    const texts = createTexts('en', null);
    const message = sayRun('insufficientSol', { balance: amountParam(1_428_571_428n, 9), reserve: amountParam(10_000_000n, 9) });
    const event = endingEvent({ mint: 'm' }, { phase: 'failed', message }, (said) => texts.say(said));
    expect(event?.detail).toMatchObject({
      message: 'Insufficient SOL: your wallet holds 1.428571428 SOL, and 0.01 SOL stays back for fees.',
      messageKey: 'insufficientSol',
    });
    expect(texts.say(message)).toBe('Insufficient SOL: your wallet holds 1.4286 SOL, and 0.01 SOL stays back for fees.');
  });
});
