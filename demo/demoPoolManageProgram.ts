import { STAKE_PROGRAM } from '../widget/core/addresses/nativePrograms';
import { NEVER } from '../widget/core/stakePool/stakeAccount';
import type { Fee } from '../widget/core/stakePool/stakePool';
import { decodeValidatorList, VALIDATOR_ENTRY_SIZE, VALIDATOR_STATUS } from '../widget/core/stakePool/validatorList';
import { validatorStakeAddressOf } from '../widget/solana/stakePoolStakeAddresses';
import type { InstructionAccount, PoolInstructionResult } from './demoPoolProgram';
import type { DemoPool } from './demoPools';
import type { StakeLedger } from './demoStakeProgram';
import { done, poolError, refuse } from './demoProgramErrors';

/**
 * What a team sends to run its live pool ("Your pool"), as the demo chain runs it: `SetFee` (12),
 * `RemoveValidatorFromPool` (2) and `CleanupRemovedValidatorEntries` (8), and the token program's
 * `TransferChecked` for the harvest; part of the launch's plug-in (demoLaunch), so the try-it script
 * carries none of it. The update pair's part in a
 * removal (a leaving validator's inactive stake merged into the reserve) is `mergeRemovedStake`. Each
 * checks what the real program checks that a plan can get wrong (who signed, a stale pool, the fee's
 * limits, which validator) and refuses with its error; the state each leaves is the real one's where
 * the widget reads it (held to the real program on litesvm: tests/unit/manageOnLitesvm.test.ts).
 */
const REMOVE_VALIDATOR_FROM_POOL = 2;
const CLEANUP_REMOVED_VALIDATOR_ENTRIES = 8;
const SET_FEE = 12;
const TRANSFER_CHECKED = 12;
/** The token program's `TokenError` codes a transfer can return. */
const TOKEN_ERROR = { InsufficientFunds: 1, MintMismatch: 3, OwnerMismatch: 4, MintDecimalsMismatch: 18 } as const;
/** `FeeType`'s variants that carry a `Fee`, by the pool fields they set (0 and 1, the referral shares, carry a u8). */
const FEE_FIELDS = {
  2: ['epochFee', 'nextEpochFee'],
  3: ['stakeWithdrawalFee', 'nextStakeWithdrawalFee'],
  4: ['solDepositFee', null],
  5: ['stakeDepositFee', null],
  6: ['solWithdrawalFee', 'nextSolWithdrawalFee'],
} as const;
const HEADER_SIZE = 9;
/** An entry's status byte, and its lamports (active at 0, transient at 8). */
const STATUS_AT = 40;
/** `StakeStatus` by name. */
const STATUS = Object.fromEntries(VALIDATOR_STATUS.map((name, index) => [name, index])) as Record<
  (typeof VALIDATOR_STATUS)[number],
  number
>;
/** Where a delegated stake account's deactivation epoch is (StakeStateV2, Bincode). */
const DEACTIVATION_EPOCH_AT = 172;

const view = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength);

type Account = InstructionAccount;

/** The program's pool, as it reads it: this program's, under any fault the demo shows it with. */
function poolOf(programId: string, account: Account | undefined, ledger: StakeLedger): { held: DemoPool; pool: DemoPool } | null {
  const held = account && ledger.pools.get(account.address);
  if (!held) return null;
  const pool = ledger.serve(held);
  return pool.owner === programId && !pool.unreadable ? { held, pool } : null;
}

/** The program's `Fee::check_withdrawal`: a withdrawal fee rises by half at most, or to 0.15 % from none. */
function withdrawalRiseAllowed(old: Fee, next: Fee): boolean {
  const base = old.denominator === 0n || old.numerator === 0n ? { numerator: 1n, denominator: 1000n } : old;
  return base.numerator * next.denominator * 3n >= next.numerator * base.denominator * 2n;
}

