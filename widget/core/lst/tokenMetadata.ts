import { METADATA_LIMITS } from '../stakePool/tokenMetadataLimits';
import { sameBytes } from '../encoding/sameBytes';
import { decodeAddress } from '../encoding/base58';

/** Metaplex's account key for a token's metadata (`Key::MetadataV1`). */
const METADATA_V1 = 4;
/** key (1), update authority (32), then the mint (32), then the name, symbol and uri as Borsh strings. */
const MINT_OFFSET = 1 + 32;
const NAME_OFFSET = MINT_OFFSET + 32;

export interface TokenNames {
  name: string;
  symbol: string;
}

/**
 * One Borsh string (u32 little-endian length, then UTF-8 bytes) at `offset`, with the offset after it;
 * null when it runs past the bytes, is longer than Metaplex allows, or is not UTF-8. Metaplex pads names
 * with NULs to their full size: they are trimmed, and so is a control character anywhere.
 */
function readString(data: Uint8Array, offset: number, limit: number): { text: string; next: number } | null {
  if (offset + 4 > data.length) return null;
  const length = new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(offset, true);
  const start = offset + 4;
  // The program pads to the limit; anything longer is not an account Metaplex wrote.
  if (length > limit || start + length > data.length) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data.subarray(start, start + length));
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  return { text: text.replace(/[\u0000-\u001f\u007f]/g, '').trim(), next: start + length };
}

/**
 * The token's name, symbol and uri from the bytes of its Metaplex metadata account, read as untrusted
 * data: null unless the bytes are a metadata account of `mint` whose strings fit Metaplex's limits and
 * are UTF-8, with a name and a symbol that are not empty once their padding is trimmed.
 */
export function decodeTokenMetadata(data: Uint8Array, mint: string): (TokenNames & { uri: string }) | null {
  if (data.length < NAME_OFFSET || data[0] !== METADATA_V1) return null;
  if (!sameBytes(data.subarray(MINT_OFFSET, NAME_OFFSET), decodeAddress(mint))) return null;
  const name = readString(data, NAME_OFFSET, METADATA_LIMITS.name);
  const symbol = name && readString(data, name.next, METADATA_LIMITS.symbol);
  const uri = symbol && readString(data, symbol.next, METADATA_LIMITS.uri);
  if (!name || !symbol || !uri || !name.text || !symbol.text) return null;
  return { name: name.text, symbol: symbol.text, uri: uri.text };
}

/** The token's name and symbol from its Metaplex metadata account (see `decodeTokenMetadata`). */
export function decodeTokenNames(data: Uint8Array, mint: string): TokenNames | null {
  const metadata = decodeTokenMetadata(data, mint);
  return metadata && { name: metadata.name, symbol: metadata.symbol };
}
