/**
 * A transaction message as the guard reads it: framework-free, decoded once by widget/solana.
 * Accounts are indexes into `staticKeys`; an index past its end names an account loaded from an
 * address lookup table, whose address the guard does not know.
 */
export interface DecodedInstruction {
  programIndex: number;
  accounts: readonly number[];
  data: Uint8Array;
}

export interface DecodedMessage {
  /** How many signatures the message requires (the header's first byte). */
  signaturesRequired: number;
  /** Base58 addresses written in the message itself, fee payer first. */
  staticKeys: readonly string[];
  recentBlockhash: string;
  instructions: readonly DecodedInstruction[];
}

/** The address of an instruction's `position`-th account, or null when it comes from a lookup table. */
export function accountAt(message: DecodedMessage, instruction: DecodedInstruction, position: number): string | null {
  const index = instruction.accounts[position];
  return index === undefined ? null : (message.staticKeys[index] ?? null);
}

/** Little-endian integers from instruction or account data; null when the data is too short. */
export function readU32(data: Uint8Array, offset: number): number | null {
  if (data.length < offset + 4) return null;
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(offset, true);
}

export function readU64(data: Uint8Array, offset: number): bigint | null {
  if (data.length < offset + 8) return null;
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true);
}
