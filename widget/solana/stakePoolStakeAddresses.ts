import { PublicKey } from '@solana/web3.js';

/**
 * A pool validator's two stake accounts, as the stake pool program derives them: its stake account
 * (the PDA of [vote, pool], then the seed suffix as a u32 when it is not 0) and its transient stake
 * account (the PDA of ["transient", vote, pool, suffix as u64]). The update names both.
 */
const TRANSIENT = new TextEncoder().encode('transient');

const u64Bytes = (value: bigint) => {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, value, true);
  return out;
};
const pda = (seeds: Uint8Array[], programId: string) => PublicKey.findProgramAddressSync(seeds, new PublicKey(programId))[0].toBase58();

export function validatorStakeAddressOf(programId: string, vote: string, pool: string, seedSuffix: number): string {
  const seeds = [new PublicKey(vote).toBytes(), new PublicKey(pool).toBytes()];
  if (seedSuffix !== 0) seeds.push(u64Bytes(BigInt(seedSuffix)).slice(0, 4)); // a u32, little-endian
  return pda(seeds, programId);
}

export function transientStakeAddressOf(programId: string, vote: string, pool: string, seedSuffix: bigint): string {
  return pda([TRANSIENT, new PublicKey(vote).toBytes(), new PublicKey(pool).toBytes(), u64Bytes(seedSuffix)], programId);
}
