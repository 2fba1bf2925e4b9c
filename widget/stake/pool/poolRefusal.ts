import type { FeeCaps } from '../../core/guard/feeCaps';
import { poolFeeRefusal } from '../../core/guard/poolFees';
import type { Said } from '../../core/texts/said';
import type { PoolReading } from './readPool';

/**
 * Why no route may buy this pool's token, or null: a fee it charges its holders (now or scheduled)
 * above the caps. A pool the chain does not hold as listed is no pool for this rule: the entry is
 * then priced like any other token.
 */
export function poolRefusal(reading: PoolReading, caps: FeeCaps, symbol: string): Said | null {
  return reading.ok ? poolFeeRefusal(reading.pool, caps, symbol) : null;
}
