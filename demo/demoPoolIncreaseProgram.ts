import { CLOCK_SYSVAR, RENT_SYSVAR, STAKE_HISTORY_SYSVAR } from '../widget/core/addresses/sysvars';
import { STAKE_CONFIG, STAKE_PROGRAM, SYSTEM_PROGRAM } from '../widget/core/addresses/nativePrograms';
import { decodeStakeAccount, NEVER } from '../widget/core/stakePool/stakeAccount';
import { decodeValidatorList, VALIDATOR_ENTRY_SIZE } from '../widget/core/stakePool/validatorList';
import { MINIMUM_ACTIVE_STAKE } from '../widget/launch/planLaunch';
import { transientStakeAddressOf, validatorStakeAddressOf } from '../widget/solana/stakePoolStakeAddresses';
import { delegatedStakeData } from './launchAccounts';
import type { InstructionAccount, PoolInstructionResult } from './demoPoolProgram';
import type { StakeLedger } from './demoStakeProgram';
import { stakeStateData } from './demoStakeState';
import { STAKE_ACCOUNT_RENT } from './stakePoolAccounts';
import { poolError, refuse } from './demoProgramErrors';

/**
 * "Stake the reserve" as the demo chain runs it: the stake pool program's `IncreaseValidatorStake`
 * (4), the legacy form with the Rent sysvar, and the update's part in it (`mergeActivatedTransient`):
 * the transient stake, delegated in the epoch it was made, has activated by the next epoch, and that
 * epoch's `UpdateValidatorListBalance` merges it into the validator's stake and gives its rent back to
 * the reserve. It checks what the real program checks that a plan can get wrong (who signed, a stale
 * pool, which validator, a stake already on its way, the minimum, what the reserve can give) and
 * refuses with its error; the state it leaves is the real one's where the widget reads it (held to the
 * real program on litesvm: tests/unit/stakeReserveOnLitesvm.test.ts).
 */
const INCREASE_VALIDATOR_STAKE = 4;
/** The Stake program's `StakeError::InsufficientDelegation`, as the pool program returns it under the minimum. */
const INSUFFICIENT_DELEGATION = 12;
const HEADER_SIZE = 9;
/** An entry's transient lamports, transient seed and status. */
const ENTRY = { transient: 8, transientSeed: 24, status: 40 } as const;
const ACTIVE = 0;

const view = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength);
type Account = InstructionAccount;

/**
 * `IncreaseValidatorStake` (4): the staker signs, on a pool updated this epoch; `lamports` and a stake
 * account's rent go from the reserve (which keeps a stake account's rent) to the validator's new
 * transient stake account at the seed given, delegated to its vote account now; its entry records them.
 */
