import { utf8 } from '../encoding/instructionData';

/** Metaplex's limits on a token's metadata, in UTF-8 bytes (not characters: "é" is two). */
export const METADATA_LIMITS = { name: 32, symbol: 10, uri: 200 } as const;

export type MetadataField = keyof typeof METADATA_LIMITS;

/** The first field over Metaplex's limit, with its size; null when all three fit. */
export function metadataOverLimit(metadata: Record<MetadataField, string>): { field: MetadataField; bytes: number; limit: number } | null {
  for (const field of Object.keys(METADATA_LIMITS) as MetadataField[]) {
    const bytes = utf8(metadata[field]).length;
    if (bytes > METADATA_LIMITS[field]) return { field, bytes, limit: METADATA_LIMITS[field] };
  }
  return null;
}

/**
 * Metaplex's fee on creating a token's metadata, kept in the metadata account on top of its rent:
 * `levy()` in `create_metadata_accounts_v3` of the program deployed on mainnet and devnet charges
 * 0.01 SOL (the rent of 1,308 bytes plus 5,440 lamports). Older builds, like the one in our test
 * fixtures, charge none; a launch plans for the most and the guard accepts anything in between.
 */
export const METAPLEX_CREATE_FEE = 10_000_000n;
