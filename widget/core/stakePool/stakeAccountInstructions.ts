import { concatBytes, u32, u64 } from '../encoding/instructionData';
import type { PlainInstruction } from '../encoding/plainInstruction';
import { STAKE_PROGRAM } from '../addresses/nativePrograms';
import { CLOCK_SYSVAR, STAKE_HISTORY_SYSVAR } from '../addresses/sysvars';

/** The Stake program's instruction numbers (its `StakeInstruction` enum, a u32). */
const WITHDRAW = 4;
const DEACTIVATE = 5;

/** `Deactivate`: the stake cools down from the next epoch; the staker authority signs. */
export function deactivateStakeInstruction({ stake, staker }: { stake: string; staker: string }): PlainInstruction {
  return {
    programAddress: STAKE_PROGRAM,
    accounts: [
      { address: stake, signer: false, writable: true },
      { address: CLOCK_SYSVAR, signer: false, writable: false },
      { address: staker, signer: true, writable: false },
    ],
    data: u32(DEACTIVATE),
  };
}

/**
 * `Withdraw`: `lamports` from an inactive (or never delegated) stake account to `recipient`; all of
 * them closes it. The withdraw authority signs. No custodian is passed: our exit accounts have no lockup.
 */
export function withdrawStakeLamportsInstruction({
  stake,
  recipient,
  withdrawer,
  lamports,
}: {
  stake: string;
  recipient: string;
  withdrawer: string;
  lamports: bigint;
}): PlainInstruction {
  return {
    programAddress: STAKE_PROGRAM,
    accounts: [
      { address: stake, signer: false, writable: true },
      { address: recipient, signer: false, writable: true },
      { address: CLOCK_SYSVAR, signer: false, writable: false },
      { address: STAKE_HISTORY_SYSVAR, signer: false, writable: false },
      { address: withdrawer, signer: true, writable: false },
    ],
    data: concatBytes(u32(WITHDRAW), u64(lamports)),
  };
}
