/** Programs a stake's transaction may call at its top level, by address. */
export const PROGRAMS = {
  computeBudget: 'ComputeBudget111111111111111111111111111111',
  system: '11111111111111111111111111111111',
  associatedToken: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
  token: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  token2022: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
} as const;

/** The token programs an LST mint may belong to. */
export const TOKEN_PROGRAMS: readonly string[] = [PROGRAMS.token, PROGRAMS.token2022];

/**
 * The aggregator's own program. Its instructions are the route, which the guard cannot read: the
 * simulation on the configured RPC is what vouches for them. Configuration may name others.
 */
export const DEFAULT_AGGREGATOR_PROGRAM_IDS: readonly string[] = ['JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4'];
