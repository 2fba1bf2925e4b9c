import { ComputeBudgetProgram, PublicKey, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import type { PlainInstruction } from '../core/encoding/plainInstruction';

export type { InstructionAccount, PlainInstruction } from '../core/encoding/plainInstruction';

/** web3.js types instruction data as Node's Buffer, but reads it as bytes: browsers have no Buffer. */
const toWeb3 = ({ programAddress, accounts, data }: PlainInstruction) =>
  new TransactionInstruction({
    programId: new PublicKey(programAddress),
    keys: accounts.map(({ address, signer, writable }) => ({ pubkey: new PublicKey(address), isSigner: signer, isWritable: writable })),
    data: data as TransactionInstruction['data'],
  });

/**
 * One unsigned v0 transaction that `payer` pays for and signs alone (its signature slot empty): the
 * compute budget first, then `instructions`. No lookup tables: what we build names every account.
 */
export function compileTransaction({
  payer,
  recentBlockhash,
  computeUnitLimit,
  computeUnitPriceMicroLamports,
  instructions,
}: {
  payer: string;
  recentBlockhash: string;
  computeUnitLimit: number;
  computeUnitPriceMicroLamports: number;
  instructions: readonly PlainInstruction[];
}): Uint8Array {
  const all = [
    ComputeBudgetProgram.setComputeUnitLimit({ units: computeUnitLimit }),
    ComputeBudgetProgram.setComputeUnitPrice({ microLamports: computeUnitPriceMicroLamports }),
    ...instructions.map(toWeb3),
  ];
  const message = new TransactionMessage({ payerKey: new PublicKey(payer), recentBlockhash, instructions: all }).compileToV0Message();
  return new VersionedTransaction(message).serialize();
}
