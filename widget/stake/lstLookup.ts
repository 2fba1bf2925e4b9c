import type { LstEntry } from '../core/lst/lst';
import type { Said } from '../core/texts/said';

/**
 * What a card learns of its token: from the LST list (followLst.ts, in the first load) or, with the
 * embedder's `pool`, from the chain (pool/lookUpPool.ts, in the lazy chunk). A module of its own, below
 * both, so the chunk never imports back the code that loads it.
 */
export type LstLookup =
  | { status: 'invalid-mint' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'unknown' }
  | { status: 'ready'; entry: LstEntry }
  /** The embedder's `pool` is not a stake pool of the card's token on chain: nothing is deposited into it. */
  | { status: 'pool-refused'; reason: Said };
