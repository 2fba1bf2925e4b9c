import { parseAmount } from '../amount/amount';
import { SOL_DECIMALS } from '../lst/lst';
import { amountParam } from '../texts/said';
import type { Texts } from '../texts/texts';

/** How a stake widget shows itself: the inline card, a button that opens it, or a corner launcher. */
export type DisplayMode = 'card' | 'button' | 'floating';
/** The corner a floating launcher sits in. */
export type LauncherPosition = 'bottom-right' | 'bottom-left';

const DISPLAY_MODES: readonly DisplayMode[] = ['card', 'button', 'floating'];
const POSITIONS: readonly LauncherPosition[] = ['bottom-right', 'bottom-left'];

/** The `display` attribute: missing or unknown values are the inline card, as before the attribute existed. */
export const parseDisplayMode = (value: string | null | undefined): DisplayMode => DISPLAY_MODES.find((mode) => mode === value) ?? 'card';

/** The `position` attribute: missing or unknown values are bottom-right. */
export const parseLauncherPosition = (value: string | null | undefined): LauncherPosition =>
  POSITIONS.find((position) => position === value) ?? 'bottom-right';

/**
 * What the launcher says: "Stake 1 SOL" for a valid fixed amount (written with a dot, as every
 * attribute is, and shown in the card's language), else "Stake evgSOL" (or "Stake" while loading).
 */
export function launcherLabel(texts: Texts, symbol: string | null, fixedAmount?: string): string {
  const fixed = fixedAmount === undefined ? null : parseAmount(fixedAmount, SOL_DECIMALS);
  if (fixed?.ok) return texts.t('launcherAmount', { amount: amountParam(fixed.baseUnits, SOL_DECIMALS) });
  return symbol ? texts.t('launcher', { symbol }) : texts.t('launcherLoading');
}
