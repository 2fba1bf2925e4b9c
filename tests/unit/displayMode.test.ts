import { describe, expect, it } from 'vitest';
import { launcherLabel, parseDisplayMode, parseLauncherPosition } from '../../widget/core/config/displayMode';
import { createTexts, englishTexts } from '../../widget/core/texts/texts';
import { translation as germanTranslation } from '../../widget/core/texts/translations/de';

describe('display modes', () => {
  it('reads the display and position attributes, falling back to the inline card at bottom-right', () => {
    expect(['card', 'button', 'floating', undefined, null, '', 'modal', 'BUTTON'].map(parseDisplayMode)).toEqual([
      'card',
      'button',
      'floating',
      'card',
      'card',
      'card',
      'card',
      'card',
    ]);
    expect(['bottom-left', 'bottom-right', 'top-left', undefined].map(parseLauncherPosition)).toEqual([
      'bottom-left',
      'bottom-right',
      'bottom-right',
      'bottom-right',
    ]);
  });

  it('labels the launcher with the fixed amount when it is one, else the token', () => {
    expect(launcherLabel(englishTexts, 'evgSOL')).toBe('Stake evgSOL');
    expect(launcherLabel(englishTexts, null)).toBe('Stake');
    expect(launcherLabel(englishTexts, 'evgSOL', ' 1 ')).toBe('Stake 1 SOL');
    expect(launcherLabel(englishTexts, 'evgSOL', '1,5')).toBe('Stake evgSOL');
    // An attribute is written with a dot in every language; the launcher shows it in the card's.
    const german = createTexts('de', germanTranslation);
    expect(launcherLabel(german, 'evgSOL', '1.5')).toBe('1,5 SOL staken');
    expect(launcherLabel(german, 'evgSOL')).toBe('evgSOL staken');
  });
});
