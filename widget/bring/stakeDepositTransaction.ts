import type { PlainInstruction } from '../core/encoding/plainInstruction';
import { authorizeStakeInstruction, depositStakeInstruction } from '../core/stakePool/depositStakeInstruction';
import type { StakePool } from '../core/stakePool/stakePool';
import { createOwnAccountIdempotentInstruction } from '../core/stakePool/tokenInstructions';
import type { ValidatorList } from '../core/stakePool/validatorList';
import { withdrawAuthorityOf } from '../solana/poolAddresses';
import { updateUnitsRoom } from '../solana/poolUpdateInstructions';
import type { OwnTransaction } from '../solana/road/ownTransaction';
import { validatorStakeAddressOf } from '../solana/stakePoolStakeAddresses';
import { associatedTokenAddress } from '../solana/stakeAccounts';
import type { UpdateFirst } from '../stake/pool/poolUpdateReading';
import { referrerAccountToRead, type DepositReferrer } from '../stake/routes/deposit/depositTransaction';

export interface StakeDepositTransactionInput {
  staker: string;
  /** The pool's program (one of the three deploys). */
  programId: string;
  pool: StakePool & { address: string };
  /** The pool's validator list: the validator's entry names its stake account's seed suffix. */
  list: ValidatorList;
  /** The staker's stake account, and the vote account it is delegated to. */
  stake: string;
  voter: string;
  referrer: DepositReferrer | null;
  /** What the staker's own part must at least be on chain: the preview's `lstOut`. */
  minimumPoolTokens: bigint;
  /** The pool's update, when it was not updated this epoch (see `readPoolUpdate`). */
  updateFirst?: UpdateFirst | null;
}

export interface StakeDepositTransaction {
  transaction: OwnTransaction;
  stakerTokenAccount: string;
  referrerTokenAccount: string;
}

/**
 * The staker's stake account into the pool, as one transaction the staker pays for and signs alone: the
 * pool's update in front when it was not updated this epoch, their pool token account created if missing
 * (idempotent), both roles of the stake account authorized to the pool's stake deposit authority, then
 * `DepositStakeWithSlippage` with the preview's figure as its minimum. The referral share goes to the
 * referrer's account when it can take it, else back to the staker's own, as a SOL deposit does.
 */
export function stakeDepositTransaction({
  staker,
  programId,
  pool,
  list,
  stake,
  voter,
  referrer,
  minimumPoolTokens,
  updateFirst,
}: StakeDepositTransactionInput): StakeDepositTransaction {
  const entry = list.validators.find((validator) => validator.voteAccount === voter);
  if (!entry) throw new Error(`The pool's validator list holds no entry for ${voter}.`);
  const stakerTokenAccount = associatedTokenAddress(staker, pool.poolMint, pool.tokenProgramId);
  const referrerTokenAccount = referrer?.accountUsable ? referrerAccountToRead(referrer.wallet, pool) : stakerTokenAccount;
  const authorize = (role: 'staker' | 'withdrawer'): PlainInstruction =>
    authorizeStakeInstruction({ stake, authority: staker, newAuthority: pool.stakeDepositAuthority, role });
  const instructions = [
    ...(updateFirst?.instructions ?? []),
    createOwnAccountIdempotentInstruction(staker, stakerTokenAccount, pool.poolMint, pool.tokenProgramId),
    authorize('staker'),
    authorize('withdrawer'),
    depositStakeInstruction({
      programId,
      pool,
      withdrawAuthority: withdrawAuthorityOf(programId, pool.address),
      stake,
      validatorStake: validatorStakeAddressOf(programId, voter, pool.address, entry.validatorSeedSuffix),
      stakerTokenAccount,
      referrerTokenAccount,
      minimumPoolTokens,
    }),
  ];
  return {
    transaction: { payer: staker, instructions, ...(updateFirst ? { unitsRoom: updateUnitsRoom(updateFirst.list) } : {}) },
    stakerTokenAccount,
    referrerTokenAccount,
  };
}
