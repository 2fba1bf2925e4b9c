import type { StakeWidgetConfig } from '../../core/config/config';
import { CLOCK_SYSVAR, EPOCH_SCHEDULE_SYSVAR } from '../../core/addresses/sysvars';
import { chainEpochFrom, clockFrom } from '../../core/stakePool/chainEpoch';
import { poolApy, type PoolApy } from '../../core/stakePool/poolApy';
import type { LstEntry } from '../../core/lst/lst';
import { createRpcClient } from '../../api/rpcClient';
import { associatedTokenAddress } from '../../solana/stakeAccounts';
import { isAddress } from '../../core/encoding/isAddress';
import { poolProgramId } from '../../core/stakePool/poolPrograms';
import { referrerAccountUsable } from '../routes/deposit/referrerAccount';
import type { PoolTerms } from './poolTermsType';
import type { StakePool } from '../../core/stakePool/stakePool';
import { poolAsListed, type PoolMismatch } from './poolAsListed';
import { poolTermsOf } from './poolTermsOf';

/** The entry's pool as the chain has it now: its rate and every fee its holders pay; or why it is not the listed pool. */
export type PoolReading =
  | {
      ok: true;
      programId: string;
      address: string;
      pool: StakePool;
      currentEpoch: bigint;
      terms: PoolTerms;
      referrerUsable: boolean;
      /** Its APY over the last epoch, or why there is none; null when the RPC did not give the epoch's length. */
      apy: PoolApy | null;
    }
  /** `pool`: a genuine stake pool of the token, not where the list says (its fees and rate still hold). */
  | { ok: false; reason: PoolMismatch; pool?: StakePool };

/**
 * Reads the list entry's pool from the configured RPC in one call (the pool account, the card's mint,
 * the Clock and EpochSchedule sysvars (the APY's epoch length rides here), and the referrer's account
 * when one is named), never trusting the list alone: the
 * account must belong to the named program and mint the card's token with the mint's own token
 * program. A genuine stake pool of the token that the list names under another program (or none) is
 * still read: not as the list's pool, but for the fees and the rate its token carries. Whether it takes a deposit now is the deposit route's question; its rate and fees hold
 * for every route into its token.
 */
export async function readPool(config: StakeWidgetConfig, entry: LstEntry, referrer?: string, signal?: AbortSignal): Promise<PoolReading> {
  const programId = poolProgramId(entry.pool?.program ?? '');
  const address = entry.pool?.pool;
  if (!address || !isAddress(address)) return { ok: false, reason: 'missing' };
  // The referrer's account for this mint as the list says the mint is made; if the pool's own token
  // program differs, this account is no usable one and the share goes back to the staker.
  const referrerAccount = referrer ? associatedTokenAddress(referrer, entry.mint, entry.token_program) : null;
  const addresses = [address, entry.mint, CLOCK_SYSVAR, EPOCH_SCHEDULE_SYSVAR, ...(referrerAccount ? [referrerAccount] : [])];
  const { accounts } = await createRpcClient(config).getMultipleAccounts(addresses, signal);
  const [poolAccount = null, mintAccount = null, clock = null, schedule = null, referrerRead = null] = accounts;
  const currentEpoch = clockFrom(clock)?.epoch ?? null;
  if (currentEpoch === null) return { ok: false, reason: 'missing' };
  const listed = poolAsListed({ poolAccount, mintAccount, programId, mint: entry.mint });
  if (!listed.ok || !programId) return listed.ok ? { ok: false, reason: 'wrong-program', pool: listed.pool } : listed;
  const { pool } = listed;
  const chain = chainEpochFrom(clock, schedule);
  return {
    ok: true,
    programId,
    address,
    pool,
    currentEpoch,
    terms: poolTermsOf(pool, entry.decimals),
    referrerUsable: referrer !== undefined && referrerAccountUsable(referrerRead, pool),
    apy: chain && poolApy(pool, chain),
  };
}
