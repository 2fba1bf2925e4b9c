import { readTokenAccount } from '../../../core/guard/tokenLayouts';
import type { ReadAccount } from './depositAvailability';
import type { StakePool } from '../../../core/stakePool/stakePool';

/** Token account state: 1 initialized, 2 frozen (a frozen account cannot be minted to). */
const INITIALIZED = 1;

/**
 * Whether the referrer's token account, as read from the RPC, can take its share of the fee: an
 * initialized, unfrozen account of the pool's mint under the pool's token program. Minting to any
 * other account would fail the staker's deposit, so then the staker's own account is named instead.
 */
export function referrerAccountUsable(account: ReadAccount | null, pool: Pick<StakePool, 'poolMint' | 'tokenProgramId'>): boolean {
  if (!account || account.owner !== pool.tokenProgramId) return false;
  const token = readTokenAccount(account.data);
  return token !== null && token.mint === pool.poolMint && token.state === INITIALIZED;
}
