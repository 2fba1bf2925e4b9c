const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * True when `text` is a base58 string that decodes to exactly 32 bytes, the size of a Solana address.
 * Base58 with its leading '1's as zero bytes, as `bs58` decodes it, counted with a BigInt: the card's
 * first load checks its mint with this and leaves base58.ts (which decodes the same way) to the lazy chunks.
 */
export function isAddress(text: string): boolean {
  if (text.length < 32 || text.length > 44) return false;
  let value = 0n;
  let leadingZeros = 0;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return false;
    if (digit === 0 && value === 0n) leadingZeros++;
    value = value * 58n + BigInt(digit);
  }
  const bytes = value === 0n ? 0 : Math.ceil(value.toString(16).length / 2);
  return leadingZeros + bytes === 32;
}
