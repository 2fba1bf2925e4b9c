import { poolAfterUpdate } from '../widget/core/stakePool/poolUpdate';
import { STAKE_PROGRAM } from '../widget/core/addresses/nativePrograms';
import { decodeValidatorList, VALIDATOR_ENTRY_SIZE } from '../widget/core/stakePool/validatorList';
import { validatorStakeAddressOf } from '../widget/solana/stakePoolStakeAddresses';
import type { InstructionAccount, PoolInstructionResult } from './demoPoolProgram';
import { mergeActivatedTransient } from './demoPoolIncreaseProgram';
import { mergeRemovedStake } from './demoPoolManageProgram';
import type { DemoPool } from './demoPools';
import type { StakeLedger } from './demoStakeProgram';
import { STAKE_ACCOUNT_RENT } from './stakePoolAccounts';
import { done, poolError, refuse } from './demoProgramErrors';

/**
 * The pool's permissionless update as the demo chain runs it: `UpdateValidatorListBalance` (6) records
 * each validator stake account's lamports in the list for this epoch; `UpdateStakePoolBalance` (7)
 * totals the reserve and the list into the pool by the widget's `poolAfterUpdate` (held to the real
 * program on litesvm), mints the epoch fee to the manager, and marks the pool updated. Under the
 * 'stale' fault a pool shows one epoch behind until an update of it lands (`crankedInEpoch`).
 */
const UPDATE_VALIDATOR_LIST_BALANCE = 6;
const UPDATE_STAKE_POOL_BALANCE = 7;
/** Where an entry's lamports and epoch are: active at 0, transient at 8, its last update epoch at 16. */
const ENTRY = { active: 0, transient: 8, epoch: 16 } as const;
const HEADER_SIZE = 9;

type Account = InstructionAccount;
type Seven = readonly [Account, Account, Account, Account, Account, Account, Account, ...Account[]];

/** The checks both begin with: the pool is this program's and readable, the authority, list and reserve its own. */
function checked(
  programId: string,
  accounts: readonly Account[],
  ledger: StakeLedger,
): { held: DemoPool; pool: DemoPool } | PoolInstructionResult {
  if (accounts.length < 7) return refuse('NotEnoughAccountKeys', 'NotEnoughAccountKeys');
  const [poolAccount, withdrawAuthority, list, reserve] = accounts as Seven;
  const held = ledger.pools.get(poolAccount.address);
  if (!held || ledger.serve(held).owner !== programId) return refuse('IncorrectProgramId', 'IncorrectProgramId');
  const pool = ledger.serve(held);
  if (pool.unreadable) return poolError('InvalidState');
  if (withdrawAuthority.address !== pool.withdrawAuthority) return poolError('InvalidProgramAddress');
  if (list.address !== pool.validatorList || !ledger.accounts.has(list.address)) return poolError('InvalidValidatorStakeList');
  if (reserve.address !== pool.reserveStake) return poolError('InvalidProgramAddress');
  return { held, pool };
}

function updateList(programId: string, accounts: readonly Account[], data: Uint8Array, ledger: StakeLedger): PoolInstructionResult {
  const read = checked(programId, accounts, ledger);
  if ('ok' in read) return read;
  if (accounts[6]!.address !== STAKE_PROGRAM) return refuse('IncorrectProgramId', 'IncorrectProgramId');
  const list = ledger.accounts.get(read.pool.validatorList)!.data;
  const view = new DataView(list.buffer, list.byteOffset, list.byteLength);
  const start = new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(1, true);
  const validators = decodeValidatorList(list).validators;
  const pairs = accounts.slice(7);
  let updated = 0;
  for (let at = 0; at * 2 + 1 < pairs.length && start + at < validators.length; at++) {
    const entry = validators[start + at]!;
    const [stake, transient] = [pairs[at * 2]!, pairs[at * 2 + 1]!];
    // The program skips a pair that is not this entry's, as it does.
    if (stake.address !== validatorStakeAddressOf(programId, entry.voteAccount, read.pool.address, entry.validatorSeedSuffix)) continue;
    const offset = HEADER_SIZE + VALIDATOR_ENTRY_SIZE * (start + at);
    // A leaving validator's inactive stake goes to the reserve, and its entry waits for the cleanup.
    if (mergeRemovedStake(list, start + at, stake.address, read.pool.reserveStake, ledger)) {
      view.setBigUint64(offset + ENTRY.epoch, ledger.epoch, true);
      updated++;
      continue;
    }
    // A stake from the reserve made last epoch is active now: it joins the validator's stake.
    mergeActivatedTransient(list, start + at, stake.address, transient.address, read.pool.reserveStake, ledger);
    view.setBigUint64(offset + ENTRY.active, ledger.lamports(stake.address), true);
    view.setBigUint64(offset + ENTRY.transient, ledger.lamports(transient.address), true);
    view.setBigUint64(offset + ENTRY.epoch, ledger.epoch, true);
    updated++;
  }
  return done(`UpdateValidatorListBalance: ${updated} validators from ${start}`);
}

function updatePool(programId: string, accounts: readonly Account[], ledger: StakeLedger): PoolInstructionResult {
  const read = checked(programId, accounts, ledger);
  if ('ok' in read) return read;
  const { held, pool } = read;
  const [, , , reserve, managerFee, mint, tokenProgram] = accounts as Seven;
  if (managerFee.address !== pool.managerFeeAccount) return poolError('InvalidFeeAccount');
  if (mint.address !== pool.poolMint) return poolError('WrongPoolMint');
  if (tokenProgram.address !== pool.tokenProgramId) return refuse('IncorrectProgramId', 'IncorrectProgramId');
  const validators = decodeValidatorList(ledger.accounts.get(pool.validatorList)!.data).validators;
  if (validators.some((entry) => entry.lastUpdateEpoch < ledger.epoch)) return poolError('StakeListOutOfDate');
  // Priced on the pool's own fees (a fault's view of them is not written back), from the epoch it shows.
  const updated = poolAfterUpdate(
    { ...held, lastUpdateEpoch: pool.lastUpdateEpoch },
    {
      reserveLamports: ledger.lamports(reserve.address),
      reserveRentExemptReserve: STAKE_ACCOUNT_RENT,
      validatorLamports: validators.map((entry) => entry.activeStakeLamports + entry.transientStakeLamports),
      mintSupply: held.poolTokenSupply,
    },
    ledger.epoch,
  );
  const feeTokens = updated.poolTokenSupply - held.poolTokenSupply;
  if (feeTokens > 0n) {
    const fees = ledger.tokens.get(managerFee.address);
    if (!fees || fees.mint !== pool.poolMint) return poolError('InvalidFeeAccount');
    fees.amount += feeTokens;
  }
  Object.assign(held, updated, { crankedInEpoch: ledger.epoch });
  return done(`UpdateStakePoolBalance: ${updated.totalLamports} lamports, ${feeTokens} pool tokens to the manager`);
}

/** Runs the update pair; null for any other instruction of the pool program. */
export function runPoolUpdateInstruction(
  programId: string,
  accounts: readonly Account[],
  data: Uint8Array,
  ledger: StakeLedger,
): PoolInstructionResult | null {
  if (data[0] === UPDATE_VALIDATOR_LIST_BALANCE && data.length === 6) return updateList(programId, accounts, data, ledger);
  if (data[0] === UPDATE_STAKE_POOL_BALANCE && data.length === 1) return updatePool(programId, accounts, ledger);
  return null;
}
