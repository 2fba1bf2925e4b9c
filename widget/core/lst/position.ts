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
export function heldTokens(listed: readonly ListedAccount[], owner: string, lst: LstMint): bigint {
  return sum(ownAccounts(listed, owner, lst).values());
}

/** The listed accounts of `tokenProgram` whose own bytes say they are `owner`'s, by address (each once), with their mint and amount. */
function ownTokenAccounts(
  listed: readonly ListedAccount[],
  owner: string,
  tokenProgram: string,
): Map<string, { mint: string; amount: bigint }> {
  const own = new Map<string, { mint: string; amount: bigint }>();
  for (const { address, account } of listed) {
    if (account.owner !== tokenProgram) continue;
    const token = readTokenAccount(account.data);
    if (token && token.owner === owner) own.set(address, { mint: token.mint, amount: token.amount });
  }
  return own;
}

/** The listed accounts that are `owner`'s, of this LST, by address (each once), with their amounts. */
function ownAccounts(listed: readonly ListedAccount[], owner: string, { mint, tokenProgram }: LstMint): Map<string, bigint> {
  const counted = new Map<string, bigint>();
  for (const [address, token] of ownTokenAccounts(listed, owner, tokenProgram)) if (token.mint === mint) counted.set(address, token.amount);
  return counted;
}

/**
 * Every mint of `tokenProgram` that `owner` has an account of (an emptied one too, holding 0), with
 * the sum they hold of it: the same counting as `heldTokens`, for all the owner's tokens at once.
 */
export function heldByMint(listed: readonly ListedAccount[], owner: string, tokenProgram: string): Map<string, bigint> {
  const held = new Map<string, bigint>();
  for (const { mint, amount } of ownTokenAccounts(listed, owner, tokenProgram).values()) held.set(mint, (held.get(mint) ?? 0n) + amount);
  return held;
}

const sum = (amounts: Iterable<bigint>) => [...amounts].reduce((total, amount) => total + amount, 0n);

/**
 * What the staker holds of the LST as the way out sees it: `main`, in their associated account of it
 * (the only one a pool's exit, or an aggregator's swap, burns from), and `elsewhere`, in their other
 * accounts of the mint (which no way out takes from until it is moved into the main one).
 */
export interface HeldForExit {
  main: bigint;
  elsewhere: bigint;
}

/** `heldTokens` split between the staker's associated account (`mainAccount`) and their other accounts of the mint. */
export function heldForExit(listed: readonly ListedAccount[], owner: string, lst: LstMint, mainAccount: string): HeldForExit {
  const own = ownAccounts(listed, owner, lst);
  const main = own.get(mainAccount) ?? 0n;
  return { main, elsewhere: sum(own.values()) - main };
}

/** The SOL `tokens` are worth at the pool's rate now, before any exit fee, rounded down (1:1 while the pool is empty). */
export function worthAtPoolRate(tokens: bigint, pool: PoolTotals): bigint {
  if (pool.totalLamports === 0n || pool.poolTokenSupply === 0n) return tokens;
  return (tokens * pool.totalLamports) / pool.poolTokenSupply;
}
