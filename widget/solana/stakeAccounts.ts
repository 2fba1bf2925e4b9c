import { PublicKey } from '@solana/web3.js';
import type { StakeAccounts } from '../core/guard/checkTransaction';
import { PROGRAMS, TOKEN_PROGRAMS } from '../core/guard/programs';
import { WRAPPED_SOL_MINT } from '../core/lst/lst';

const ASSOCIATED_TOKEN = new PublicKey(PROGRAMS.associatedToken);

/** The associated token account of `owner` for `mint` under `tokenProgram`. */
export function associatedTokenAddress(owner: string, mint: string, tokenProgram: string): string {
  const seeds = [new PublicKey(owner).toBytes(), new PublicKey(tokenProgram).toBytes(), new PublicKey(mint).toBytes()];
  return PublicKey.findProgramAddressSync(seeds, ASSOCIATED_TOKEN)[0].toBase58();
}

/** The accounts a stake of `mint` by `user` may touch, whichever token program the LST uses. */
export function stakeAccounts(user: string, mint: string): StakeAccounts {
  const wrappedSol = associatedTokenAddress(user, WRAPPED_SOL_MINT, PROGRAMS.token);
  const lstAccountByProgram = Object.fromEntries(TOKEN_PROGRAMS.map((program) => [program, associatedTokenAddress(user, mint, program)]));
  return { user, wrappedSol, lstAccountByProgram, ownTokenAccounts: new Set([wrappedSol, ...Object.values(lstAccountByProgram)]) };
}
