import { concatBytes, u64, u8 } from '../encoding/instructionData';
import type { InstructionAccount, PlainInstruction } from '../encoding/plainInstruction';
import { STAKE_PROGRAM } from '../addresses/nativePrograms';
import { CLOCK_SYSVAR, STAKE_HISTORY_SYSVAR } from '../addresses/sysvars';
import type { StakePool } from './stakePool';

/**
 * The two ways out of a stake pool, each with a minimum the program itself enforces (its error 39,
 * "exceeds desired slippage limit"): a manager who raises a withdrawal fee between our reading and
 * the transaction landing makes it fail rather than pay less. Numbers from the program's
 * `StakePoolInstruction` enum.
 */
export const WITHDRAW_STAKE_WITH_SLIPPAGE = 24;
export const WITHDRAW_SOL_WITH_SLIPPAGE = 26;

const account = (address: string, writable: boolean, signer = false): InstructionAccount => ({ address, signer, writable });

export interface WithdrawAccounts {
  programId: string;
  pool: StakePool & { address: string };
  /** The PDA of [pool, "withdraw"]: it burns nothing itself but signs for the reserve and the validator stakes. */
  withdrawAuthority: string;
  /** The staker: owns the pool tokens and signs. */
  staker: string;
  /** The staker's pool token account the tokens are burned from. */
  stakerTokenAccount: string;
  poolTokens: bigint;
  minimumLamports: bigint;
}

const amounts = (tag: number, poolTokens: bigint, minimumLamports: bigint) => {
  if (poolTokens <= 0n) throw new RangeError(`An exit burns at least one pool token, not ${poolTokens}.`);
  if (minimumLamports <= 0n) throw new RangeError(`An exit's minimum is above 0, not ${minimumLamports}.`);
  return concatBytes(u8(tag), u64(poolTokens), u64(minimumLamports));
};

/**
 * `WithdrawSolWithSlippage`: burns the staker's pool tokens and pays lamports from the reserve into
 * their wallet, less the SOL withdrawal fee (in pool tokens, to the manager fee account). A pool with
 * a SOL withdraw authority needs its signature too: such a pool is not offered this exit (see
 * instantExit), so it is never passed.
 */
export function withdrawSolInstruction(accounts: WithdrawAccounts & { receiver: string }): PlainInstruction {
  const { programId, pool, withdrawAuthority, staker, stakerTokenAccount, receiver } = accounts;
  return {
    programAddress: programId,
    accounts: [
      account(pool.address, true),
      account(withdrawAuthority, false),
      account(staker, false, true),
      account(stakerTokenAccount, true),
      account(pool.reserveStake, true),
      account(receiver, true),
      account(pool.managerFeeAccount, true),
      account(pool.poolMint, true),
      account(CLOCK_SYSVAR, false),
      account(STAKE_HISTORY_SYSVAR, false),
      account(STAKE_PROGRAM, false),
      account(pool.tokenProgramId, false),
    ],
    data: amounts(WITHDRAW_SOL_WITH_SLIPPAGE, accounts.poolTokens, accounts.minimumLamports),
  };
}

/**
 * `WithdrawStakeWithSlippage`: burns the staker's pool tokens and splits that many lamports (less the
 * stake withdrawal fee) from `splitFrom` (a validator's stake account, or the reserve when the program
 * allows it) into `newStake`, an uninitialized stake account the staker created in the same
 * transaction; the program then makes `newAuthority` its staker and withdrawer.
 */
export function withdrawStakeInstruction(
  accounts: WithdrawAccounts & { splitFrom: string; newStake: string; newAuthority: string },
): PlainInstruction {
  const { programId, pool, withdrawAuthority, staker, stakerTokenAccount } = accounts;
  return {
    programAddress: programId,
    accounts: [
      account(pool.address, true),
      account(pool.validatorList, true),
      account(withdrawAuthority, false),
      account(accounts.splitFrom, true),
      account(accounts.newStake, true),
      account(accounts.newAuthority, false),
      account(staker, false, true),
      account(stakerTokenAccount, true),
      account(pool.managerFeeAccount, true),
      account(pool.poolMint, true),
      account(CLOCK_SYSVAR, false),
      account(pool.tokenProgramId, false),
      account(STAKE_PROGRAM, false),
    ],
    data: amounts(WITHDRAW_STAKE_WITH_SLIPPAGE, accounts.poolTokens, accounts.minimumLamports),
  };
}
