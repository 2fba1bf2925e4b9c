import type { RpcClient } from '../api/rpcClient';
import { ServiceError } from '../core/config/errors';
import type { Inspection } from '../core/guard/guardTransaction';
import { programOf } from '../core/guard/decodedMessage';
import { PROGRAMS } from '../core/guard/programs';
import { resolveMessage } from '../core/guard/resolveMessage';
import type { Said } from '../core/texts/said';
import type { DecodedTransaction } from '../core/guard/decodedMessage';

const zip = <T>(addresses: readonly string[], values: readonly (T | null | undefined)[]) =>
  new Map(addresses.map((address, index) => [address, values[index] ?? null]));

/**
 * What the configured RPC says a transaction would do: its lookup tables read from the chain (one round
 * trip, only when it has any), then, in one more round trip, every account it names (and `watch`: the
 * mint, the clock, the staker's LST accounts) as they are now, beside its simulation with every account
 * it may write after. The simulation must not be older than the read: else it runs once more, at the read's slot.
 */
export async function inspectTransaction(
  rpc: RpcClient,
  transaction: DecodedTransaction,
  watch: readonly string[],
  signal?: AbortSignal,
): Promise<Inspection | { refusal: Said }> {
  const tables = transaction.message.lookups.map((lookup) => lookup.table);
  let minContextSlot: number | undefined;
  let tableAccounts = new Map();
  if (tables.length > 0) {
    const read = await rpc.getMultipleAccounts(tables, signal);
    minContextSlot = read.slot;
    tableAccounts = zip(tables, read.accounts);
  }
  const message = resolveMessage(transaction.message, tableAccounts);
  if (!('accountKeys' in message)) return { refusal: message };

  // Every account of the message is read, not only the writable ones: a multisig the staker signs for
  // may be read-only and still say whose an account is. Programs and sysvars are left out: they are no
  // one's assets, and a program deployed by the old loader (Token, Token-2022) is its whole binary.
  const { writable } = message;
  const programs = new Set([...message.instructions.map((instruction) => programOf(message, instruction)), ...Object.values(PROGRAMS)]);
  const readOnly = message.accountKeys.filter((key) => !programs.has(key) && !key.startsWith('Sysvar'));
  const addresses = [...new Set([...writable, ...readOnly, ...watch])];
  const [now, first] = await Promise.all([
    rpc.getMultipleAccounts(addresses, signal, minContextSlot),
    rpc.simulateTransaction(transaction.bytes, writable, signal, minContextSlot),
  ]);
  const simulation = first.slot >= now.slot ? first : await rpc.simulateTransaction(transaction.bytes, writable, signal, now.slot);
  if (simulation.slot < now.slot)
    throw new ServiceError('rpc', 'mismatch', 'The Solana RPC node did not answer as expected', 'simulated an older state than it read');
  return {
    message,
    reading: {
      err: simulation.err,
      logs: simulation.logs,
      before: zip(addresses, now.accounts),
      after: zip(writable, simulation.accounts),
    },
  };
}
