import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import type { InstructionAccount, PlainInstruction } from '../widget/core/encoding/plainInstruction';

const roleOf = ({ signer, writable }: InstructionAccount): AccountRole =>
  signer ? (writable ? AccountRole.WRITABLE_SIGNER : AccountRole.READONLY_SIGNER) : writable ? AccountRole.WRITABLE : AccountRole.READONLY;

/**
 * An unsigned v0 transaction of exactly `instructions`, as an aggregator hands one over (its signature
 * slots empty). Not widget/solana's compileTransaction, which puts our own compute budget first: the
 * demo's aggregator writes its own, or none at all (the 'drain' shape), as a hostile one may.
 */
export function aggregatorTransaction(payer: string, recentBlockhash: string, instructions: readonly PlainInstruction[]): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (message) => setTransactionMessageFeePayer(address(payer), message),
    // The block height is not part of the bytes: the demo chain keeps each blockhash's expiry itself.
    (message) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: blockhash(recentBlockhash), lastValidBlockHeight: 0n }, message),
    (message) =>
      appendTransactionMessageInstructions(
        instructions.map(({ programAddress, accounts, data }) => ({
          programAddress: address(programAddress),
          accounts: accounts.map((account) => ({ address: address(account.address), role: roleOf(account) })),
          data,
        })),
        message,
      ),
  );
  return getTransactionEncoder().encode(compileTransaction(message)) as Uint8Array;
}
