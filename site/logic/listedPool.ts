import { isAddress } from '../../widget/core/encoding/base58';
import type { LstEntry } from '../../widget/core/lst/lst';
import { poolProgramId } from '../../widget/core/stakePool/poolPrograms';

/** The SPL stake pool an entry names: its account and the program that must own it; null for any other entry. */
export function listedPool(entry: LstEntry): { address: string; programId: string } | null {
  const programId = poolProgramId(entry.pool?.program ?? '');
  const address = entry.pool?.pool ?? '';
  return programId && isAddress(address) ? { address, programId } : null;
}
