/**
 * A transaction message as the guard reads it: framework-free, decoded once by widget/solana.
 * Accounts are indexes into the message's account list: its static keys, then the addresses it loads
 * from address lookup tables (every table's writable ones, then every table's read-only ones), which
 * only the chain can tell: see `resolveMessage`.
 */
export interface DecodedInstruction {
  programIndex: number;
  accounts: readonly number[];
  data: Uint8Array;
}

/** One address lookup table the message loads accounts from, by index into the table. */
export interface AddressLookup {
  table: string;
  writable: readonly number[];
  readonly: readonly number[];
}

export interface DecodedMessage {
  /** How many signatures the message requires (the header's first byte). */
  signaturesRequired: number;
  /** The header's counts of read-only signed and read-only unsigned static keys. */
  readonlySigned: number;
  readonlyUnsigned: number;
  /** Base58 addresses written in the message itself, fee payer first. */
  staticKeys: readonly string[];
  recentBlockhash: string;
  instructions: readonly DecodedInstruction[];
  /** Empty for a legacy message. */
  lookups: readonly AddressLookup[];
}

/** A message whose every account is known: the static keys and what its lookup tables hold on chain. */
export interface ResolvedMessage extends DecodedMessage {
  /** Every account the instructions index, in the runtime's order. */
  accountKeys: readonly string[];
  /** The accounts the transaction may write: the only ones it can change, cross-program invocations included. */
  writable: readonly string[];
}

/** The address of an instruction's `position`-th account, or null when it has none. */
export function accountAt(message: ResolvedMessage, instruction: DecodedInstruction, position: number): string | null {
  const index = instruction.accounts[position];
  return index === undefined ? null : (message.accountKeys[index] ?? null);
}

/** The program an instruction calls. The runtime never loads a program id from a lookup table. */
export const programOf = (message: DecodedMessage, instruction: DecodedInstruction): string | undefined =>
  message.staticKeys[instruction.programIndex];

/** Little-endian integers from instruction or account data; null when the data is too short. */
export function readU16(data: Uint8Array, offset: number): number | null {
  if (data.length < offset + 2) return null;
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getUint16(offset, true);
}

export function readU32(data: Uint8Array, offset: number): number | null {
  if (data.length < offset + 4) return null;
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(offset, true);
}

export function readU64(data: Uint8Array, offset: number): bigint | null {
  if (data.length < offset + 8) return null;
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true);
}

/** A transaction's bytes, its message's bytes, and its message as the guard reads it. */
export interface DecodedTransaction {
  bytes: Uint8Array;
  messageBytes: Uint8Array;
  message: DecodedMessage;
}
