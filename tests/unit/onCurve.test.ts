import { getAddressDecoder, isOffCurveAddress } from '@solana/kit';
import { Keypair, PublicKey } from '@solana/web3.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOnCurve } from '../../widget/solana/onCurve';

/** The widget's curve check against kit's `isOffCurveAddress`, which it replaces in the embed. */
const kitOnCurve = (bytes: Uint8Array) => !isOffCurveAddress(getAddressDecoder().decode(bytes));

describe('isOnCurve', () => {
  it('agrees with kit on any 32 bytes (about half of them on the curve), the sign bit set or not', () => {
    let on = 0;
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.boolean(), (random, signed) => {
        const bytes = Uint8Array.from(random);
        bytes[31] = signed ? bytes[31]! | 0x80 : bytes[31]! & 0x7f;
        const ours = isOnCurve(bytes);
        if (ours) on++;
        expect(ours).toBe(kitOnCurve(bytes));
      }),
      { numRuns: 2000 },
    );
    expect(on).toBeGreaterThan(600);
    expect(on).toBeLessThan(1400);
  });

  it('finds every wallet key on the curve and every program address off it', () => {
    for (let run = 0; run < 50; run++) {
      expect(isOnCurve(Keypair.generate().publicKey.toBytes())).toBe(true);
      const [derived] = PublicKey.findProgramAddressSync([Uint8Array.of(run)], Keypair.generate().publicKey);
      expect(isOnCurve(derived.toBytes())).toBe(false);
    }
  });

  it('agrees with kit at the edges: y = 0, y = 1 (x = 0) with and without the sign bit, y = p - 1, y past p', () => {
    const le = (value: bigint, sign = false) => {
      const bytes = Uint8Array.from({ length: 32 }, (_, at) => Number((value >> BigInt(8 * at)) & 255n));
      if (sign) bytes[31]! |= 0x80;
      return bytes;
    };
    const p = 2n ** 255n - 19n;
    for (const value of [0n, 1n, 2n, p - 1n, p, p + 1n, 2n ** 255n - 1n])
      for (const sign of [false, true]) expect(isOnCurve(le(value, sign)), `${value} ${sign}`).toBe(kitOnCurve(le(value, sign)));
  });
});
