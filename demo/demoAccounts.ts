import { PublicKey } from '@solana/web3.js';

/** SPL account layouts, written as the real programs write them, so the guard reads demo data as real. */
export const TOKEN_ACCOUNT_RENT = 2_039_280n;

/** `delegate`: who may spend `delegatedAmount` of it; `native`: a wrapped-SOL account, whose rent reserve is kept. */
export function tokenAccountData(
  mint: string,
  owner: string,
  amount: bigint,
  { delegate, delegatedAmount = 0n, native = false }: { delegate?: string | undefined; delegatedAmount?: bigint; native?: boolean } = {},
): Uint8Array {
  const data = new Uint8Array(165);
  const view = new DataView(data.buffer);
  data.set(new PublicKey(mint).toBytes(), 0);
  data.set(new PublicKey(owner).toBytes(), 32);
  view.setBigUint64(64, amount, true);
  if (delegate) {
    view.setUint32(72, 1, true);
    data.set(new PublicKey(delegate).toBytes(), 76);
    view.setBigUint64(121, delegatedAmount, true);
  }
  data[108] = 1; // initialized
  if (native) {
    view.setUint32(109, 1, true);
    view.setBigUint64(113, TOKEN_ACCOUNT_RENT, true);
  }
  return data;
}

export function mintData(decimals: number): Uint8Array {
  const data = new Uint8Array(82);
  data[44] = decimals;
  data[45] = 1; // initialized
  return data;
}
