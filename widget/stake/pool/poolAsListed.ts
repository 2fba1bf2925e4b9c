import { TOKEN_PROGRAMS } from '../../core/guard/programs';
import { POOL_PROGRAMS } from '../../core/stakePool/poolPrograms';
import { decodeStakePool, type StakePool } from '../../core/stakePool/stakePool';

/** An account as read from the RPC: who owns it and its bytes. */
export interface ReadAccount {
  owner: string;
  data: Uint8Array;
}

/**
 * Why the chain's account is not the pool the list names:
 * - `missing`: the pool account or its mint does not exist;
 * - `wrong-program`: the pool account is not owned by the program the list names;
 * - `undecodable`: its bytes are not a stake pool;
 * - `wrong-mint`: the pool mints another token than the card's;
 * - `wrong-token-program`: the mint is not owned by the pool's token program (or that is no token program).
 */
export type PoolMismatch = 'missing' | 'wrong-program' | 'undecodable' | 'wrong-mint' | 'wrong-token-program';

/**
 * `pool` beside a mismatch: the account is a genuine stake pool of the card's token, under another of
 * the stake pool program's deploys than the list names (or under a list entry that names none). No
 * deposit goes into a pool the list does not name, but its fees and rate are the token's all the same.
 */
export type PoolAsListed = { ok: true; pool: StakePool } | { ok: false; reason: PoolMismatch; pool?: StakePool };

export interface PoolAccounts {
  /** The pool account (the list entry's `pool.pool`), null when the RPC has none. */
  poolAccount: ReadAccount | null;
  /** The card's mint account, null when the RPC has none. */
  mintAccount: ReadAccount | null;
  /** The program the list entry names (see `poolProgramId`); null when it names no stake pool program. */
  programId: string | null;
  /** The card's mint: the token the staker asked for. */
  mint: string;
}

/**
 * Whether the chain holds the pool the list names for the card's token: then its rate and fees are
 * the pool's own, whatever it takes right now (a pool not yet updated this epoch still has a rate).
 */
export function poolAsListed({ poolAccount, mintAccount, programId, mint }: PoolAccounts): PoolAsListed {
  const no = (reason: PoolMismatch): PoolAsListed => ({ ok: false, reason });
  if (!poolAccount || !mintAccount) return no('missing');
  // The program reads only accounts it owns: bytes owned by anyone else say nothing about the pool.
  if (!POOL_PROGRAMS.includes(poolAccount.owner)) return no('wrong-program');
  let pool: StakePool;
  try {
    pool = decodeStakePool(poolAccount.data);
  } catch {
    return no('undecodable');
  }
  if (pool.poolMint !== mint) return no('wrong-mint');
  if (!TOKEN_PROGRAMS.includes(pool.tokenProgramId) || mintAccount.owner !== pool.tokenProgramId) return no('wrong-token-program');
  return poolAccount.owner === programId ? { ok: true, pool } : { ok: false, reason: 'wrong-program', pool };
}
