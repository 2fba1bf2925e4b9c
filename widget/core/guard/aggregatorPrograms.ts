/**
 * The aggregator's own program (Jupiter V6, the spec's aggregator). Its instructions are the route, which
 * the guard cannot read: the simulation on the configured RPC, and the complete account of the staker's
 * position, vouch for them. The demo's aggregator stand-in runs at this address too, so the default
 * configuration accepts it.
 */
export const DEFAULT_AGGREGATOR_PROGRAM = 'JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4';

/** The aggregator programs a default configuration allows; configuration may name others. */
export const DEFAULT_AGGREGATOR_PROGRAM_IDS: readonly string[] = [DEFAULT_AGGREGATOR_PROGRAM];
