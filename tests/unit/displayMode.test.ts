import { describe, expect, it } from 'vitest';
import { launcherLabel, parseDisplayMode, parseLauncherPosition } from '../../widget/core/displayMode';

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
    expect(launcherLabel('evgSOL')).toBe('Stake evgSOL');
    expect(launcherLabel(null)).toBe('Stake');
    expect(launcherLabel('evgSOL', ' 1 ')).toBe('Stake 1 SOL');
    expect(launcherLabel('evgSOL', '1,5')).toBe('Stake evgSOL');
  });
});