/** `SetFee` (12): the manager signs; deposit fees apply at once, the epoch and withdrawal fees two updates on. */
function setFee(programId: string, accounts: readonly Account[], data: Uint8Array, ledger: StakeLedger): PoolInstructionResult {
  if (accounts.length < 2) return refuse('NotEnoughAccountKeys', 'NotEnoughAccountKeys');
  const read = poolOf(programId, accounts[0], ledger);
  if (!read) return refuse('IncorrectProgramId', 'IncorrectProgramId');
  const manager = accounts[1]!;
  if (!manager.signer) return poolError('SignatureMissing');
  if (manager.address !== read.pool.manager) return poolError('WrongManager');
  const fields = FEE_FIELDS[data[1] as keyof typeof FEE_FIELDS];
  if (!fields || data.length !== 18) return refuse('InvalidInstructionData', 'InvalidInstructionData');
  const fee: Fee = { denominator: view(data).getBigUint64(2, true), numerator: view(data).getBigUint64(10, true) };
  if (fee.denominator === 0n ? fee.numerator !== 0n : fee.numerator > fee.denominator) return poolError('FeeTooHigh');
  const [now, next] = fields;
  if (next !== null && read.pool.lastUpdateEpoch < ledger.epoch) return poolError('StakeListAndPoolOutOfDate');
  if ((next === 'nextSolWithdrawalFee' || next === 'nextStakeWithdrawalFee') && !withdrawalRiseAllowed(read.held[now], fee)) {
    return poolError('FeeIncreaseTooHigh');
  }
  if (next === null) read.held[now] = fee;
  else read.held[next] = { epochsAway: 2, fee };
  return done(`SetFee ${now}: ${fee.numerator}/${fee.denominator}${next ? ', two epochs on' : ''}`);
}

/** The list's entry for `validatorStake` (its address derived from the entry's vote account), or -1. */
function entryFor(programId: string, pool: DemoPool, list: Uint8Array, validatorStake: string): number {
  return decodeValidatorList(list).validators.findIndex(
    (entry) => validatorStakeAddressOf(programId, entry.voteAccount, pool.address, entry.validatorSeedSuffix) === validatorStake,
  );
}

/**
 * `RemoveValidatorFromPool` (2): the staker signs, on a pool updated this epoch; the validator's stake
 * is deactivated now and its entry marked as leaving (`DeactivatingValidator`): the next epoch's
 * update merges the then inactive stake into the reserve.
 */
function removeValidator(programId: string, accounts: readonly Account[], ledger: StakeLedger): PoolInstructionResult {
  if (accounts.length < 8) return refuse('NotEnoughAccountKeys', 'NotEnoughAccountKeys');
  const [poolAccount, staker, withdrawAuthority, list, validatorStake, , , stakeProgram] = accounts as readonly Account[];
  const read = poolOf(programId, poolAccount, ledger);
  if (!read) return refuse('IncorrectProgramId', 'IncorrectProgramId');
  const { pool } = read;
  if (!staker!.signer) return poolError('SignatureMissing');
  if (staker!.address !== pool.staker) return poolError('WrongStaker');
  if (withdrawAuthority!.address !== pool.withdrawAuthority) return poolError('InvalidProgramAddress');
  if (stakeProgram!.address !== STAKE_PROGRAM) return refuse('IncorrectProgramId', 'IncorrectProgramId');
  if (pool.lastUpdateEpoch < ledger.epoch) return poolError('StakeListAndPoolOutOfDate');
  const listData = list!.address === pool.validatorList ? ledger.accounts.get(list!.address)?.data : undefined;
  if (!listData) return poolError('InvalidValidatorStakeList');
  const index = entryFor(programId, pool, listData, validatorStake!.address);
  const entryAt = HEADER_SIZE + VALIDATOR_ENTRY_SIZE * index;
  if (index < 0 || listData[entryAt + STATUS_AT] !== STATUS.active) return poolError('ValidatorNotFound');
  const stake = ledger.accounts.get(validatorStake!.address);
  if (!stake || stake.owner !== STAKE_PROGRAM) return poolError('ValidatorNotFound');
  view(stake.data).setBigUint64(DEACTIVATION_EPOCH_AT, ledger.epoch, true);
  listData[entryAt + STATUS_AT] = STATUS.deactivatingValidator;
  return done(`RemoveValidatorFromPool: ${validatorStake!.address} deactivating`);
}

