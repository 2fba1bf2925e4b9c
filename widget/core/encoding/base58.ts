const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/*
 * Base58 with a BigInt, as isAddress.ts counts it, in place of the `bs58` library the widget used
 * before (about 0.7 KB gzipped of the embed's lazy chunks): the same strings and bytes, leading zero
 * bytes as leading '1's, and the same refusals (tests/unit/base58.test.ts holds them equal to bs58's).
 * Our strings are short (an address, a signature, an instruction's data), so the quadratic BigInt
 * arithmetic costs nothing to notice.
 */

export function encodeBase58(bytes: Uint8Array): string {
  let zeroes = 0;
  while (bytes[zeroes] === 0) zeroes++;
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let text = '';
  for (; value; value /= 58n) text = ALPHABET[Number(value % 58n)] + text;
  return '1'.repeat(zeroes) + text;
}

/** Any base58 string's bytes (an RPC's instruction data); throws when it is not base58. */
export function decodeBase58(text: string): Uint8Array {
  let zeroes = 0;
  while (text[zeroes] === '1') zeroes++;
  let value = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) throw new RangeError(`Not base58: ${text}`);
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  for (; value; value >>= 8n) bytes.push(Number(value & 255n));
  return Uint8Array.from([...new Array<number>(zeroes).fill(0), ...bytes.reverse()]);
}

/** The bytes of a base58 address (32 for a valid one: `addressBytes` checks). */
export const decodeAddress = decodeBase58;