export function increaseValidatorStake(
  programId: string,
  accounts: readonly Account[],
  data: Uint8Array,
  ledger: StakeLedger & { minimumDelegation: bigint },
): PoolInstructionResult {
  if (accounts.length < 14) return refuse('NotEnoughAccountKeys', 'NotEnoughAccountKeys');
  const [poolAccount, staker, withdrawAuthority, list, reserve, transient, validatorStake, vote, ...rest] = accounts as readonly Account[];
  const held = ledger.pools.get(poolAccount!.address);
  const pool = held && ledger.serve(held);
  if (!pool || pool.owner !== programId || pool.unreadable) return refuse('IncorrectProgramId', 'IncorrectProgramId');
  const sysvars = [CLOCK_SYSVAR, RENT_SYSVAR, STAKE_HISTORY_SYSVAR, STAKE_CONFIG, SYSTEM_PROGRAM, STAKE_PROGRAM];
  if (rest.slice(0, 6).some((account, index) => account.address !== sysvars[index]))
    return refuse('IncorrectProgramId', 'IncorrectProgramId');
  if (!staker!.signer) return poolError('SignatureMissing');
  if (staker!.address !== pool.staker) return poolError('WrongStaker');
  if (withdrawAuthority!.address !== pool.withdrawAuthority || reserve!.address !== pool.reserveStake)
    return poolError('InvalidProgramAddress');
  if (pool.lastUpdateEpoch < ledger.epoch) return poolError('StakeListAndPoolOutOfDate');
  const listData = list!.address === pool.validatorList ? ledger.accounts.get(list!.address)?.data : undefined;
  if (!listData) return poolError('InvalidValidatorStakeList');
  const validators = decodeValidatorList(listData).validators;
  const index = validators.findIndex((entry) => entry.voteAccount === vote!.address);
  if (index < 0) return poolError('ValidatorNotFound');
  const entry = validators[index]!;
  const at = HEADER_SIZE + VALIDATOR_ENTRY_SIZE * index;
  if (entry.transientStakeLamports > 0n) return poolError('TransientAccountInUse');
  if (validatorStake!.address !== validatorStakeAddressOf(programId, entry.voteAccount, pool.address, entry.validatorSeedSuffix)) {
    return poolError('InvalidStakeAccountAddress');
  }
  if (entry.status !== 'active') return poolError('ValidatorNotFound');
  const lamports = view(data).getBigUint64(1, true);
  const seed = view(data).getBigUint64(9, true);
  const least = ledger.minimumDelegation > MINIMUM_ACTIVE_STAKE ? ledger.minimumDelegation : MINIMUM_ACTIVE_STAKE;
  if (lamports < least) return refuse({ Custom: INSUFFICIENT_DELEGATION }, 'InsufficientDelegation');
  const total = lamports + STAKE_ACCOUNT_RENT;
  if (ledger.lamports(reserve!.address) - total < STAKE_ACCOUNT_RENT) return refuse('InsufficientFunds', 'InsufficientFunds');
  if (transient!.address !== transientStakeAddressOf(programId, vote!.address, pool.address, seed))
    return poolError('InvalidStakeAccountAddress');
  if (ledger.accounts.has(transient!.address)) return refuse({ Custom: 0 }, 'Create Account: already in use');
  ledger.addLamports(reserve!.address, -total);
  ledger.addLamports(transient!.address, total);
  ledger.accounts.set(transient!.address, {
    owner: STAKE_PROGRAM,
    data: delegatedStakeData({ authority: pool.withdrawAuthority, vote: vote!.address, stake: lamports, epoch: ledger.epoch }),
  });
  view(listData).setBigUint64(at + ENTRY.transient, total, true);
  view(listData).setBigUint64(at + ENTRY.transientSeed, seed, true);
  return { ok: true, logs: [`Program log: IncreaseValidatorStake ${vote!.address}: ${total} lamports from the reserve`] };
}

/**
 * The update's part for entry `index` (an active validator): a transient stake delegated in an earlier
 * epoch is active now; it merges into the validator's stake account (its delegation grows by the
 * transient's, so it earns from now on), its rent goes back to the reserve, and it is gone. True when
 * it did so.
 */
export function mergeActivatedTransient(
  list: Uint8Array,
  index: number,
  stake: string,
  transient: string,
  reserve: string,
  ledger: StakeLedger,
): boolean {
  const at = HEADER_SIZE + VALIDATOR_ENTRY_SIZE * index;
  const moving = ledger.accounts.get(transient);
  const target = ledger.accounts.get(stake);
  if (list[at + ENTRY.status] !== ACTIVE || !moving || !target) return false;
  const from = decodeStakeAccount(moving.data);
  const into = decodeStakeAccount(target.data);
  if (!from.delegation || !into.delegation || !into.meta) return false;
  if (from.delegation.activationEpoch >= ledger.epoch || from.delegation.deactivationEpoch !== NEVER) return false;
  const lamports = ledger.lamports(transient);
  const rent = lamports - from.delegation.stake;
  ledger.addLamports(transient, -lamports);
  ledger.accounts.delete(transient);
  ledger.addLamports(stake, lamports - rent);
  ledger.addLamports(reserve, rent);
  target.data = stakeStateData({
    staker: into.meta.staker,
    withdrawer: into.meta.withdrawer,
    delegation: { ...into.delegation, stake: into.delegation.stake + from.delegation.stake },
  });
  view(list).setBigUint64(at + ENTRY.transient, 0n, true);
  return true;
}

/** Runs `IncreaseValidatorStake`; null for any other instruction of the pool program. */
export function runPoolIncreaseInstruction(
  programId: string,
  accounts: readonly Account[],
  data: Uint8Array,
  ledger: StakeLedger & { minimumDelegation: bigint },
): PoolInstructionResult | null {
  if (data[0] === INCREASE_VALIDATOR_STAKE && data.length === 17) return increaseValidatorStake(programId, accounts, data, ledger);
  return null;
}
