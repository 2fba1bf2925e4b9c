import { PublicKey } from '@solana/web3.js';

/** SPL account layouts, written as the real programs write them, so the guard reads demo data as real. */
export const TOKEN_ACCOUNT_RENT = 2_039_280n;

export function tokenAccountData(mint: string, owner: string, amount: bigint): Uint8Array {
  const data = new Uint8Array(165);
  data.set(new PublicKey(mint).toBytes(), 0);
  data.set(new PublicKey(owner).toBytes(), 32);
  new DataView(data.buffer).setBigUint64(64, amount, true);
  data[108] = 1; // initialized
  return data;
}

export function mintData(decimals: number): Uint8Array {
  const data = new Uint8Array(82);
  data[44] = decimals;
  data[45] = 1; // initialized
  return data;
}
