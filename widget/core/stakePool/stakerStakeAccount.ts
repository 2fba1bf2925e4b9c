import type { RawAccount } from '../guard/tokenLayouts';
import { STAKE_PROGRAM } from '../addresses/nativePrograms';
import { decodeStakeAccount, hasNoLockup, type StakeAccountState } from './stakeAccount';

/**
 * The account decoded when it is the staker's alone, as an exit creates it: owned by the Stake
 * program, initialized or delegated, the staker its staker and its withdrawer, no lockup or custodian.
 * Null for anything else: the bytes come from an RPC and the address is derivable by anyone, so an
 * account someone else put there (with their own authority) is never shown as the staker's.
 */
export function stakerStakeAccount(account: RawAccount | null | undefined, staker: string): StakeAccountState | null {
  if (!account || account.owner !== STAKE_PROGRAM) return null;
  let state: StakeAccountState;
  try {
    state = decodeStakeAccount(account.data);
  } catch {
    return null;
  }
  if (!state.meta || (state.kind !== 'initialized' && state.kind !== 'delegated')) return null;
  if (state.meta.staker !== staker || state.meta.withdrawer !== staker || !hasNoLockup(state.meta)) return null;
  return state;
}
