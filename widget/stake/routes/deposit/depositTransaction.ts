import { compileTransaction } from '../../../solana/compileTransaction';
import { withdrawAuthorityOf } from '../../../solana/poolAddresses';
import { associatedTokenAddress } from '../../../solana/stakeAccounts';
import type { PlainInstruction } from '../../../core/encoding/plainInstruction';
import { depositSolInstruction } from '../../../core/stakePool/depositSolInstruction';
import { createOwnAccountIdempotentInstruction } from '../../../core/stakePool/tokenInstructions';
import type { StakePool } from '../../../core/stakePool/stakePool';

/**
 * The compute units the deposit transaction may use, and what the priority fee is paid on. Measured
 * on the real program (tests/unit/depositOnLitesvm.test.ts, litesvm 1.4.1): 23,233 units when the
 * staker's pool token account exists, 32,317 when the transaction creates it (about 2,300 more when
 * a referrer's account takes a share: a third MintTo). litesvm's built-in
 * Token program spends about 120 units a MintTo; the classic SPL Token program on mainnet spends
 * thousands, and a deposit mints up to three times (staker, manager, referrer) besides creating the
 * account: 100,000 covers that with room to spare, and is still a small limit.
 */
export const DEPOSIT_COMPUTE_UNIT_LIMIT = 100_000;
/**
 * A modest priority: 100,000 units x 20,000 micro-lamports = 2,000 lamports, far below the spec's cap
 * of 1,000,000 lamports (PRIORITY_FEE_MAX_LAMPORTS).
 */
export const DEPOSIT_COMPUTE_UNIT_PRICE_MICRO_LAMPORTS = 20_000;

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
   * instructions and the compute units they add, built where the pool's accounts were read (see
   * poolUpdateReading), so the update's code loads only for a stale pool.
   */
  updateFirst?: { instructions: readonly PlainInstruction[]; computeUnits: number } | null;
  recentBlockhash: string;
}

export interface DepositTransaction {
  /** The unsigned v0 transaction, serialized (the staker's signature slot empty). */
  bytes: Uint8Array;
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
 * The staker's deposit of `lamports` into the pool, as one unsigned v0 transaction the staker pays
 * for and signs alone: the compute budget, the pool's update when it was not updated this epoch
 * (its limit raised by the update's), their pool token account created if missing, then
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
  recentBlockhash,
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
  const bytes = compileTransaction({
    payer: staker,
    recentBlockhash,
    computeUnitLimit: DEPOSIT_COMPUTE_UNIT_LIMIT + (updateFirst?.computeUnits ?? 0),
    computeUnitPriceMicroLamports: DEPOSIT_COMPUTE_UNIT_PRICE_MICRO_LAMPORTS,
    instructions: [
      ...(updateFirst?.instructions ?? []),
      createOwnAccountIdempotentInstruction(staker, stakerTokenAccount, pool.poolMint, pool.tokenProgramId),
      deposit,
    ],
  });
  return {
    bytes,
    stakerTokenAccount,
    referrerTokenAccount,
    referrerIsStaker: referrerTokenAccount === stakerTokenAccount,
  };
}
