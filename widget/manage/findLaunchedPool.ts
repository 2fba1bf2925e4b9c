import type { RpcClient } from '../api/rpcClient';
import { POOL_PROGRAM_IDS } from '../core/stakePool/poolPrograms';
import { decodeStakePool } from '../core/stakePool/stakePool';
import { LAUNCH_SEEDS } from '../launch/launchAddresses';
import { seededAddress } from '../solana/seededAddress';

/**
 * The pool the wallet launched from the launch page: its address is derived from the wallet (the
 * launch's seeds under the SPL program), so it is found again without any record. Null when there is
 * no pool there, or the account there is not a pool this wallet manages. An RPC that fails rejects:
 * "you launched nothing" would be a wrong answer, and the page says the pool could not be read.
 */
export async function findLaunchedPool(rpc: RpcClient, wallet: string, signal?: AbortSignal): Promise<string | null> {
  const programId = POOL_PROGRAM_IDS.Spl;
  const pool = await seededAddress(wallet, LAUNCH_SEEDS.pool, programId);
  const [account] = (await rpc.getMultipleAccounts([pool], signal)).accounts;
  if (!account || account.owner !== programId) return null;
  try {
    return decodeStakePool(account.data).manager === wallet ? pool : null;
  } catch {
    // Something of the program's at the address that is not a pool: not a launch of this wallet's.
    return null;
  }
}
