import type { SimulationReading } from '../core/guard/checkSimulation';
import type { RpcClient } from '../api/rpcClient';
import type { StakeAccounts } from '../core/guard/checkTransaction';

/**
 * Simulates the swap on the configured RPC and reads the same accounts as they are now, in parallel:
 * one round trip. Watched: the staker's wallet and LST accounts (after), and the mint (before).
 */
export async function simulateSwap(
  rpc: RpcClient,
  transaction: Uint8Array,
  mint: string,
  accounts: StakeAccounts,
  signal?: AbortSignal,
): Promise<SimulationReading> {
  const watched = [accounts.user, ...Object.values(accounts.lstAccountByProgram)];
  const [now, simulation] = await Promise.all([
    rpc.getMultipleAccounts([...watched, mint], signal),
    rpc.simulateTransaction(transaction, watched, signal),
  ]);
  const before = new Map([...watched, mint].map((address, index) => [address, now[index] ?? null]));
  const after = new Map(watched.map((address, index) => [address, simulation.accounts[index] ?? null]));
  return { err: simulation.err, logs: simulation.logs, before, after };
}
