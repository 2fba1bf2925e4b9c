import { PublicKey } from '@solana/web3.js';

/** The seed the stake pool program derives its withdraw authority with: the mint authority of every pool token. */
const WITHDRAW_AUTHORITY_SEED = new TextEncoder().encode('withdraw');

/** The pool's withdraw authority: the program address of [pool, "withdraw"] under the pool's program. */
export function withdrawAuthorityOf(programId: string, pool: string): string {
  const seeds = [new PublicKey(pool).toBytes(), WITHDRAW_AUTHORITY_SEED];
  return PublicKey.findProgramAddressSync(seeds, new PublicKey(programId))[0].toBase58();
}
