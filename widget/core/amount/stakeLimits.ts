/** The spec's fixed numbers for a stake, and the guard's own margins. */

/** Slippage the quote must be asked for and answered with: 0.5 %. */
export const SLIPPAGE_BPS = 50;

/** The most a stake may pay as priority fee (compute-unit price x limit). */
export const PRIORITY_FEE_MAX_LAMPORTS = 1_000_000n;

/**
 * SOL the card keeps back for fees when it checks the balance and fills in 'Max': the base fee, the
 * priority fee (capped at 1,000,000 lamports), and rent for the LST token account the swap may create
 * (about 0.002 SOL). 0.01 SOL covers all three. The guard allows no such reserve: it holds a stake to
 * the exact fee (core/guard/checkSimulation).
 */
export const FEE_RESERVE_LAMPORTS = 10_000_000n;

/**
 * How far the aggregator's quote may fall short of the amount the staker was shown (the swap quote
 * service's): 1 %. The two services price the same pools, so a larger gap means one of them is wrong,
 * and the staker would sign for less than they agreed to.
 */
export const MAX_QUOTE_SHORTFALL_BPS = 100n;

/** The lowest minimum a quote may promise for `outAmount` at the spec's slippage, rounded down. */
export function minimumAfterSlippage(outAmount: bigint): bigint {
  return (outAmount * (10_000n - BigInt(SLIPPAGE_BPS))) / 10_000n;
}

/** The runtime's rent-exempt minimum for an account of `space` bytes, under every cluster's rent. */
export { rentExemptMinimum } from './clusterRent';

/** The most bytes a signed transaction may have (a packet's 1,280, less its headers). */
export const MAX_TRANSACTION_BYTES = 1_232;

/** What the runtime charges per signature, besides the priority fee. */
export const LAMPORTS_PER_SIGNATURE = 5_000n;
