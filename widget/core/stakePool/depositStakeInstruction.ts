import { CLOCK_SYSVAR, STAKE_HISTORY_SYSVAR } from '../addresses/sysvars';
import { STAKE_PROGRAM } from '../addresses/nativePrograms';
import { addressBytes, concatBytes, u32, u64, u8 } from '../encoding/instructionData';
import type { InstructionAccount, PlainInstruction } from '../encoding/plainInstruction';
import type { StakePool } from './stakePool';

/**
 * Bring your stake (issue 39): a staker's own delegated stake account handed to the pool's stake deposit
 * authority (the Stake program's `Authorize`, once for each role) and deposited (`DepositStakeWithSlippage`),
 * for the pool's token.
 */

/** The Stake program's `Authorize` (its `StakeInstruction` enum, a u32) and the roles it hands over (`StakeAuthorize`, a u32). */
const AUTHORIZE = 1;
export const STAKE_AUTHORIZE = { staker: 0, withdrawer: 1 } as const;
export type StakeRole = keyof typeof STAKE_AUTHORIZE;

/**
 * The pool program's `DepositStakeWithSlippage` (its `StakePoolInstruction` enum, from 0): `DepositStake` (9)
 * with a minimum of pool tokens for the staker, which the program itself enforces, so a manager who raises
 * the stake deposit fee between our simulation and the landing takes nothing more.
 */
export const DEPOSIT_STAKE_WITH_SLIPPAGE = 23;

/**
 * `Authorize`: the stake account's `role` handed to `newAuthority`; its current holder (the staker's wallet)
 * signs. Accounts: the stake account, the Clock, the authority. No custodian: a stake account under a
 * lockup is not the pool's to take (see qualify), so none is ever needed.
 */
export function authorizeStakeInstruction({
  stake,
  authority,
  newAuthority,
  role,
}: {
  stake: string;
  authority: string;
  newAuthority: string;
  role: StakeRole;
}): PlainInstruction {
  return {
    programAddress: STAKE_PROGRAM,
    accounts: [
      { address: stake, signer: false, writable: true },
      { address: CLOCK_SYSVAR, signer: false, writable: false },
      { address: authority, signer: true, writable: false },
    ],
    data: concatBytes(u32(AUTHORIZE), addressBytes(newAuthority), u32(STAKE_AUTHORIZE[role])),
  };
}

export interface DepositStakeAccounts {
  /** The pool's program (one of the three deploys). */
  programId: string;
  /** The pool as decoded, and its address. */
  pool: StakePool & { address: string };
  /** The PDA of [pool, "withdraw"]: it mints the pool tokens. */
  withdrawAuthority: string;
  /** The stake account deposited: both its authorities already the pool's stake deposit authority. */
  stake: string;
  /** The pool's stake account for the validator the deposit is delegated to: the deposit merges into it. */
  validatorStake: string;
  /** The staker's pool token account: receives the staker's pool tokens. */
  stakerTokenAccount: string;
  /** Receives the referral share of the fee; the staker's own account when there is no referrer. */
  referrerTokenAccount: string;
  /** The fewest pool tokens the staker's own part may be (the program's `pool_tokens_user`); else the program refuses. */
  minimumPoolTokens: bigint;
}

/**
 * `DepositStakeWithSlippage`: the stake account merges into the validator's stake account of the pool, its
 * lamports beyond the delegated stake go to the reserve, and the pool mints to the staker, the manager fee
 * account and the referrer. Accounts in the program's order; the deposit authority is the pool's own,
 * the default PDA of [pool, "deposit"], which signs by the program (so it is no signer here): a pool
 * with an authority of its own takes no public stake deposit and is not offered this (see qualify).
 */
export function depositStakeInstruction({
  programId,
  pool,
  withdrawAuthority,
  stake,
  validatorStake,
  stakerTokenAccount,
  referrerTokenAccount,
  minimumPoolTokens,
}: DepositStakeAccounts): PlainInstruction {
  if (minimumPoolTokens <= 0n) throw new RangeError(`A minimum is a u64 above 0, not ${minimumPoolTokens}.`);
  const account = (address: string, writable: boolean): InstructionAccount => ({ address, signer: false, writable });
  return {
    programAddress: programId,
    accounts: [
      account(pool.address, true),
      account(pool.validatorList, true),
      account(pool.stakeDepositAuthority, false),
      account(withdrawAuthority, false),
      account(stake, true),
      account(validatorStake, true),
      account(pool.reserveStake, true),
      account(stakerTokenAccount, true),
      account(pool.managerFeeAccount, true),
      account(referrerTokenAccount, true),
      account(pool.poolMint, true),
      account(CLOCK_SYSVAR, false),
      account(STAKE_HISTORY_SYSVAR, false),
      account(pool.tokenProgramId, false),
      account(STAKE_PROGRAM, false),
    ],
    data: concatBytes(u8(DEPOSIT_STAKE_WITH_SLIPPAGE), u64(minimumPoolTokens)),
  };
}
