import type { StakeAccounts } from '../core/guard/checkTransaction';
import { PROGRAMS, TOKEN_PROGRAMS } from '../core/guard/programs';
import { WRAPPED_SOL_MINT } from '../core/lst/lst';
import { addressBytes } from '../core/encoding/instructionData';
import { programAddressOf } from './programAddress';

/** The associated token account of `owner` for `mint` under `tokenProgram`. */
export function associatedTokenAddress(owner: string, mint: string, tokenProgram: string): string {
  return programAddressOf([addressBytes(owner), addressBytes(tokenProgram), addressBytes(mint)], PROGRAMS.associatedToken);
}

/** The accounts a stake of `mint` by `user` may touch, whichever token program the LST uses. */
export function stakeAccounts(user: string, mint: string): StakeAccounts {
  const wrappedSol = associatedTokenAddress(user, WRAPPED_SOL_MINT, PROGRAMS.token);
  const lstAccountByProgram = Object.fromEntries(TOKEN_PROGRAMS.map((program) => [program, associatedTokenAddress(user, mint, program)]));
  return { user, wrappedSol, lstAccountByProgram, ownTokenAccounts: new Set([wrappedSol, ...Object.values(lstAccountByProgram)]) };
}
