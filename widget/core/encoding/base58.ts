import bs58 from 'bs58';

/** True when `text` is a base58 string that decodes to exactly 32 bytes, the size of a Solana address. */
export function isAddress(text: string): boolean {
  if (text.length < 32 || text.length > 44) return false;
  try {
    return bs58.decode(text).length === 32;
  } catch {
    return false;
  }
}

export const encodeBase58 = (bytes: Uint8Array): string => bs58.encode(bytes);

/** The 32 bytes of a base58 address. */
export const decodeAddress = (address: string): Uint8Array => bs58.decode(address);
