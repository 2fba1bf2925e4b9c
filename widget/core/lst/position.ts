import type { PoolTotals } from '../guard/fairPrice';
import { readTokenAccount, type RawAccount } from '../guard/tokenLayouts';

/** An account the RPC listed as the staker's: its address and its bytes, as they came. */
export interface ListedAccount {
  address: string;
  account: RawAccount;
}

/** The LST's mint and the token program that mints it: only its accounts are the staker's LST. */
export interface LstMint {
  mint: string;
  tokenProgram: string;
}

/**
 * What the staker holds of one LST: the sum over all their accounts of its mint. The list is an outside
 * answer, so each account is read from its own bytes and counted only when its token program is the
 * mint's, its mint is this one and its owner is the staker; anything else in the answer is left out.
 * Each address counts once, however often the answer repeats it.
 */
export function heldTokens(listed: readonly ListedAccount[], owner: string, { mint, tokenProgram }: LstMint): bigint {
  const counted = new Map<string, bigint>();
  for (const { address, account } of listed) {
    if (account.owner !== tokenProgram) continue;
    const token = readTokenAccount(account.data);
    if (!token || token.mint !== mint || token.owner !== owner) continue;
    counted.set(address, token.amount);
  }
  return [...counted.values()].reduce((sum, amount) => sum + amount, 0n);
}

/** The SOL `tokens` are worth at the pool's rate now, before any exit fee, rounded down (1:1 while the pool is empty). */
export function worthAtPoolRate(tokens: bigint, pool: PoolTotals): bigint {
  if (pool.totalLamports === 0n || pool.poolTokenSupply === 0n) return tokens;
  return (tokens * pool.totalLamports) / pool.poolTokenSupply;
}
