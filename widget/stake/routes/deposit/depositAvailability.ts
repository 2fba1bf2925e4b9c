import type { StakePool } from '../../../core/stakePool/stakePool';
import { poolAsListed, type PoolAccounts, type PoolMismatch } from '../../pool/poolAsListed';

export type { ReadAccount } from '../../pool/poolAsListed';

/**
 * Whether SOL can go straight into a project's stake pool now, from the accounts as the RPC reads
 * them. Every "no" has its reason, so the card can fall back to the swap and say why.
 */

/**
 * Why a deposit cannot run now: the chain's pool is not the listed one (`PoolMismatch`), or
 * - `stale`: the pool was not updated this epoch, and the program refuses deposits until it is (the
 *   deposit route then puts the pool's update in front where it fits: see poolUpdateReading);
 * - `deposit-authority`: every SOL deposit must be signed by the pool's deposit authority.
 */
export type DepositUnavailable = PoolMismatch | 'stale' | 'deposit-authority';

export type DepositAvailability = { ok: true; pool: StakePool } | { ok: false; reason: DepositUnavailable };

export interface DepositAvailabilityInput extends PoolAccounts {
  /** The current epoch (see `clockFrom`). */
  currentEpoch: bigint;
}

/** Whether the listed pool takes SOL now: updated this epoch, and open to any depositor. */
export function depositOpen(pool: StakePool, currentEpoch: bigint): { ok: true } | { ok: false; reason: 'stale' | 'deposit-authority' } {
  // The program: "We want this to hold to ensure that deposit_sol mints pool tokens at the right price".
  if (pool.lastUpdateEpoch < currentEpoch) return { ok: false, reason: 'stale' };
  if (pool.solDepositAuthority !== null) return { ok: false, reason: 'deposit-authority' };
  return { ok: true };
}

/** Whether a deposit into this pool can run now, and the pool when it can. */
export function depositAvailability({ currentEpoch, ...accounts }: DepositAvailabilityInput): DepositAvailability {
  const listed = poolAsListed(accounts);
  if (!listed.ok) return listed;
  const open = depositOpen(listed.pool, currentEpoch);
  return open.ok ? listed : open;
}
