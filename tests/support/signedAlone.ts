import { PublicKey, TransactionInstruction, TransactionMessage, VersionedTransaction, type Keypair } from '@solana/web3.js';
import type { PlainInstruction } from '../../widget/core/encoding/plainInstruction';

/**
 * Someone's own transaction, outside the widget: `instructions` as they are (no compute budget), in a
 * v0 message that `signer` pays for and signs alone. Its bytes, for a test runtime to land.
 */
export function signedAlone(signer: Keypair, recentBlockhash: string, instructions: readonly PlainInstruction[]): Uint8Array {
  const message = new TransactionMessage({
    payerKey: signer.publicKey,
    recentBlockhash,
    instructions: instructions.map(
      ({ programAddress, accounts, data }) =>
        new TransactionInstruction({
          programId: new PublicKey(programAddress),
          keys: accounts.map((account) => ({
            pubkey: new PublicKey(account.address),
            isSigner: account.signer,
            isWritable: account.writable,
          })),
          data: Buffer.from(data),
        }),
    ),
  });
  const transaction = new VersionedTransaction(message.compileToV0Message());
  transaction.sign([signer]);
  return transaction.serialize();
}
