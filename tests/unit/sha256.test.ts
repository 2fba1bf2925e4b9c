import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../widget/solana/sha256';

const nodes = (bytes: Uint8Array) => [...createHash('sha256').update(bytes).digest()];

describe('sha256', () => {
  it('is node’s SHA-256 for every length from 0 to 300 bytes (one, two and more blocks, every padding case)', () => {
    for (let length = 0; length <= 300; length++) {
      const bytes = Uint8Array.from({ length }, (_, at) => (at * 131 + length) & 255);
      expect([...sha256(bytes)], `${length} bytes`).toEqual(nodes(bytes));
    }
  });

  it('is node’s SHA-256 on any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        expect([...sha256(bytes)]).toEqual(nodes(bytes));
      }),
      { numRuns: 500 },
    );
  });

  it('gives FIPS 180-4’s digest of "abc"', () => {
    expect(Buffer.from(sha256(new TextEncoder().encode('abc'))).toString('hex')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
