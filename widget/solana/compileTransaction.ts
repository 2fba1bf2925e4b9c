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
import { COMPUTE_BUDGET_PROGRAM } from '../core/addresses/nativePrograms';
import { concatBytes, u32, u64, u8 } from '../core/encoding/instructionData';
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
 * The Compute Budget program's SetComputeUnitLimit (2, then the units as a u32) and SetComputeUnitPrice
 * (3, then micro-lamports as a u64), written here: kit's own setters (which also handle v1 messages'
 * configuration) cost 0.5 KB gzipped more in the embed, for the same 14 bytes of data.
 */
const computeBudget = (data: Uint8Array): Instruction => ({ programAddress: address(COMPUTE_BUDGET_PROGRAM), data });
const SET_COMPUTE_UNIT_LIMIT = 2;
const SET_COMPUTE_UNIT_PRICE = 3;

/**
 * One unsigned v0 transaction that `payer` pays for and signs alone (its signature slot empty): the
 * compute budget first (limit, then price), then `instructions`. No lookup tables: what we build names
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
    computeBudget(concatBytes(u8(SET_COMPUTE_UNIT_LIMIT), u32(computeUnitLimit))),
    computeBudget(concatBytes(u8(SET_COMPUTE_UNIT_PRICE), u64(BigInt(computeUnitPriceMicroLamports)))),
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
