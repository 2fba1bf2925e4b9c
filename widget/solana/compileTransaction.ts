import { getSetComputeUnitLimitInstruction, getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget';
import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction as compileKitTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Instruction,
} from '@solana/kit';
import type { InstructionAccount, PlainInstruction } from '../core/encoding/plainInstruction';

export type { InstructionAccount, PlainInstruction } from '../core/encoding/plainInstruction';

const roleOf = ({ signer, writable }: InstructionAccount): AccountRole =>
  signer ? (writable ? AccountRole.WRITABLE_SIGNER : AccountRole.READONLY_SIGNER) : writable ? AccountRole.WRITABLE : AccountRole.READONLY;

const toKit = ({ programAddress, accounts, data }: PlainInstruction): Instruction => ({
  programAddress: address(programAddress),
  accounts: accounts.map((account) => ({ address: address(account.address), role: roleOf(account) })),
  data,
});

/**
 * One unsigned v0 transaction that `payer` pays for and signs alone (its signature slot empty): the
 * compute budget first (limit, then price: @solana-program/compute-budget's builders, measured at 45
 * bytes gzipped over writing the two instructions ourselves, where kit's own setters cost 0.5 KB more
 * for carrying v1 configuration), then `instructions`. No lookup tables: what we build names
 * every account. kit orders the accounts of each kind (signed or not, writable or not) by address,
 * where web3.js 1.x kept them in order of first use: the same transaction in other bytes
 * (tests/unit/kitCompileTransaction.test.ts compares both).
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
    getSetComputeUnitLimitInstruction({ units: computeUnitLimit }),
    getSetComputeUnitPriceInstruction({ microLamports: BigInt(computeUnitPriceMicroLamports) }),
    ...instructions.map(toKit),
  ];
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (message) => setTransactionMessageFeePayer(address(payer), message),
    // The block height after which the blockhash expires is not part of the bytes: trackTransaction asks the RPC whether the blockhash is still valid.
    (message) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: blockhash(recentBlockhash), lastValidBlockHeight: 0n }, message),
    (message) => appendTransactionMessageInstructions(all, message),
  );
  return getTransactionEncoder().encode(compileKitTransaction(message)) as Uint8Array;
}
