import { say } from '../texts/english';
import { amountParam, type Said } from '../texts/said';
import type { PoolApy } from './poolApy';

/** Places the APY is shown with, in percent ("7.1 %"): one epoch's figure says no more than that. */
const APY_PLACES = 1;

/**
 * What a page says of a pool's APY: "APY ≈ 7.1 % (last epoch)", "APY after its first full epoch" for
 * a pool without a whole epoch yet, and nothing (null) when the figure would be wrong or unknown.
 */
export function poolApyText(apy: PoolApy): Said | null {
  if ('apy' in apy) return say('poolApy', { apy: amountParam(BigInt(Math.round(apy.apy * 100 * 10 ** APY_PLACES)), APY_PLACES) });
  return apy.notKnown === 'first-epoch' ? say('poolApyFirstEpoch') : null;
}
