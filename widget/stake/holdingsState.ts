import type { PoolApy } from '../core/stakePool/poolApy';

/**
 * What a card holds of its position and APY: the state the card's first load shows (holdings.ts) and the
 * shape the lazy chunk's read settles into (pool/readHoldings.ts). A module of its own, below both, so
 * the chunk never imports back the code that loads it.
 */

/** What the staker holds of the card's LST, and what it is worth in SOL at the pool's rate now (null: no pool rate known). */
export interface Position {
  tokens: bigint;
  worth: bigint | null;
}

export interface HoldingsState {
  /** The connected staker's position; null until read (or with no wallet). */
  position: Position | null;
  /** The pool's APY over its last epoch, or why none; null for a token no pool serves, or until read. */
  apy: PoolApy | null;
  /**
   * The staker has no associated account of the LST, so a stake opens it and pays its rent (which comes
   * back when that account is closed); false when they have it, or until read (or with no wallet).
   */
  tokenAccountMissing: boolean;
}
