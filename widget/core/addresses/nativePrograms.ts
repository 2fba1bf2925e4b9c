/**
 * The programs built into the runtime, at the same addresses on every cluster and not upgradeable by
 * anyone: what a stake, an exit and a launch call besides the token programs and the pool's own. The
 * guard's allow-lists, the instruction builders and the demo's chain all name them from here, so a
 * list and what is checked against it cannot drift apart.
 */

/** System: creates accounts, moves lamports, assigns owners. Its id is also the all-zero address. */
export const SYSTEM_PROGRAM = '11111111111111111111111111111111';
/** Compute Budget: a transaction's compute-unit limit and price. */
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';
/** Address Lookup Table: owns the tables a version 0 message reads its other accounts from; never called by a stake, only read. */
export const ADDRESS_LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111';
/** Stake: the stake accounts a pool delegates, and the one an exit hands the staker. */
export const STAKE_PROGRAM = 'Stake11111111111111111111111111111111111111';
/** The Stake program's config account (not a program): AddValidatorToPool passes it on to the Stake program's delegate. */
export const STAKE_CONFIG = 'StakeConfig11111111111111111111111111111111';
/** Vote: owns every validator's vote account; a launch checks that the validator it names is one. */
export const VOTE_PROGRAM = 'Vote111111111111111111111111111111111111111';
