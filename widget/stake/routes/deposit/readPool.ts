import type { StakeWidgetConfig } from '../../../core/config/config';
import { CLOCK_SYSVAR } from '../../../core/guard/guardTransaction';
import type { LstEntry } from '../../../core/lst/lst';
import { createRpcClient } from '../../../api/rpcClient';
import { associatedTokenAddress } from '../../../solana/stakeAccounts';
import type { PoolTerms } from '../route';
import { epochFeeFraction, poolRate, solDepositFeeFraction } from './depositArithmetic';
import { depositAvailability, epochFromClock, type DepositUnavailable } from './depositAvailability';
import { poolProgramId } from '../../../core/stakePool/poolPrograms';
import { referrerAccountUsable } from './referrerAccount';
import type { StakePool } from '../../../core/stakePool/stakePool';

/** The entry's pool as the chain has it now, ready for a deposit; or why no deposit can run now. */
export type PoolReading =
  | { ok: true; programId: string; address: string; pool: StakePool; terms: PoolTerms; referrerUsable: boolean }
  | { ok: false; reason: DepositUnavailable };

/**
 * Reads the list entry's pool from the configured RPC in one call (the pool account, the card's mint,
 * the clock, and the referrer's account when one is named), never trusting the list alone: the
 * account must belong to the named program, mint the card's token with the mint's own token program,
 * have been updated this epoch and take SOL without a deposit authority.
 */
export async function readPool(config: StakeWidgetConfig, entry: LstEntry, referrer?: string, signal?: AbortSignal): Promise<PoolReading> {
  const programId = poolProgramId(entry.pool?.program ?? '');
  const address = entry.pool?.pool;
  if (!programId || !address) return { ok: false, reason: 'missing' };
  // The referrer's account for this mint as the list says the mint is made; if the pool's own token
  // program differs, this account is no usable one and the share goes back to the staker.
  const referrerAccount = referrer ? associatedTokenAddress(referrer, entry.mint, entry.token_program) : null;
  const addresses = [address, entry.mint, CLOCK_SYSVAR, ...(referrerAccount ? [referrerAccount] : [])];
  const { accounts } = await createRpcClient(config).getMultipleAccounts(addresses, signal);
  const [poolAccount = null, mintAccount = null, clock = null, referrerRead = null] = accounts;
  const currentEpoch = clock ? epochFromClock(clock.data) : null;
  if (currentEpoch === null) return { ok: false, reason: 'missing' };
  const available = depositAvailability({ poolAccount, mintAccount, programId, mint: entry.mint, currentEpoch });
  if (!available.ok) return available;
  const { pool } = available;
  return {
    ok: true,
    programId,
    address,
    pool,
    terms: { lamportsPerToken: poolRate(pool, entry.decimals), depositFee: solDepositFeeFraction(pool), epochFee: epochFeeFraction(pool) },
    referrerUsable: referrer !== undefined && referrerAccountUsable(referrerRead, pool),
  };
}
