import { amountParam, type Said } from '../texts/said';
import { exitFigure } from '../stakePool/exitArithmetic';
import type { StakePool } from '../stakePool/stakePool';
import { guardText } from './refusals';

/**
 * How far a swap's guaranteed minimum may fall below what the pool's own rate gives: 1 %. The pool's
 * rate is read from the chain, not from any service, so it is the independent figure for every route
 * into the pool's token.
 */
export const MAX_BELOW_POOL_RATE_BPS = 100n;

/** A pool's totals: its rate is `totalLamports / poolTokenSupply` SOL per token (1:1 while empty). */
export interface PoolTotals {
  totalLamports: bigint;
  poolTokenSupply: bigint;
}

/** The pool tokens `lamports` buy at the pool's rate, before any fee, rounded down. */
export function atPoolRate(pool: PoolTotals, lamports: bigint): bigint {
  if (pool.totalLamports === 0n || pool.poolTokenSupply === 0n) return lamports;
  return (lamports * pool.poolTokenSupply) / pool.totalLamports;
}

/**
 * Null when a swap of `lamports` into the pool's token guarantees at least 99 % of what the pool's
 * rate gives for them; else why not, with both figures.
 */
export function fairPriceRefusal(
  minimumOut: bigint,
  lamports: bigint,
  pool: PoolTotals,
  token: { symbol: string; decimals: number },
): Said | null {
  const fair = atPoolRate(pool, lamports);
  if (minimumOut * 10_000n >= fair * (10_000n - MAX_BELOW_POOL_RATE_BPS)) return null;
  const lst = (units: bigint) => amountParam(units, token.decimals, token.symbol);
  return guardText.belowPoolRate(token.symbol, lst(minimumOut), lst(fair));
}

/**
 * The way out: the SOL a swap back of `poolTokens` guarantees (its minimum), against what the pool
 * itself would pay for them now (its rate less its SOL withdrawal fee, by the program's arithmetic).
 * A swap more than 1 % under that is not refused (no holder is ever trapped) but shown beside the
 * pool's figure for the staker to confirm: null when it is within 1 %, else both figures.
 */
export function belowExitRate(
  minimumLamports: bigint,
  poolTokens: bigint,
  pool: StakePool,
): { offered: bigint; atPoolRate: bigint } | null {
  const fair = exitFigure(pool, pool.solWithdrawalFee, poolTokens).lamports;
  if (minimumLamports * 10_000n >= fair * (10_000n - MAX_BELOW_POOL_RATE_BPS)) return null;
  return { offered: minimumLamports, atPoolRate: fair };
}
