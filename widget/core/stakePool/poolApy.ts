import type { ChainEpoch } from './chainEpoch';
import type { StakePool } from './stakePool';

/** The pool account's fields the APY is worked out from. */
export type PoolApyFields = Pick<
  StakePool,
  'totalLamports' | 'poolTokenSupply' | 'lastEpochTotalLamports' | 'lastEpochPoolTokenSupply' | 'lastUpdateEpoch'
>;

/**
 * Why a pool has no APY to show. `first-epoch`: no figures for a whole epoch yet (a new pool; the card
 * says "APY after its first full epoch"). The rest show nothing: `stale` (not updated in this epoch, so
 * its figures are an older epoch's), `no-growth` (the ratio did not rise: a loss, or a pool that earned
 * nothing), `implausible` (more than staking pays: the pool missed updates or its account was edited),
 * `empty` (no tokens, so no rate), `no-slot-time` (too early in the epoch to know the slot time).
 */
export type ApyNotKnown = 'first-epoch' | 'stale' | 'no-growth' | 'implausible' | 'empty' | 'no-slot-time';

export type PoolApy = { apy: number } | { notKnown: ApyNotKnown };

/** A year, with its leap day spread over four. */
const YEAR_SECONDS = 365.25 * 24 * 60 * 60;

/**
 * Above this a yearly figure is no staking yield (Solana's inflation pays under 8 %, and MEV and
 * priority fees add a few points at most): the one epoch the account holds must be more than one.
 */
export const MAX_PLAUSIBLE_APY = 0.5;

/** The ratio's rise as a float is taken from a bigint scaled this much: far below a shown tenth of a percent. */
const GROWTH_SCALE = 10n ** 18n;

/**
 * The pool's yearly yield from its own account: SOL per token now (`totalLamports / poolTokenSupply`)
 * against the same at the end of the last epoch, compounded over a year of epochs of the chain's
 * length now (slots per epoch times the recent slot time). The pool's epoch fee is already out of that
 * ratio (the program mints the fee as new tokens), so the figure is what a holder earns.
 * One epoch is all the account holds, and it cannot say how many epochs its last update spanned.
 */
export function poolApy(pool: PoolApyFields, chain: ChainEpoch): PoolApy {
  const { totalLamports, poolTokenSupply, lastEpochTotalLamports, lastEpochPoolTokenSupply } = pool;
  if (lastEpochTotalLamports === 0n || lastEpochPoolTokenSupply === 0n) return { notKnown: 'first-epoch' };
  if (poolTokenSupply === 0n || totalLamports === 0n) return { notKnown: 'empty' };
  if (pool.lastUpdateEpoch < chain.epoch) return { notKnown: 'stale' };
  // now / last = (total * lastSupply) / (supply * lastTotal), exactly, in bigints.
  const now = totalLamports * lastEpochPoolTokenSupply;
  const last = poolTokenSupply * lastEpochTotalLamports;
  if (now <= last) return { notKnown: 'no-growth' };
  if (chain.slotSeconds === null) return { notKnown: 'no-slot-time' };
  const growth = Number(((now - last) * GROWTH_SCALE) / last) / Number(GROWTH_SCALE);
  const epochsPerYear = YEAR_SECONDS / (Number(chain.slotsPerEpoch) * chain.slotSeconds);
  // (1 + growth) ^ epochsPerYear - 1, without losing the small growth to 1's rounding.
  const apy = Math.expm1(epochsPerYear * Math.log1p(growth));
  return apy > MAX_PLAUSIBLE_APY ? { notKnown: 'implausible' } : { apy };
}
