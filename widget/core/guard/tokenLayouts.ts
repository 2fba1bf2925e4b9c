import { encodeBase58 } from '../base58';
import { readU64 } from './decodedMessage';

/** An account as the RPC returns it, decoded from base64. */
export interface RawAccount {
  lamports: bigint;
  /** The program that owns the account. */
  owner: string;
  data: Uint8Array;
}

export interface TokenAccount {
  mint: string;
  owner: string;
  amount: bigint;
}

/** The fixed start of an SPL token account (Token-2022 extensions follow it). */
const TOKEN_ACCOUNT_SIZE = 165;
const MINT_SIZE = 82;

export function readTokenAccount(data: Uint8Array): TokenAccount | null {
  if (data.length < TOKEN_ACCOUNT_SIZE) return null;
  const amount = readU64(data, 64);
  if (amount === null) return null;
  return { mint: encodeBase58(data.subarray(0, 32)), owner: encodeBase58(data.subarray(32, 64)), amount };
}

/** A mint's decimals, or null when the data is not an initialized mint. */
export function readMintDecimals(data: Uint8Array): number | null {
  if (data.length < MINT_SIZE || data[45] !== 1) return null;
  return data[44] ?? null;
}
