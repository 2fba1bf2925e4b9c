import bs58 from 'bs58';

/** The 32 bytes of a base58 address. */
export const decodeAddress = (address: string): Uint8Array => bs58.decode(address);
