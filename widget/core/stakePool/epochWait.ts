/** The Solana network's target slot time, for when this epoch is too young to measure its own. */
export const NOMINAL_SLOT_SECONDS = 0.4;

/**
 * Seconds until a stake account is SOL: 0 when it already is; else the slots left in this epoch and
 * every whole epoch after it until `solFromEpoch`, at the slot time measured this epoch. Null when the
 * slots left cannot be told (a Clock whose slot is not in its own epoch). The way out's choice and the
 * list of stake accounts both say this one wait.
 */
export function secondsUntilSol(
  solFromEpoch: bigint,
  chain: { epoch: bigint; slotsPerEpoch: bigint; slotsLeft: bigint | null; slotSeconds: number | null },
): number | null {
  if (solFromEpoch <= chain.epoch) return 0;
  if (chain.slotsLeft === null) return null;
  const slots = chain.slotsLeft + (solFromEpoch - chain.epoch - 1n) * chain.slotsPerEpoch;
  return Math.round(Number(slots) * (chain.slotSeconds ?? NOMINAL_SLOT_SECONDS));
}
