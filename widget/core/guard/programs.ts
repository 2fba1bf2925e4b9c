import { ADDRESS_LOOKUP_TABLE_PROGRAM, COMPUTE_BUDGET_PROGRAM, SYSTEM_PROGRAM } from '../addresses/nativePrograms';
import { ASSOCIATED_TOKEN_PROGRAM, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../addresses/splPrograms';

/** Programs a stake's transaction may call at its top level, by name (their addresses live in core/addresses). */
export const PROGRAMS = {
  computeBudget: COMPUTE_BUDGET_PROGRAM,
  system: SYSTEM_PROGRAM,
  associatedToken: ASSOCIATED_TOKEN_PROGRAM,
  token: TOKEN_PROGRAM,
  token2022: TOKEN_2022_PROGRAM,
  /** Owns address lookup tables; never called by a stake, only read. */
  addressLookupTable: ADDRESS_LOOKUP_TABLE_PROGRAM,
} as const;

/** The token programs an LST mint may belong to. */
export const TOKEN_PROGRAMS: readonly string[] = [PROGRAMS.token, PROGRAMS.token2022];

/**
 * Programs a wallet may add to what it signs (Phantom's Lighthouse assertions): they only make a
 * transaction fail when the chain differs from what the wallet expects, and never move funds.
 */
export const WALLET_ASSERTION_PROGRAMS: readonly string[] = [
  'L2TExMFKdjpN9kozasaurPirfHy9P8sbXoAN1qA3S95',
  'L1TEVtgA75k273wWz1s6XMmDhQY5i3MwcvKb4VbZzfK',
];
