import { encodeBase58 } from '../core/encoding/base58';
import { addressBytes, concatBytes, u8 } from '../core/encoding/instructionData';
import { isOnCurve } from './onCurve';
import { sha256 } from '@noble/hashes/sha2';

/** What the runtime hashes after a program address's seeds; an owner ending in it cannot take a seeded address. */
export const PDA_MARKER = new TextEncoder().encode('ProgramDerivedAddress');
/** The runtime's limits on seeds: at most 16 (the bump among them), each at most 32 bytes. */
const MAX_SEEDS = 16;
export const MAX_SEED_BYTES = 32;

/**
 * The program address of `seeds` under `programId`, as the runtime finds it (`find_program_address`):
 * sha256(seeds, bump, program, "ProgramDerivedAddress") for the highest bump from 255 down whose hash
 * is off the ed25519 curve. Synchronous on purpose: kit's getProgramDerivedAddress hashes with
 * SubtleCrypto, which is async (and absent from pages not served over https), while some fifty call
 * sites (the guard's rules, the pool's readers, the planners) derive addresses in plain code. So the
 * hash is @noble/hashes' sync sha256 (audited; not one of our own) and the curve check kit's `isOffCurveAddress`'s (onCurve.ts);
 * tests/unit/kitDerivation.test.ts holds the result equal to kit's own derivation.
 */
export function programAddressOf(seeds: readonly Uint8Array[], programId: string): string {
  if (seeds.length >= MAX_SEEDS || seeds.some((seed) => seed.length > MAX_SEED_BYTES))
    throw new RangeError('Too many or too long seeds for a program address.');
  const program = addressBytes(programId);
  for (let bump = 255; bump >= 0; bump--) {
    const candidate = sha256(concatBytes(...seeds, u8(bump), program, PDA_MARKER));
    if (!isOnCurve(candidate)) return encodeBase58(candidate);
  }
  throw new RangeError('No program address for these seeds.');
}
