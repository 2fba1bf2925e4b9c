import { addressBytes, u32, u64, utf8 } from '../core/encoding/instructionData';
import { programAddressOf } from './programAddress';

/**
 * A pool validator's two stake accounts, as the stake pool program derives them: its stake account
 * (the PDA of [vote, pool], then the seed suffix as a u32 when it is not 0) and its transient stake
 * account (the PDA of ["transient", vote, pool, suffix as u64]). The update names both.
 */
const TRANSIENT = utf8('transient');

export function validatorStakeAddressOf(programId: string, vote: string, pool: string, seedSuffix: number): string {
  const seeds = [addressBytes(vote), addressBytes(pool)];
  if (seedSuffix !== 0) seeds.push(u32(seedSuffix));
  return programAddressOf(seeds, programId);
}

export function transientStakeAddressOf(programId: string, vote: string, pool: string, seedSuffix: bigint): string {
  return programAddressOf([TRANSIENT, addressBytes(vote), addressBytes(pool), u64(seedSuffix)], programId);
}
