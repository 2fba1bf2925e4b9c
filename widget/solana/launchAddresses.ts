import { PublicKey } from '@solana/web3.js';
import { METADATA_PROGRAM } from '../core/stakePool/nativePrograms';

const text = (value: string) => new TextEncoder().encode(value);

/**
 * The address `CreateAccountWithSeed` makes from `base`, `seed` and `owner`: sha256(base, seed, owner).
 * Not a program address (no curve check): the base's signature is what creates it.
 */
export async function seededAddress(base: string, seed: string, owner: string): Promise<string> {
  return (await PublicKey.createWithSeed(new PublicKey(base), seed, new PublicKey(owner))).toBase58();
}

const programAddress = (seeds: Uint8Array[], programId: string) =>
  PublicKey.findProgramAddressSync(seeds, new PublicKey(programId))[0].toBase58();

/** The stake account a pool keeps for a validator: the PDA of [vote, pool] (no seed suffix) under the pool's program. */
export const validatorStakeAddress = (programId: string, vote: string, pool: string): string =>
  programAddress([new PublicKey(vote).toBytes(), new PublicKey(pool).toBytes()], programId);

/** A mint's Metaplex metadata account: the PDA of ["metadata", Metaplex, mint] under Metaplex. */
export const metadataAddress = (mint: string): string =>
  programAddress([text('metadata'), new PublicKey(METADATA_PROGRAM).toBytes(), new PublicKey(mint).toBytes()], METADATA_PROGRAM);
