import { encodeBase58 } from '../encoding/base58';
import { readU16, readU32, readU64 } from './decodedMessage';

/** An account as the RPC returns it, decoded from base64. */
export interface RawAccount {
  lamports: bigint;
  /** The program that owns the account. */
  owner: string;
  data: Uint8Array;
  /** Marked as a program the runtime can run. */
  executable: boolean;
}

/** A Token-2022 extension: its type number and its bytes. */
export interface Extension {
  type: number;
  value: Uint8Array;
}

export interface TokenAccount {
  mint: string;
  owner: string;
  amount: bigint;
  delegate: string | null;
  delegatedAmount: bigint;
  /** 1 initialized, 2 frozen. */
  state: number;
  /** Wrapped SOL: the account's amount is its lamports above rent. */
  isNative: boolean;
  closeAuthority: string | null;
  extensions: Extension[];
}

export interface Mint {
  mintAuthority: string | null;
  supply: bigint;
  decimals: number;
  freezeAuthority: string | null;
  extensions: Extension[];
}

/** The fixed start of an SPL token account and mint (Token-2022 extensions follow, after byte 165). */
const TOKEN_ACCOUNT_SIZE = 165;
const MINT_SIZE = 82;
/** Where Token-2022 writes which kind of account carries extensions, and where they start. */
const ACCOUNT_TYPE_OFFSET = 165;
const ACCOUNT_TYPE = { mint: 1, account: 2 } as const;

/** Reads `COption<Pubkey>`: a u32 tag, then 32 bytes. */
function optionalKey(data: Uint8Array, offset: number): string | null {
  return readU32(data, offset) === 1 ? encodeBase58(data.subarray(offset + 4, offset + 36)) : null;
}

/**
 * The extensions after a Token-2022 account's base state, as type-length-value entries. Null when
 * the bytes there are not a well-formed list (an account we cannot read is refused, not guessed at).
 */
function readExtensions(data: Uint8Array, accountType: number): Extension[] | null {
  if (data.length <= ACCOUNT_TYPE_OFFSET) return [];
  if (data[ACCOUNT_TYPE_OFFSET] !== accountType) return null;
  const extensions: Extension[] = [];
  let offset = ACCOUNT_TYPE_OFFSET + 1;
  while (offset + 4 <= data.length) {
    const type = readU16(data, offset)!;
    const length = readU16(data, offset + 2)!;
    if (type === 0) break; // the rest is unused space
    if (offset + 4 + length > data.length) return null;
    extensions.push({ type, value: data.subarray(offset + 4, offset + 4 + length) });
    offset += 4 + length;
  }
  return extensions;
}

export function readTokenAccount(data: Uint8Array): TokenAccount | null {
  if (data.length < TOKEN_ACCOUNT_SIZE) return null;
  const state = data[108]!;
  const extensions = readExtensions(data, ACCOUNT_TYPE.account);
  if (state === 0 || state > 2 || !extensions) return null;
  return {
    mint: encodeBase58(data.subarray(0, 32)),
    owner: encodeBase58(data.subarray(32, 64)),
    amount: readU64(data, 64)!,
    delegate: optionalKey(data, 72),
    state,
    isNative: readU32(data, 109) === 1,
    delegatedAmount: readU64(data, 121)!,
    closeAuthority: optionalKey(data, 129),
    extensions,
  };
}

/** A mint, or null when the data is not an initialized mint. */
export function readMint(data: Uint8Array): Mint | null {
  if (data.length < MINT_SIZE || data[45] !== 1) return null;
  // A Token-2022 mint with extensions is padded to the size of an account before its type byte.
  if (data.length > MINT_SIZE && data.length <= ACCOUNT_TYPE_OFFSET) return null;
  const extensions = readExtensions(data, ACCOUNT_TYPE.mint);
  if (!extensions) return null;
  return {
    mintAuthority: optionalKey(data, 0),
    supply: readU64(data, 36)!,
    decimals: data[44]!,
    freezeAuthority: optionalKey(data, 46),
    extensions,
  };
}