/** `CleanupRemovedValidatorEntries` (8): anyone; drops the entries an update marked `ReadyForRemoval`. */
function cleanup(programId: string, accounts: readonly Account[], ledger: StakeLedger): PoolInstructionResult {
  if (accounts.length < 2) return refuse('NotEnoughAccountKeys', 'NotEnoughAccountKeys');
  const read = poolOf(programId, accounts[0], ledger);
  if (!read) return refuse('IncorrectProgramId', 'IncorrectProgramId');
  const listData = accounts[1]!.address === read.pool.validatorList ? ledger.accounts.get(accounts[1]!.address)?.data : undefined;
  if (!listData) return poolError('InvalidValidatorStakeList');
  const count = view(listData).getUint32(5, true);
  const kept: Uint8Array[] = [];
  for (let index = 0; index < count; index++) {
    const entry = listData.slice(HEADER_SIZE + VALIDATOR_ENTRY_SIZE * index, HEADER_SIZE + VALIDATOR_ENTRY_SIZE * (index + 1));
    if (entry[STATUS_AT] !== STATUS.readyForRemoval) kept.push(entry);
  }
  listData.fill(0, HEADER_SIZE);
  kept.forEach((entry, index) => listData.set(entry, HEADER_SIZE + VALIDATOR_ENTRY_SIZE * index));
  view(listData).setUint32(5, kept.length, true);
  return done(`CleanupRemovedValidatorEntries: ${count - kept.length} removed`);
}

/**
 * The update's part in a removal, for entry `index` of the list: a leaving validator whose stake was
 * deactivated in an earlier epoch is inactive now; its lamports go to the reserve, its stake account is
 * gone, and its entry is `ReadyForRemoval` with no lamports. True when it did so.
 */
export function mergeRemovedStake(list: Uint8Array, index: number, stake: string, reserve: string, ledger: StakeLedger): boolean {
  const entryAt = HEADER_SIZE + VALIDATOR_ENTRY_SIZE * index;
  if (list[entryAt + STATUS_AT] !== STATUS.deactivatingValidator) return false;
  const account = ledger.accounts.get(stake);
  const deactivation = account ? view(account.data).getBigUint64(DEACTIVATION_EPOCH_AT, true) : NEVER;
  if (account && (deactivation === NEVER || deactivation >= ledger.epoch)) return false;
  const lamports = ledger.lamports(stake);
  ledger.addLamports(stake, -lamports);
  ledger.addLamports(reserve, lamports);
  ledger.accounts.delete(stake);
  view(list).setBigUint64(entryAt, 0n, true);
  view(list).setBigUint64(entryAt + 8, 0n, true);
  list[entryAt + STATUS_AT] = STATUS.readyForRemoval;
  return true;
}

/**
 * The token program's `TransferChecked` (12), for the harvest: the source's owner signs, both accounts
 * are of the mint named, the decimals are the mint's (9 for every demo token), the source holds the
 * amount. The token program's errors otherwise. Null for any other token instruction.
 */
export function transferChecked(accounts: readonly Account[], data: Uint8Array, ledger: StakeLedger): PoolInstructionResult | null {
  if (data[0] !== TRANSFER_CHECKED) return null;
  if (accounts.length < 4 || data.length !== 10) return refuse('InvalidInstructionData', 'InvalidInstructionData');
  const [source, mint, destination, owner] = accounts as readonly Account[];
  const from = ledger.tokens.get(source!.address);
  const to = ledger.tokens.get(destination!.address);
  if (!from || !to) return refuse('UninitializedAccount', 'UninitializedAccount');
  if (from.owner !== owner!.address || !owner!.signer) return refuse({ Custom: TOKEN_ERROR.OwnerMismatch }, 'OwnerMismatch');
  if (from.mint !== mint!.address || to.mint !== mint!.address) return refuse({ Custom: TOKEN_ERROR.MintMismatch }, 'MintMismatch');
  if (data[9] !== 9) return refuse({ Custom: TOKEN_ERROR.MintDecimalsMismatch }, 'MintDecimalsMismatch');
  const amount = view(data).getBigUint64(1, true);
  if (from.amount < amount) return refuse({ Custom: TOKEN_ERROR.InsufficientFunds }, 'InsufficientFunds');
  from.amount -= amount;
  to.amount += amount;
  return done(`TransferChecked: ${amount}`);
}

/** Runs SetFee, RemoveValidatorFromPool and CleanupRemovedValidatorEntries; null for any other instruction of the pool program. */
export function runPoolManageInstruction(
  programId: string,
  accounts: readonly Account[],
  data: Uint8Array,
  ledger: StakeLedger,
): PoolInstructionResult | null {
  if (data[0] === SET_FEE) return setFee(programId, accounts, data, ledger);
  if (data[0] === REMOVE_VALIDATOR_FROM_POOL && data.length === 1) return removeValidator(programId, accounts, ledger);
  if (data[0] === CLEANUP_REMOVED_VALIDATOR_ENTRIES && data.length === 1) return cleanup(programId, accounts, ledger);
  return null;
}
