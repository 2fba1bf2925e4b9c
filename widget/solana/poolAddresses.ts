import { PublicKey } from '@solana/web3.js';
import { METADATA_PROGRAM } from '../core/addresses/metadataProgram';

/** The seed the stake pool program derives its withdraw authority with: the mint authority of every pool token. */
const WITHDRAW_AUTHORITY_SEED = new TextEncoder().encode('withdraw');

/** The pool's withdraw authority: the program address of [pool, "withdraw"] under the pool's program. */
export function withdrawAuthorityOf(programId: string, pool: string): string {
  const seeds = [new PublicKey(pool).toBytes(), WITHDRAW_AUTHORITY_SEED];
  return PublicKey.findProgramAddressSync(seeds, new PublicKey(programId))[0].toBase58();
}

const programAddress = (seeds: Uint8Array[], programId: string) =>
  PublicKey.findProgramAddressSync(seeds, new PublicKey(programId))[0].toBase58();

/** The stake account a pool keeps for a validator: the PDA of [vote, pool] (no seed suffix) under the pool's program. */
export const validatorStakeAddress = (programId: string, vote: string, pool: string): string =>
  programAddress([new PublicKey(vote).toBytes(), new PublicKey(pool).toBytes()], programId);

/** A mint's Metaplex metadata account: the PDA of ["metadata", Metaplex, mint] under Metaplex. */
export const metadataAddress = (mint: string): string =>
  programAddress(
    [new TextEncoder().encode('metadata'), new PublicKey(METADATA_PROGRAM).toBytes(), new PublicKey(mint).toBytes()],
    METADATA_PROGRAM,
  );
