import { PROGRAMS } from '../guard/programs';
import type { InstructionAccount, PlainInstruction } from '../encoding/plainInstruction';
import type { StakePool } from './stakePool';

/**
 * The program's instruction number for `DepositSolWithSlippage` (its `StakePoolInstruction` enum, from
 * 0): `DepositSol` (14) with a minimum of pool tokens for the staker, which the program itself enforces.
 * Without it, a manager who raised the pool's SOL deposit fee (`SetFee` takes effect at once for that
 * fee) between our simulation and the transaction landing would take the difference.
 */
export const DEPOSIT_SOL_WITH_SLIPPAGE = 25;
const U64_MAX = 2n ** 64n - 1n;

export interface DepositSolAccounts {
  /** The pool's program (one of the three deploys). */
  programId: string;
  /** The pool as decoded, and its address. */
  pool: StakePool & { address: string };
  /** The PDA of [pool, "withdraw"] under the program: it mints the pool tokens. */
  withdrawAuthority: string;
  /** The staker: pays the lamports, and signs. */
  staker: string;
  /** The staker's pool token account: receives the staker's pool tokens. */
  stakerTokenAccount: string;
  /** Receives the referral share of the fee; the staker's own account when there is no referrer. */
  referrerTokenAccount: string;
  lamports: bigint;
  /**
   * The fewest pool tokens the staker's own part may be (the program's `pool_tokens_user`: the tokens
   * minted less the whole deposit fee, before any referral share comes back); else the program refuses.
   */
  minimumPoolTokens: bigint;
}

/**
 * `DepositSolWithSlippage`: the staker's lamports go into the pool's reserve, and the pool mints pool tokens to
 * the staker, the manager fee account and the referrer. Accounts in the program's order, marked as
 * the program needs them: the pool (its totals change), the reserve (receives the lamports), the
 * staker (signs and pays), the three token accounts and the mint (minted to) are writable; the
 * authority, System and the token program are read. No SOL deposit authority is passed: a pool that
 * needs one is not offered this route (see depositAvailability).
 */
export function depositSolInstruction({
  programId,
  pool,
  withdrawAuthority,
  staker,
  stakerTokenAccount,
  referrerTokenAccount,
  lamports,
  minimumPoolTokens,
}: DepositSolAccounts): PlainInstruction {
  if (lamports < 0n || lamports > U64_MAX) throw new RangeError(`A deposit is a u64 of lamports, not ${lamports}.`);
  if (minimumPoolTokens <= 0n || minimumPoolTokens > U64_MAX) throw new RangeError(`A minimum is a u64 above 0, not ${minimumPoolTokens}.`);
  const data = new Uint8Array(17);
  data[0] = DEPOSIT_SOL_WITH_SLIPPAGE;
  new DataView(data.buffer).setBigUint64(1, lamports, true);
  new DataView(data.buffer).setBigUint64(9, minimumPoolTokens, true);
  const account = (address: string, writable: boolean, signer = false): InstructionAccount => ({ address, signer, writable });
  return {
    programAddress: programId,
    accounts: [
      account(pool.address, true),
      account(withdrawAuthority, false),
      account(pool.reserveStake, true),
      account(staker, true, true),
      account(stakerTokenAccount, true),
      account(pool.managerFeeAccount, true),
      account(referrerTokenAccount, true),
      account(pool.poolMint, true),
      account(PROGRAMS.system, false),
      account(pool.tokenProgramId, false),
    ],
    data,
  };
}
