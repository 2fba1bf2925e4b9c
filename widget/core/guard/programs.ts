/** Programs a stake's transaction may call at its top level, by address. */
export const PROGRAMS = {
  computeBudget: 'ComputeBudget111111111111111111111111111111',
  system: '11111111111111111111111111111111',
  associatedToken: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
  token: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  token2022: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
  /** Owns address lookup tables; never called by a stake, only read. */
  addressLookupTable: 'AddressLookupTab1e1111111111111111111111111',
} as const;

/** The token programs an LST mint may belong to. */
export const TOKEN_PROGRAMS: readonly string[] = [PROGRAMS.token, PROGRAMS.token2022];

export { DEFAULT_AGGREGATOR_PROGRAM_IDS } from './aggregatorPrograms';

/**
 * Programs a wallet may add to what it signs (Phantom's Lighthouse assertions): they only make a
 * transaction fail when the chain differs from what the wallet expects, and never move funds.
 */
export const WALLET_ASSERTION_PROGRAMS: readonly string[] = [
  'L2TExMFKdjpN9kozasaurPirfHy9P8sbXoAN1qA3S95',
  'L1TEVtgA75k273wWz1s6XMmDhQY5i3MwcvKb4VbZzfK',
];
