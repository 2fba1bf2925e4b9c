import { STAKE_PROGRAM } from '../core/addresses/nativePrograms';
import type { ManageChain } from './readManageChain';

/**
 * What UpdateStakePoolBalance counts for each validator (in list order), as the program counts it:
 * the list's own record for a validator already updated this epoch (lamports sent to its stake since
 * are not counted until the next epoch), and for the others what UpdateValidatorListBalance will record:
 * the lamports of its stake and transient stake accounts, when they are stake accounts. Lamports sent to
 * an address where no stake account is (dust at a transient stake's address) are not the pool's.
 */
export function validatorLamportsAtUpdate({ list, stakes, chain }: Pick<ManageChain, 'list' | 'stakes' | 'chain'>): bigint[] {
  const staked = (account: { owner: string; lamports: bigint } | null) =>
    account && account.owner === STAKE_PROGRAM ? account.lamports : 0n;
  return list.validators.map((entry, index) => {
    if (entry.lastUpdateEpoch >= chain.epoch) return entry.activeStakeLamports + entry.transientStakeLamports;
    const [stake, transient] = stakes[index]!;
    return staked(stake) + staked(transient);
  });
}
