/** The programs and sysvars a pool's launch names besides the pool's own program and the token programs. */
export const STAKE_PROGRAM = 'Stake11111111111111111111111111111111111111';
/** The Stake program's config account: AddValidatorToPool passes it on to the Stake program's delegate. */
export const STAKE_CONFIG = 'StakeConfig11111111111111111111111111111111';
/** Metaplex Token Metadata: CreateTokenMetadata has the pool's program invoke it. */
export const METADATA_PROGRAM = 'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s';

export const SYSVARS = {
  clock: 'SysvarC1ock11111111111111111111111111111111',
  rent: 'SysvarRent111111111111111111111111111111111',
  stakeHistory: 'SysvarStakeHistory1111111111111111111111111',
} as const;

/** A stake account's size (the Stake program's `StakeStateV2`): the reserve and each validator's stake. */
export const STAKE_ACCOUNT_SIZE = 200n;
