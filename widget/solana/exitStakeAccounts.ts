import { STAKE_PROGRAM } from '../core/addresses/nativePrograms';
import { exitStakeSeeds } from '../core/stakePool/exitStakeSeed';
import { seededAddress } from './seededAddress';

export interface ExitStakeCandidate {
  index: number;
  seed: string;
  /** createWithSeed(wallet, seed, Stake program): where the exit's stake account is, or will be. */
  address: string;
}

/**
 * The addresses where `wallet`'s exit stake accounts of `pool` are or will be, in index order: read
 * them with one `getMultipleAccounts` to list the staker's stake accounts again (after a reload, on
 * another page) and to find the next free index.
 */
export async function exitStakeCandidates(wallet: string, pool: string, count?: number): Promise<ExitStakeCandidate[]> {
  const seeds = exitStakeSeeds(pool, count);
  const addresses = await Promise.all(seeds.map((seed) => seededAddress(wallet, seed, STAKE_PROGRAM)));
  return seeds.map((seed, index) => ({ index, seed, address: addresses[index]! }));
}
