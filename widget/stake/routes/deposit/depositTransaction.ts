import type { OwnTransaction } from '../../../solana/road/ownTransaction';
import { withdrawAuthorityOf } from '../../../solana/poolAddresses';
import { associatedTokenAddress } from '../../../solana/stakeAccounts';
import type { PlainInstruction } from '../../../core/encoding/plainInstruction';
import { depositSolInstruction } from '../../../core/stakePool/depositSolInstruction';
import { createOwnAccountIdempotentInstruction } from '../../../core/stakePool/tokenInstructions';
import type { StakePool } from '../../../core/stakePool/stakePool';
import type { ValidatorList } from '../../../core/stakePool/validatorList';
import { updateUnitsRoom } from '../../../solana/poolUpdateInstructions';

/** A referrer named by the project, and whether its pool token account can take its share (see referrerAccountUsable). */
export interface DepositReferrer {
  wallet: string;
  accountUsable: boolean;
}

export interface DepositTransactionInput {
  staker: string;
  pool: StakePool & { address: string };
  /** The pool's program (one of the three deploys). */
  programId: string;
  referrer: DepositReferrer | null;
  lamports: bigint;
  /** What the staker's own part must at least be on chain (see `depositSolInstruction`). */
  minimumPoolTokens: bigint;
  /**
   * The pool's update, when it must be updated first (this epoch's update goes in front): its
   * instructions, built where the pool's accounts were read (see
   * poolUpdateReading), so the update's code loads only for a stale pool.
   */
  updateFirst?: { list: ValidatorList; instructions: readonly PlainInstruction[] } | null;
}

export interface DepositTransaction {
  /** Its instructions, the staker paying: the road measures, prices and compiles them. */
  transaction: OwnTransaction;
  /** The staker's associated pool token account: the one the pool tokens arrive in. */
  stakerTokenAccount: string;
  /** The account named for the referral share. */
  referrerTokenAccount: string;
  /** The referral share goes to the staker's own account (no referrer, or none with a usable account). */
  referrerIsStaker: boolean;
}

/** The referrer's associated pool token account: the account to read to know whether it can take its share. */
export function referrerAccountToRead(referrerWallet: string, pool: Pick<StakePool, 'poolMint' | 'tokenProgramId'>): string {
  return associatedTokenAddress(referrerWallet, pool.poolMint, pool.tokenProgramId);
}

/**
 * The staker's deposit of `lamports` into the pool, as one transaction the staker pays for and signs
 * alone (the road sets its compute budget: on litesvm with the real program it consumes 23,233 units
 * when the staker's pool token account exists, 32,317 when it creates it, about 2,300 more when a
 * referrer's account takes a share): the pool's update when it was not updated this epoch, their pool
 * token account created if missing, then
 * `DepositSolWithSlippage` with `minimumPoolTokens`. The referral share goes to the referrer's account when it can take it, else back to
 * the staker's own account, so no share is ever lost to a missing account.
 */
export function depositTransaction({
  staker,
  pool,
  programId,
  referrer,
  lamports,
  minimumPoolTokens,
  updateFirst,
}: DepositTransactionInput): DepositTransaction {
  const stakerTokenAccount = associatedTokenAddress(staker, pool.poolMint, pool.tokenProgramId);
  const referrerTokenAccount = referrer?.accountUsable ? referrerAccountToRead(referrer.wallet, pool) : stakerTokenAccount;
  const deposit = depositSolInstruction({
    programId,
    pool,
    withdrawAuthority: withdrawAuthorityOf(programId, pool.address),
    staker,
    stakerTokenAccount,
    referrerTokenAccount,
    lamports,
    minimumPoolTokens,
  });
  const instructions = [
    ...(updateFirst?.instructions ?? []),
    createOwnAccountIdempotentInstruction(staker, stakerTokenAccount, pool.poolMint, pool.tokenProgramId),
    deposit,
  ];
  return {
    // The update in front asks for room over its measure: anyone's lamports at a validator's stake meanwhile cost units.
    transaction: { payer: staker, instructions, ...(updateFirst ? { unitsRoom: updateUnitsRoom(updateFirst.list) } : {}) },
    stakerTokenAccount,
    referrerTokenAccount,
    referrerIsStaker: referrerTokenAccount === stakerTokenAccount,
  };
}
