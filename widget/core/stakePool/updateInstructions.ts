import { concatBytes, u32, u8 } from '../encoding/instructionData';
import type { InstructionAccount, PlainInstruction } from '../encoding/plainInstruction';
import { STAKE_PROGRAM } from '../addresses/nativePrograms';
import { CLOCK_SYSVAR, STAKE_HISTORY_SYSVAR } from '../addresses/sysvars';

/**
 * The permissionless update a pool needs once per epoch before it takes a deposit or pays an exit (the
 * program's error 17, "First update old validator stake account balances and then pool stake
 * balance"): anyone may sign it. Numbers from the program's `StakePoolInstruction` enum.
 */
const UPDATE_VALIDATOR_LIST_BALANCE = 6;
const UPDATE_STAKE_POOL_BALANCE = 7;

const account = (address: string, writable: boolean): InstructionAccount => ({ address, signer: false, writable });

export interface UpdateAccounts {
  programId: string;
  pool: string;
  withdrawAuthority: string;
  validatorList: string;
  reserve: string;
}

/** One validator's two stake accounts: its own (PDA [vote, pool, suffix?]) and its transient one (PDA ["transient", vote, pool, suffix]). */
export interface ValidatorStakePair {
  validatorStake: string;
  transientStake: string;
}

/**
 * `UpdateValidatorListBalance` from `startIndex` for `validators` (in list order): records each
 * validator stake's lamports and merges what can be merged (`noMerge` false, as the program's own
 * client does).
 */
export function updateValidatorListBalanceInstruction(
  accounts: UpdateAccounts,
  validators: readonly ValidatorStakePair[],
  startIndex = 0,
  noMerge = false,
): PlainInstruction {
  return {
    programAddress: accounts.programId,
    accounts: [
      account(accounts.pool, false),
      account(accounts.withdrawAuthority, false),
      account(accounts.validatorList, true),
      account(accounts.reserve, true),
      account(CLOCK_SYSVAR, false),
      account(STAKE_HISTORY_SYSVAR, false),
      account(STAKE_PROGRAM, false),
      ...validators.flatMap(({ validatorStake, transientStake }) => [account(validatorStake, true), account(transientStake, true)]),
    ],
    data: concatBytes(u8(UPDATE_VALIDATOR_LIST_BALANCE), u32(startIndex), u8(noMerge ? 1 : 0)),
  };
}

/** `UpdateStakePoolBalance`: totals the reserve and the list into the pool, mints the epoch fee, and marks the pool updated this epoch. */
export function updateStakePoolBalanceInstruction(
  accounts: UpdateAccounts & { managerFeeAccount: string; poolMint: string; tokenProgram: string },
): PlainInstruction {
  return {
    programAddress: accounts.programId,
    accounts: [
      account(accounts.pool, true),
      account(accounts.withdrawAuthority, false),
      account(accounts.validatorList, true),
      account(accounts.reserve, false),
      account(accounts.managerFeeAccount, true),
      account(accounts.poolMint, true),
      account(accounts.tokenProgram, false),
    ],
    data: u8(UPDATE_STAKE_POOL_BALANCE),
  };
}
