import { PRIORITY_FEE_MAX_LAMPORTS } from '../../core/amount/stakeLimits';

/** The most compute units the runtime lets one transaction use. */
export const MAX_COMPUTE_UNITS = 1_400_000;
/** Room over what the simulation used: the state it lands on may take a few more (a pool updated meanwhile, a longer path). */
const UNITS_MARGIN_PERCENT = 15;
/** The least limit we ask for: a small transaction's measure varies most in proportion. */
export const MIN_COMPUTE_UNIT_LIMIT = 10_000;
/** The share of recent slots whose price ours at least matches: a high one, so it lands under load. */
const PRICE_PERCENTILE = 75;

/**
 * The compute-unit limit for a transaction that consumed `unitsConsumed` when simulated: 15 % more,
 * at least 10,000, at most the runtime's maximum; the maximum when the node did not say (it then
 * cannot run out). A lower limit costs less at the same price, and the scheduler favours it.
 */
export function computeUnitLimit(unitsConsumed: number | null): number {
  if (unitsConsumed === null) return MAX_COMPUTE_UNITS;
  const limit = Math.ceil((unitsConsumed * (100 + UNITS_MARGIN_PERCENT)) / 100);
  return Math.min(MAX_COMPUTE_UNITS, Math.max(MIN_COMPUTE_UNIT_LIMIT, limit));
}

/**
 * The compute-unit price (micro-lamports per unit) for a transaction with `limit`: the 75th
 * percentile of the prices recent slots landed transactions writing its accounts at (0 when the node
 * reports none: a quiet account needs no priority), lowered until its priority fee on the limit is
 * within `maxFeeLamports`.
 */
export function computeUnitPrice(recent: readonly number[], limit: number, maxFeeLamports: number): number {
  const sorted = [...recent].sort((a, b) => a - b);
  // Nearest rank: the smallest price at least 75 % of the slots are at or below.
  const percentile = sorted[Math.ceil((sorted.length * PRICE_PERCENTILE) / 100) - 1] ?? 0;
  // Rounded down, so that the priority fee, which the runtime rounds up, stays within the cap.
  return Math.min(percentile, Math.floor((maxFeeLamports * 1_000_000) / limit));
}

/**
 * The most priority fee our own transactions (a deposit, an exit, a stake-account action, a launch
 * step) bid unless the embedder sets another (`max-priority-fee-lamports`): 0.0001 SOL, room for the
 * 75th percentile of a busy pool's recent prices on any of them.
 */
export const DEFAULT_MAX_PRIORITY_FEE_LAMPORTS = 100_000;

/**
 * The embedder's cap (a React prop's number, or an attribute's text, which the element passes as it
 * came): whole lamports from 0 to the most the guard lets any transaction pay (1,000,000). Anything
 * else is ignored, said on the console, and the default holds. Here, in the lazy code, so that
 * a card's first load carries none of it.
 */
export function priorityFeeCap(value: number | string | undefined): number {
  if (value === undefined) return DEFAULT_MAX_PRIORITY_FEE_LAMPORTS;
  const cap = Number(value);
  if (Number.isInteger(cap) && cap >= 0 && cap <= Number(PRIORITY_FEE_MAX_LAMPORTS)) return cap;
  console.warn(`lst-stake: max-priority-fee-lamports ${value} is ignored`);
  return DEFAULT_MAX_PRIORITY_FEE_LAMPORTS;
}
