import type { Address } from '@solana/kit';
import { MAX_TRANSACTION_BYTES } from '../core/amount/stakeLimits';
import type { PlainInstruction } from '../core/encoding/plainInstruction';
import { PROGRAMS } from '../core/guard/programs';
import { readU32, readU64 } from '../core/guard/decodedMessage';
import { decodeWireMessage, encodeWireMessage, type WireInstruction, type WireMessage } from './wireMessage';
import { decodeWireTransaction, encodeWireTransaction } from './wireTransaction';

/** What one of the message's lookups loads, in its order, as the chain's table holds it. */
export interface LoadedLookup {
  writable: readonly string[];
  readonly: readonly string[];
}

/** The instructions appended, with what it cost: the priority fee they add at the message's own price. */
export interface Appended {
  bytes: Uint8Array;
  addedFeeLamports: bigint;
}

const SET_LIMIT = 2;
const SET_PRICE = 3;
const MAX_UNITS = 1_400_000;
/** The most accounts a message can index: an instruction's account index is one byte. */
const MAX_ACCOUNT_KEYS = 256;
/** The runtime's default limit for an instruction of a program that is not a builtin (Token, Token-2022), without a set limit. */
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n;

/**
 * A service's unsigned transaction (a swap the aggregator built) with `instructions` of ours appended,
 * signed by its fee payer alone, every account named once (an account loaded twice fails the whole
 * transaction): one the message names keeps its place where its role allows ours (a lookup table's too),
 * a new one joins the static keys in its section, a program of ours that a table loads moves to the
 * static keys (the runtime never takes a program from a table), and a set compute unit limit is raised by
 * `units`. Instructions are rewritten by address, so every index follows. What ours ask must be the
 * message's already or new: otherwise, or past a packet's size, or for a message it does not read
 * (signed, another signer, v1, an account named twice), null: the transaction goes as the service built
 * it. The guard then reads the result like any other.
 */
