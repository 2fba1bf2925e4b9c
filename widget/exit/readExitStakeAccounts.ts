import type { RpcClient } from '../api/rpcClient';
import { CLOCK_SYSVAR, EPOCH_SCHEDULE_SYSVAR } from '../core/addresses/sysvars';
import { chainEpochFrom, slotsLeftInEpoch } from '../core/stakePool/chainEpoch';
import { nextExitAddress } from '../core/stakePool/exitStakeSeed';
import { exitStakeCandidates } from '../solana/exitStakeAccounts';
import { secondsUntilSol, stakeAccountPhase, type StakeAccountPhase } from './stakeAccountPhase';
import { stakerStakeAccount } from '../core/stakePool/stakerStakeAccount';

/** One of the staker's exit stake accounts as the chain holds it now. */
export interface ExitStakeAccount {
  /** The seed's index, and the account's address: createWithSeed(staker, seed, Stake program). */
  index: number;
  address: string;
  /** Everything it holds, its rent included: what a withdrawal pays to the wallet. */
  lamports: bigint;
  /** The vote account it is delegated to; null when never delegated (an exit paid from a pool's reserve). */
  validator: string | null;
  phase: StakeAccountPhase;
  /** The first epoch in which it can all be withdrawn (see `stakeAccountPhase`). */
  solFromEpoch: bigint;
  /** About how long until then, at this epoch's slot time: 0 once withdrawable; null when the Clock's slot is not in its epoch. */
  secondsUntilSol: number | null;
}

export interface ExitStakeAccounts {
  /** The epoch now, from the Clock read with the accounts. */
  epoch: bigint;
  /** The staker's accounts, in seed order. */
  accounts: ExitStakeAccount[];
  /**
   * The index the next stake exit takes: the first whose address holds no account, or only lamports
   * someone sent to it (still the staker's to take over); null when all are taken.
   */
  nextIndex: number | null;
}

/** Where the staker's exit stake accounts of `pool` are or will be: to match against a list of their stake accounts. */
export const exitStakeAddresses = async (staker: string, pool: string): Promise<string[]> =>
  (await exitStakeCandidates(staker, pool)).map(({ address }) => address);

/**
 * The staker's exit stake accounts of `pool`, found again by derivation alone (no index, no
 * `getProgramAccounts`): every candidate address and the Clock and EpochSchedule sysvars in one
 * `getMultipleAccounts`. An account at a candidate address that is not the staker's alone is not
 * listed, but its index stays taken. Throws when the RPC fails or leaves out the sysvars.
 */
export async function readExitStakeAccounts(
  rpc: RpcClient,
  staker: string,
  pool: string,
  signal?: AbortSignal,
): Promise<ExitStakeAccounts> {
  const candidates = await exitStakeCandidates(staker, pool);
  const { accounts: read } = await rpc.getMultipleAccounts(
    [...candidates.map((candidate) => candidate.address), CLOCK_SYSVAR, EPOCH_SCHEDULE_SYSVAR],
    signal,
  );
  const [clock, schedule] = read.slice(candidates.length);
  const chain = chainEpochFrom(clock, schedule);
  // Null only for a Clock whose slot is past its own epoch (a test runtime's warped epoch): no time then.
  const slotsLeft = slotsLeftInEpoch(clock, schedule);
  if (!chain) throw new Error('The Solana RPC did not return the Clock and EpochSchedule sysvars.');
  const accounts: ExitStakeAccount[] = [];
  candidates.forEach(({ index, address }) => {
    const account = read[index];
    const state = stakerStakeAccount(account, staker);
    if (!account || !state) return;
    const { phase, solFromEpoch } = stakeAccountPhase(state.delegation, chain.epoch);
    accounts.push({
      index,
      address,
      lamports: account.lamports,
      validator: state.delegation?.voter ?? null,
      phase,
      solFromEpoch,
      secondsUntilSol: secondsUntilSol(solFromEpoch, { ...chain, slotsLeft }),
    });
  });
  return { epoch: chain.epoch, accounts, nextIndex: nextExitAddress(read.slice(0, candidates.length))?.index ?? null };
}
