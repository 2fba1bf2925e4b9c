import { concatBytes, u64, u8 } from '../encoding/instructionData';
import type { InstructionAccount, PlainInstruction } from '../encoding/plainInstruction';
import { STAKE_PROGRAM } from '../addresses/nativePrograms';
import { CLOCK_SYSVAR } from '../addresses/sysvars';
import type { Fee } from './stakePool';

/**
 * The stake pool program's instructions a team sends to run its live pool ("Your pool"), by their
 * number in its `StakePoolInstruction` enum, with the accounts in the program's order (the program's
 * own JS client, @solana/spl-stake-pool 1.1.8, names the same).
 */
const INSTRUCTION = { removeValidatorFromPool: 2, cleanupRemovedValidatorEntries: 8, setFee: 12 } as const;

/** The program's `FeeType` enum, by the fees a team changes (the referral shares, 0 and 1, are not offered). */
export const FEE_TYPE = { epoch: 2, stakeWithdrawal: 3, solDeposit: 4, stakeDeposit: 5, solWithdrawal: 6 } as const;
export type FeeTypeName = keyof typeof FEE_TYPE;

const account = (address: string, writable: boolean, signer = false): InstructionAccount => ({ address, signer, writable });

/**
 * `SetFee`: the manager signs. Deposit fees apply at once; the epoch and withdrawal fees wait until
 * the update two epochs on (the program stores them as `FutureEpoch::TwoEpochsAway`).
 */
export function setFeeInstruction({
  programId,
  pool,
  manager,
  fee,
  value,
}: {
  programId: string;
  pool: string;
  manager: string;
  fee: FeeTypeName;
  value: Fee;
}): PlainInstruction {
  return {
    programAddress: programId,
    accounts: [account(pool, true), account(manager, false, true)],
    data: concatBytes(u8(INSTRUCTION.setFee), u8(FEE_TYPE[fee]), u64(value.denominator), u64(value.numerator)),
  };
}

/**
 * `RemoveValidatorFromPool`: the staker signs. The program deactivates the validator's stake account
 * (its transient one too, if any) and marks the entry as leaving; the next epoch's update merges the
 * inactive stake into the reserve and marks it ready for removal; `CleanupRemovedValidatorEntries` then
 * drops it from the list.
 */
export function removeValidatorFromPoolInstruction({
  programId,
  pool,
  staker,
  withdrawAuthority,
  validatorList,
  validatorStake,
  transientStake,
}: {
  programId: string;
  pool: string;
  staker: string;
  withdrawAuthority: string;
  validatorList: string;
  validatorStake: string;
  transientStake: string;
}): PlainInstruction {
  return {
    programAddress: programId,
    accounts: [
      account(pool, true),
      account(staker, false, true),
      account(withdrawAuthority, false),
      account(validatorList, true),
      account(validatorStake, true),
      account(transientStake, true),
      account(CLOCK_SYSVAR, false),
      account(STAKE_PROGRAM, false),
    ],
    data: u8(INSTRUCTION.removeValidatorFromPool),
  };
}

/** `CleanupRemovedValidatorEntries`: anyone may send it; drops the entries an update marked ready for removal. */
export function cleanupRemovedValidatorEntriesInstruction({
  programId,
  pool,
  validatorList,
}: {
  programId: string;
  pool: string;
  validatorList: string;
}): PlainInstruction {
  return {
    programAddress: programId,
    accounts: [account(pool, false), account(validatorList, true)],
    data: u8(INSTRUCTION.cleanupRemovedValidatorEntries),
  };
}
