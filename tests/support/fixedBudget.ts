import { compileTransaction } from '../../widget/solana/compileTransaction';
import type { OwnTransaction } from '../../widget/solana/road/ownTransaction';

/**
 * The compute-unit limits our builders set themselves before the road priced our own transactions
 * (issue 36), at 20,000 micro-lamports a unit. A test that sends a builder's transaction outside the
 * road (a measured shape, or a hostile one on litesvm or the demo chain) compiles it at these, so its
 * figures stay the ones measured with them.
 */
export const FIXED_LIMITS = { deposit: 100_000, instant: 60_000, stake: 120_000, update: 40_000, stakeAction: 20_000 } as const;
export const FIXED_PRICE_MICRO_LAMPORTS = 20_000;

/** `own` compiled on `recentBlockhash` at a fixed limit and price, as a builder outside the road would. */
export function compiledAt(
  own: OwnTransaction,
  recentBlockhash: string,
  computeUnitLimit: number,
  computeUnitPriceMicroLamports = FIXED_PRICE_MICRO_LAMPORTS,
): Uint8Array {
  return compileTransaction({ ...own, recentBlockhash, computeUnitLimit, computeUnitPriceMicroLamports });
}

/** An exit's fixed limit: its kind's, and the update's when it goes in front. */
export const exitLimit = (kind: 'instant' | 'stake', updateFirst: unknown) => FIXED_LIMITS[kind] + (updateFirst ? FIXED_LIMITS.update : 0);
