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