export function appendInstructions(
  transaction: Uint8Array,
  loaded: readonly LoadedLookup[],
  instructions: readonly PlainInstruction[],
  units: number,
): Appended | null {
  let message: WireMessage;
  try {
    const { messageBytes, signatures } = decodeWireTransaction(transaction);
    if (signatures.some((signature) => signature.some((byte) => byte !== 0))) return null;
    message = decodeWireMessage(messageBytes);
  } catch {
    return null;
  }
  const lookups = message.addressTableLookups;
  if (lookups.length !== loaded.length) return null;
  const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } = message.header;
  if (numSignerAccounts !== 1) return null;
  const { staticAccounts } = message;
  const payer = staticAccounts[0]!;
  const writableEnd = staticAccounts.length - numReadonlyNonSignerAccounts;
  const staticWritable = staticAccounts.slice(numSignerAccounts, writableEnd);
  const staticReadonly = staticAccounts.slice(writableEnd);
  const oldKeys = [...staticAccounts, ...loaded.flatMap((lookup) => lookup.writable), ...loaded.flatMap((lookup) => lookup.readonly)];
  if (new Set(oldKeys).size !== oldKeys.length) return null;
  const loadedWritable = new Set(loaded.flatMap((lookup) => lookup.writable));
  const loadedReadonly = new Set(loaded.flatMap((lookup) => lookup.readonly));

  // Where ours go: each account the strongest role any of ours asks of it.
  const newWritable = new Set<string>();
  const newReadonly = new Set<string>();
  const promoted = new Set<string>();
  for (const { programAddress, accounts } of instructions) {
    const named = [
      ...accounts.map((account) => ({ ...account, program: false })),
      { address: programAddress, writable: false, signer: false, program: true },
    ];
    for (const { address, writable, signer, program } of named) {
      if (address === payer) {
        if (program) return null;
        continue;
      }
      // Only the fee payer signs.
      if (signer) return null;
      if (program) {
        if (loadedWritable.has(address) || newWritable.has(address)) return null;
        if (loadedReadonly.has(address)) promoted.add(address);
        else if (!(staticAccounts as readonly string[]).includes(address)) newReadonly.add(address);
      } else if (staticWritable.includes(address as Address) || loadedWritable.has(address)) continue;
      else if (staticReadonly.includes(address as Address) || loadedReadonly.has(address)) {
        if (writable) return null;
      } else if (writable) {
        newReadonly.delete(address);
        newWritable.add(address);
      } else if (!newWritable.has(address)) newReadonly.add(address);
    }
  }
  if ([...promoted].some((address) => newWritable.has(address))) return null;
  const staticKeys = [...staticAccounts.slice(0, writableEnd), ...newWritable, ...staticReadonly, ...newReadonly, ...promoted] as Address[];
  // A promoted program leaves its table: the lookups keep every other index, in their order, and one left
  // loading nothing goes (the runtime refuses a lookup that loads no account).
  const addressTableLookups = lookups
    .map((lookup, at) => ({
      ...lookup,
      readonlyIndexes: lookup.readonlyIndexes.filter((_, position) => !promoted.has(loaded[at]!.readonly[position]!)),
    }))
    .filter((lookup) => lookup.writableIndexes.length + lookup.readonlyIndexes.length > 0);
  const keys: string[] = [
    ...staticKeys,
    ...loaded.flatMap((lookup) => lookup.writable),
    ...loaded.flatMap((lookup) => lookup.readonly).filter((address) => !promoted.has(address)),
  ];
  // An instruction names an account by a byte: a new key of ours past 256 would push the message's own
  // indexes out of range (the encoder throws, and the road would blame the RPC).
  if (keys.length > MAX_ACCOUNT_KEYS) return null;
  const indexOf = (address: string) => keys.indexOf(address);
  const at = (index: number) => indexOf(oldKeys[index] ?? '');
  if (
    message.instructions.some((instruction) =>
      [instruction.programAddressIndex, ...instruction.accountIndices].some((index) => index >= oldKeys.length),
    )
  )
    return null;
  const ours = instructions.map(({ programAddress, accounts, data }) => ({
    programAddressIndex: indexOf(programAddress),
    accountIndices: accounts.map(({ address }) => indexOf(address)),
    data,
  }));

  const budget = PROGRAMS.computeBudget;
  let price = 0n;
  let limitSet = false;
  const theirs = message.instructions.map((instruction): WireInstruction => {
    const moved = {
      programAddressIndex: at(instruction.programAddressIndex),
      accountIndices: instruction.accountIndices.map(at),
      data: instruction.data,
    };
    if (staticAccounts[instruction.programAddressIndex] !== budget) return moved;
    const data = Uint8Array.from(instruction.data);
    if (data[0] === SET_PRICE) price = readU64(data, 1) ?? 0n;
    const limit = data[0] === SET_LIMIT ? readU32(data, 1) : null;
    if (limit === null) return moved;
    limitSet = true;
    new DataView(data.buffer).setUint32(1, Math.min(MAX_UNITS, limit + units), true);
    return { ...moved, data };
  });
  const addedUnits = limitSet ? BigInt(units) : DEFAULT_UNITS_PER_INSTRUCTION * BigInt(instructions.length);
  const edited: WireMessage = {
    ...message,
    header: {
      numSignerAccounts,
      numReadonlySignerAccounts,
      numReadonlyNonSignerAccounts: numReadonlyNonSignerAccounts + newReadonly.size + promoted.size,
    },
    staticAccounts: staticKeys,
    instructions: [...theirs, ...ours],
    addressTableLookups,
  };
  const bytes = encodeWireTransaction([null], encodeWireMessage(edited));
  if (bytes.length > MAX_TRANSACTION_BYTES) return null;
  return { bytes, addedFeeLamports: (price * addedUnits + 999_999n) / 1_000_000n };
}
