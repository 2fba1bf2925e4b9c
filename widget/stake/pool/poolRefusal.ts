import type { FeeCaps } from '../../core/guard/feeCaps';
import { poolFeeRefusal } from '../../core/guard/poolFees';
import type { Said } from '../../core/texts/said';
import type { PoolReading } from './readPool';

/**
 * Why no route may buy this pool's token, or null: a fee it charges its holders (now or scheduled)
 * above the caps, whether or not the list names the pool where the chain has it. An entry with no
 * stake pool of its token on chain is priced like any other token.
 */
export function poolRefusal(reading: PoolReading, caps: FeeCaps, symbol: string): Said | null {
  return reading.pool ? poolFeeRefusal(reading.pool, caps, symbol) : null;
}
