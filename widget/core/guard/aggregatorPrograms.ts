/**
 * The aggregator's own program. Its instructions are the route, which the guard cannot read: the
 * simulation on the configured RPC, and the complete account of the staker's position, vouch for them.
 * Configuration may name others.
 */
export const DEFAULT_AGGREGATOR_PROGRAM_IDS: readonly string[] = ['JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4'];
