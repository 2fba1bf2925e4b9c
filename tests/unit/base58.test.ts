import bs58 from 'bs58';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeAddress, decodeBase58, encodeBase58 } from '../../widget/core/encoding/base58';

/** The widget's own base58; `bs58`, which it used before, is the reference. */
const outcome = (run: () => Uint8Array): number[] | 'refused' => {
  try {
    return [...run()];
  } catch {
    return 'refused';
  }
};

describe('base58', () => {
  it('writes any bytes as bs58 does, leading zero bytes as leading 1s', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), fc.nat(4), (tail, zeroes) => {
        const bytes = Uint8Array.from([...new Uint8Array(zeroes), ...tail]);
        expect(encodeBase58(bytes)).toBe(bs58.encode(bytes));
      }),
      { numRuns: 500 },
    );
  });

  it('reads any string as bs58 does, and refuses what bs58 refuses (0, O, I, l, spaces, other characters)', () => {
    const characters = fc.constantFrom(...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0OIl +/é'.split(''));
    fc.assert(
      fc.property(fc.array(characters, { maxLength: 60 }), (letters) => {
        const text = letters.join('');
        expect(outcome(() => decodeBase58(text))).toEqual(outcome(() => bs58.decode(text)));
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        expect([...decodeAddress(bs58.encode(bytes))]).toEqual([...bytes]);
      }),
    );
  });
});
