import { Keypair, VersionedTransaction } from '@solana/web3.js';
/** What the stake flow needs of a wallet: who is connected, and a signature. */
export interface SigningWallet {
  current(): string | null;
  signTransaction(transaction: Uint8Array): Promise<Uint8Array>;
}

/** A wallet that signs with a fresh keypair, and can be told to refuse or to tamper. */
export function keypairWallet(keypair = Keypair.generate()) {
  let connected: string | null = keypair.publicKey.toBase58();
  const wallet = {
    keypair,
    address: keypair.publicKey.toBase58(),
    prompts: 0,
    refuse: false,
    /** Signs this many more prompts, then refuses each next one, as a person who rejects midway; null: no such limit. */
    refuseAfter: null as number | null,
    disconnect() {
      connected = null;
    },
    current: () => connected,
    async signTransaction(bytes: Uint8Array): Promise<Uint8Array> {
      wallet.prompts++;
      const spent = wallet.refuseAfter === 0;
      if (wallet.refuseAfter !== null && !spent) wallet.refuseAfter--;
      if (wallet.refuse || spent) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      const transaction = VersionedTransaction.deserialize(bytes);
      transaction.sign([keypair]);
      return transaction.serialize();
    },
  } satisfies SigningWallet & Record<string, unknown>;
  return wallet;
}
