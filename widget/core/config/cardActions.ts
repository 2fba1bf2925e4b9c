/** What a card offers: staking, unstaking, or both (then as two tabs). */
export type CardAction = 'stake' | 'unstake';

/** Both, Stake first: the default, and what a value naming neither falls back to. */
export const ALL_ACTIONS: readonly CardAction[] = ['stake', 'unstake'];

/**
 * The `actions` attribute or prop: "stake unstake" (the default), "stake" or "unstake", separated by
 * spaces or commas in any order; the card's tabs keep Stake first. Unknown words are ignored, and a
 * value that names neither action is the default, so a typo never leaves a card with nothing to do.
 */
export function parseActions(value: string | readonly string[] | undefined): readonly CardAction[] {
  const words = typeof value === 'string' ? value.split(/[\s,]+/) : (value ?? []);
  const named = ALL_ACTIONS.filter((action) => words.some((word) => word.trim().toLowerCase() === action));
  return named.length > 0 ? named : ALL_ACTIONS;
}
