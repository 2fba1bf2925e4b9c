import type { RpcClient } from '../../api/rpcClient';
import { SYSTEM_PROGRAM } from '../../core/addresses/nativePrograms';
import { compileTransaction } from '../compileTransaction';
import { computeUnitLimit, computeUnitPrice, MAX_COMPUTE_UNITS } from './computeBudget';
import { writableOf, type OwnTransaction } from './ownTransaction';

/** Any blockhash stands in while measuring (the node simulates on its own latest one): 32 zero bytes, as the System program's address spells them. */
const STAND_IN_BLOCKHASH = SYSTEM_PROGRAM;

/**
 * Our own transaction as the wallet will sign it, priced to land under load: in one round trip, a
 * recent blockhash, what it consumes (simulated with the runtime's most units, on the node's latest
 * blockhash) and the prices recent slots landed transactions writing its accounts at; then compiled
 * with a limit from what it consumed and a price from those fees, its priority fee within
 * `maxPriorityFeeLamports`. A node that does not serve the recent fees leaves it at no priority; any
 * other failure throws. The guard then inspects these very bytes, and holds their exact fee.
 */
export async function compileOwn(
  rpc: Pick<RpcClient, 'getLatestBlockhash' | 'simulateUnits' | 'getRecentPrioritizationFees'>,
  own: OwnTransaction,
  maxPriorityFeeLamports: number,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const compile = (recentBlockhash: string, computeUnitLimit: number, computeUnitPriceMicroLamports: number) =>
    compileTransaction({ ...own, recentBlockhash, computeUnitLimit, computeUnitPriceMicroLamports });
  const [recentBlockhash, unitsConsumed, recent] = await Promise.all([
    rpc.getLatestBlockhash(signal),
    rpc.simulateUnits(compile(STAND_IN_BLOCKHASH, MAX_COMPUTE_UNITS, 0), signal),
    rpc.getRecentPrioritizationFees(writableOf(own), signal).catch((): number[] => []),
  ]);
  const limit = computeUnitLimit(unitsConsumed === null ? null : unitsConsumed + (own.unitsRoom ?? 0));
  return compile(recentBlockhash, limit, computeUnitPrice(recent, limit, maxPriorityFeeLamports));
}
