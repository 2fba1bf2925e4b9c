import type { RpcClient } from '../../api/rpcClient';
import { base64ToBytes } from '../../core/encoding/base64';
import { readLookupTable } from '../../core/guard/resolveMessage';
import { appendInstructions, type LoadedLookup } from '../appendInstructions';
import { decodeTransaction } from '../decodeTransaction';
import type { ServiceWithOurs } from './ownTransaction';

/** What ours return must be at least this many times the priority fee they add (a tenth at most goes to the fee). */
const ADDED_FEE_SHARE = 10n;

/**
 * A service's transaction with ours appended where that is sound: its lookup tables read from the
 * configured RPC (a table that is not there, or an address past its end, leaves it as it came: the
 * guard then refuses it in its own words), ours named as the tables name them, and the priority fee
 * they add at most a tenth of what they return. Otherwise the service's bytes as they came; the RPC's failure throws.
 */
export async function appendOwn(
  rpc: Pick<RpcClient, 'getMultipleAccounts'>,
  { service, appended, units, returns }: ServiceWithOurs,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const bytes = typeof service === 'string' ? base64ToBytes(service) : service;
  let lookups;
  try {
    lookups = decodeTransaction(bytes).message.lookups;
  } catch {
    return bytes;
  }
  const loaded: LoadedLookup[] = [];
  if (lookups.length > 0) {
    const { accounts } = await rpc.getMultipleAccounts(
      lookups.map((lookup) => lookup.table),
      signal,
    );
    for (const [at, lookup] of lookups.entries()) {
      const addresses = readLookupTable(accounts[at] ?? null);
      const named = (indexes: readonly number[]) => indexes.map((index) => addresses?.[index]);
      const [writable, readonly] = [named(lookup.writable), named(lookup.readonly)];
      if (!addresses || [...writable, ...readonly].some((address) => address === undefined)) return bytes;
      loaded.push({ writable: writable as string[], readonly: readonly as string[] });
    }
  }
  const result = appendInstructions(bytes, loaded, appended, units);
  // The card shows what the close returns: the priority fee it adds must be a small part of that.
  return result && result.addedFeeLamports * ADDED_FEE_SHARE <= returns ? result.bytes : bytes;
}
