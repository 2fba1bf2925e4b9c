import { isAddress } from '../../widget/core/encoding/isAddress';
import type { LstEntry } from '../../widget/core/lst/lst';
import { poolProgramId } from '../../widget/core/stakePool/poolPrograms';

/** An SPL stake pool as a list entry names it: the token it mints, its account, and the program that must own it. */
export interface ListedPool {
  mint: string;
  address: string;
  programId: string;
}

/** The SPL stake pool an entry names; null for any other entry (no pool, or another program's). */
export function listedPool(entry: LstEntry): ListedPool | null {
  const programId = poolProgramId(entry.pool?.program ?? '');
  const address = entry.pool?.pool ?? '';
  return programId && isAddress(address) ? { mint: entry.mint, address, programId } : null;
}
