import { PublicKey } from '@solana/web3.js';

/**
 * The address `CreateAccountWithSeed` makes from `base`, `seed` and `owner`: sha256(base, seed, owner).
 * Not a program address (no curve check): the base's signature is what creates it.
 */
export async function seededAddress(base: string, seed: string, owner: string): Promise<string> {
  return (await PublicKey.createWithSeed(new PublicKey(base), seed, new PublicKey(owner))).toBase58();
}
