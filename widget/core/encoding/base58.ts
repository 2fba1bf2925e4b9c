import bs58 from 'bs58';

export const encodeBase58 = (bytes: Uint8Array): string => bs58.encode(bytes);

/** The 32 bytes of a base58 address. */
export const decodeAddress = (address: string): Uint8Array => bs58.decode(address);

/** Any base58 string's bytes (an RPC's instruction data); throws when it is not base58. */
export const decodeBase58 = (text: string): Uint8Array => bs58.decode(text);
