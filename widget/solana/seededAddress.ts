import { encodeBase58 } from '../core/encoding/base58';
import { addressBytes, concatBytes, utf8 } from '../core/encoding/instructionData';
import { MAX_SEED_BYTES, PDA_MARKER } from './programAddress';
import { sha256 } from '@noble/hashes/sha2';

const endsWith = (bytes: Uint8Array, suffix: Uint8Array) =>
  bytes.length >= suffix.length && suffix.every((byte, index) => bytes[bytes.length - suffix.length + index] === byte);

/**
 * The address `CreateAccountWithSeed` makes from `base`, `seed` and `owner`: sha256(base, seed, owner),
 * refused as the runtime refuses it (a seed over 32 bytes, an owner that ends like a program address).
 * Not a program address (no curve check): the base's signature is what creates it. The hash is sync
 * (programAddress.ts says why); the function stays async as its callers expect.
 */
export async function seededAddress(base: string, seed: string, owner: string): Promise<string> {
  const seedBytes = utf8(seed);
  if (seedBytes.length > MAX_SEED_BYTES) throw new RangeError('A seed is at most 32 bytes.');
  const ownerBytes = addressBytes(owner);
  if (endsWith(ownerBytes, PDA_MARKER)) throw new RangeError('An owner that ends like a program address cannot take a seeded address.');
  return encodeBase58(sha256(concatBytes(addressBytes(base), seedBytes, ownerBytes)));
}
