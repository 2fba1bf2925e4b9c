import { isAddress } from '../encoding/isAddress';
import { poolProgramId } from '../stakePool/poolPrograms';
import type { LstEntry } from './lst';

/**
 * What a list entry says of its pool, asked both by the route catalogue (which routes serve the entry,
 * in a card's first load) and by the lazy chunk's reads (whether the pool is read at all): a fact about
 * the entry, so it sits below both rather than in either.
 */

/** Whether the entry names an SPL stake pool (Spl, SanctumSpl, SanctumSplMulti: 1,414 of the 1,418 public entries). */
export const namesStakePool = (entry: LstEntry) => poolProgramId(entry.pool?.program ?? '') !== null && isAddress(entry.pool?.pool ?? '');

/** Whether the entry names a pool account at all: it is read, in case the chain holds a stake pool of the token there. */
export const namesPool = (entry: LstEntry) => isAddress(entry.pool?.pool ?? '');
