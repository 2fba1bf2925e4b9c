import { concatBytes, u64, u8 } from '../encoding/instructionData';
import type { InstructionAccount, PlainInstruction } from '../encoding/plainInstruction';
import { STAKE_CONFIG, STAKE_PROGRAM, SYSTEM_PROGRAM } from '../addresses/nativePrograms';
import { CLOCK_SYSVAR, RENT_SYSVAR, STAKE_HISTORY_SYSVAR } from '../addresses/sysvars';

/** `IncreaseValidatorStake`'s number in the program's `StakePoolInstruction` enum. */
const INCREASE_VALIDATOR_STAKE = 4;

const account = (address: string, writable: boolean, signer = false): InstructionAccount => ({ address, signer, writable });

/**
 * `IncreaseValidatorStake`: the staker signs. The program splits `lamports` and a stake account's rent
 * from the reserve into the validator's transient stake account (at `transientSeed`) and delegates it;
 * it activates at the next epoch, whose update merges it into the validator's stake and gives the rent
 * back to the reserve. The legacy form (no ephemeral account, the Rent sysvar named) is the one for a
 * validator with no transient stake: the deployed program accepts it, and it needs no second seed.
 * Accounts in the program's order (its `increase_validator_stake`).
 */
export function increaseValidatorStakeInstruction({
  programId,
  pool,
  staker,
  withdrawAuthority,
  validatorList,
  reserve,
  transientStake,
  validatorStake,
  vote,
  lamports,
  transientSeed,
}: {
  programId: string;
  pool: string;
  staker: string;
  withdrawAuthority: string;
  validatorList: string;
  reserve: string;
  transientStake: string;
  validatorStake: string;
  vote: string;
  lamports: bigint;
  transientSeed: bigint;
}): PlainInstruction {
  return {
    programAddress: programId,
    accounts: [
      account(pool, false),
      account(staker, false, true),
      account(withdrawAuthority, false),
      account(validatorList, true),
      account(reserve, true),
      account(transientStake, true),
      account(validatorStake, false),
      account(vote, false),
      account(CLOCK_SYSVAR, false),
      account(RENT_SYSVAR, false),
      account(STAKE_HISTORY_SYSVAR, false),
      account(STAKE_CONFIG, false),
      account(SYSTEM_PROGRAM, false),
      account(STAKE_PROGRAM, false),
    ],
    data: concatBytes(u8(INCREASE_VALIDATOR_STAKE), u64(lamports), u64(transientSeed)),
  };
}
