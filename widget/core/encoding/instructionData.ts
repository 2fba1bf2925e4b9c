import { decodeAddress } from './base58';

/**
 * Instruction data as the Solana programs read it: little-endian integers, 32-byte addresses, and
 * Borsh strings (a u32 byte length, then the UTF-8 bytes). Each writer refuses a value its field cannot hold.
 */
const U32_MAX = 2 ** 32 - 1;
const U64_MAX = 2n ** 64n - 1n;

export const u8 = (value: number): Uint8Array => {
  if (!Number.isInteger(value) || value < 0 || value > 255) throw new RangeError(`A u8 is 0 to 255, not ${value}.`);
  return Uint8Array.of(value);
};

export const u32 = (value: number): Uint8Array => {
  if (!Number.isInteger(value) || value < 0 || value > U32_MAX) throw new RangeError(`A u32 is 0 to ${U32_MAX}, not ${value}.`);
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value, true);
  return bytes;
};

export const u64 = (value: bigint): Uint8Array => {
  if (value < 0n || value > U64_MAX) throw new RangeError(`A u64 is 0 to ${U64_MAX}, not ${value}.`);
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, value, true);
  return bytes;
};

export const addressBytes = (address: string): Uint8Array => {
  const bytes = decodeAddress(address);
  if (bytes.length !== 32) throw new RangeError(`An address is 32 bytes, not ${bytes.length} (${address}).`);
  return bytes;
};

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A Borsh string: its UTF-8 byte length as a u32, then the bytes. */
export const borshString = (text: string): Uint8Array => {
  const bytes = utf8(text);
  return concatBytes(u32(bytes.length), bytes);
};

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}
