import type { InvokedInstruction, RpcClient } from '../api/rpcClient';
import { innerData, type InnerInstruction } from '../core/guard/accountCloses';
import { ServiceError } from '../core/config/errors';
import type { Inspection } from '../core/guard/guardTransaction';
import { needsNoRead } from '../core/guard/checkPrograms';
import { resolveMessage } from '../core/guard/resolveMessage';
import type { Said } from '../core/texts/said';
import type { DecodedTransaction } from '../core/guard/decodedMessage';

/**
 * An invoked instruction with its accounts by address. An index the message does not have names no
 * account: it stays as the index, which no list holds and no address equals.
 */
function invokedInstruction(keys: readonly string[], instruction: InvokedInstruction): InnerInstruction {
  const name = (index: number) => keys[index] ?? `#${index}`;
  const parsed = instruction.parsed as { type?: unknown; info?: unknown } | undefined;
  return {
    programId: 'programId' in instruction ? instruction.programId : name(instruction.programIdIndex),
    accounts: instruction.accounts?.map((account) => (typeof account === 'number' ? name(account) : account)) ?? null,
    data: instruction.data === undefined ? null : innerData(instruction.data),
    parsed:
      parsed && typeof parsed.type === 'string' && parsed.info && typeof parsed.info === 'object'
        ? { type: parsed.type, info: parsed.info as Record<string, unknown> }
        : null,
  };
}

const zip = <T>(addresses: readonly string[], values: readonly (T | null | undefined)[]) =>
  new Map(addresses.map((address, index) => [address, values[index] ?? null]));

/**
 * What the configured RPC says a transaction would do: its lookup tables read from the chain (one round
 * trip, only when it has any), then, in one more round trip, every account it names (and `watch`: the
 * mint, the clock, the staker's LST accounts) as they are now, beside its simulation with every account
 * it may write after and the programs it invoked. The simulation must not be older than the read: else it
 * runs once more, at the read's slot.
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
  // may be read-only and still say whose an account is, and a program the message names must be one the
  // guard knows. Known programs, top-level programs (checked by address) and sysvars need no read; a
  // program deployed by the old loader (Token, Token-2022) would be its whole binary.
  const { writable } = message;
  const unread = needsNoRead(message);
  const readOnly = message.accountKeys.filter((key) => !unread(key));
  const addresses = [...new Set([...writable, ...readOnly, ...watch])];
  const [now, first] = await Promise.all([
    rpc.getMultipleAccounts(addresses, signal, minContextSlot),
    rpc.simulateTransaction(transaction.bytes, writable, signal, minContextSlot),
  ]);
  const simulation = first.slot >= now.slot ? first : await rpc.simulateTransaction(transaction.bytes, writable, signal, now.slot);
  if (simulation.slot < now.slot)
    throw new ServiceError('rpc', 'mismatch', 'The Solana RPC node did not answer as expected', 'simulated an older state than it read');
  const inner = simulation.inner?.map((instruction) => invokedInstruction(message.accountKeys, instruction)) ?? null;
  return {
    message,
    reading: {
      err: simulation.err,
      logs: simulation.logs,
      invoked: inner?.map((instruction) => instruction.programId) ?? null,
      inner,
      before: zip(addresses, now.accounts),
      after: zip(writable, simulation.accounts),
    },
  };
}
