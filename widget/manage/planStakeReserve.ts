import { rentExemptMinimum } from '../core/amount/clusterRent';
import { STAKE_PROGRAM } from '../core/addresses/nativePrograms';
import type { PlainInstruction } from '../core/encoding/plainInstruction';
import type { PlannedAccount } from '../core/guard/checkLaunchStep';
import { SOL_DECIMALS } from '../core/lst/lst';
import { increaseValidatorStakeInstruction } from '../core/stakePool/increaseValidatorStakeInstruction';
import { STAKE_ACCOUNT_SIZE } from '../core/stakePool/stakeAccount';
import { sayManage } from '../core/texts/manageEnglish';
import { amountParam, type Said } from '../core/texts/said';
import { MINIMUM_ACTIVE_STAKE } from '../launch/planLaunch';
import type { ManageChain } from './readManageChain';

const sol = (lamports: bigint) => amountParam(lamports > 0n ? lamports : 0n, SOL_DECIMALS);

/**
 * The least and the most a stake from the reserve may be, as the program holds them
 * (`process_increase_validator_stake`): at least its minimum delegation (the Stake program's, and
 * never below the pool's own floor); at most what leaves the reserve its rent after it also pays the
 * transient stake account's rent (the program keeps a stake account's rent in the reserve; the pool's
 * own record of the reserve's rent, when larger, is kept too).
 */
export function stakeReserveBounds(chain: Pick<ManageChain, 'minimumDelegation' | 'reserve' | 'reserveRent'>) {
  const rent = rentExemptMinimum(STAKE_ACCOUNT_SIZE);
  const least = chain.minimumDelegation > MINIMUM_ACTIVE_STAKE ? chain.minimumDelegation : MINIMUM_ACTIVE_STAKE;
  const floor = chain.reserveRent > rent ? chain.reserveRent : rent;
  const most = chain.reserve.lamports - floor - rent;
  return { least, most: most > 0n ? most : 0n, rent };
}

export type StakeReserveStep =
  { refusal: Said } | { nothingToDo: Said } | { title: Said; instruction: PlainInstruction; creates: PlannedAccount[]; takesEffect: Said };

/**
 * "Stake the reserve": `lamports` of the reserve's free SOL delegated to the pool's validator `vote`
 * with `IncreaseValidatorStake`, as the chain stands (the caller checks the signer is the staker and
 * puts the update in front of a stale pool). The transient stake account it creates is paid from the
 * reserve (`lamports` and its rent): the wallet pays only the network fee. A validator with a stake
 * already on its way this epoch has nothing more to take: a first run is refused with it, a run whose
 * stake landed is done.
 */
export function planStakeReserve(
  chain: ManageChain,
  wallet: string,
  { vote, lamports }: { vote: string; lamports: bigint },
): StakeReserveStep {
  const { pool, list, programId, address, withdrawAuthority } = chain;
  const index = list.validators.findIndex((entry) => entry.voteAccount === vote);
  if (index < 0) return { refusal: sayManage('manageValidatorNotIn', { vote }) };
  const entry = list.validators[index]!;
  if (entry.status !== 'active') return { refusal: sayManage('manageValidatorLeaving', { vote }) };
  // A stake on its way: the program takes no second one without the additional form, and one a
  // stale pool's update merges is gone by the time the stake itself is planned again.
  const stale = pool.lastUpdateEpoch < chain.chain.epoch;
  if (entry.transientStakeLamports > 0n && !stale) return { nothingToDo: sayManage('manageStakeOnItsWay', { vote }) };
  const { least, most, rent } = stakeReserveBounds(chain);
  if (lamports < least) return { refusal: sayManage('manageStakeBelowLeast', { least: sol(least) }) };
  if (lamports > most)
    return { refusal: sayManage('manageStakeAboveReserve', { amount: sol(lamports), most: sol(most), rent: sol(rent) }) };
  const { validatorStake, transientStake } = chain.pairs[index]!;
  const instruction = increaseValidatorStakeInstruction({
    programId,
    pool: address,
    staker: wallet,
    withdrawAuthority,
    validatorList: pool.validatorList,
    reserve: pool.reserveStake,
    transientStake,
    validatorStake,
    vote,
    lamports,
    transientSeed: entry.transientSeedSuffix,
  });
  return {
    title: sayManage('manageStepStakeReserve', { amount: sol(lamports), vote }),
    instruction,
    // Made from the reserve's lamports: the stake and its rent.
    creates: [{ address: transientStake, owner: STAKE_PROGRAM, lamports: lamports + rent }],
    takesEffect: sayManage('manageStakeActivates'),
  };
}
