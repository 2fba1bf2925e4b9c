import { getSetComputeUnitLimitInstruction, getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget';
import { getAddressComparator, type Address } from '@solana/kit';
import type { PlainInstruction } from '../core/encoding/plainInstruction';
import { encodeWireMessage } from './wireMessage';
import { encodeWireTransaction } from './wireTransaction';

export type { InstructionAccount, PlainInstruction } from '../core/encoding/plainInstruction';

/** An account's role as kit writes it: bit 0 writable, bit 1 signer; two roles merge as their union. */
const WRITABLE = 1;
const SIGNER = 2;
/** kit's limits for a v0 message it compiles. */
const MAX_ACCOUNTS = 64;
const MAX_SIGNERS = 12;
const MAX_INSTRUCTIONS = 64;
const MAX_INSTRUCTION_ACCOUNTS = 255;

/**
 * One unsigned v0 transaction that `payer` pays for and signs (every signature slot empty): the
 * compute budget first (limit, then price: @solana-program/compute-budget's builders), then
 * `instructions`. No lookup tables: what we build names every account. Compiled as kit's
 * `compileTransaction` compiles a v0 message without tables (kit's message pipeline also carries v1
 * messages: about 4 KB gzipped of the embed): the fee payer first, then the other accounts of each kind
 * (signed or not, writable or not) ordered by kit's address comparator; an account named twice takes
 * the union of its roles; a program may not be writable or pay the fees; and kit's limits on accounts,
 * signers and instructions. tests/unit/kitCompileTransaction.test.ts holds the bytes equal to kit's
 * compile and to web3.js's.
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
  const budget = [
    getSetComputeUnitLimitInstruction({ units: computeUnitLimit }),
    getSetComputeUnitPriceInstruction({ microLamports: BigInt(computeUnitPriceMicroLamports) }),
  ].map(({ programAddress, data }): PlainInstruction => ({ programAddress, accounts: [], data: data as Uint8Array }));
  return compileInstructions(payer, recentBlockhash, [...budget, ...instructions]);
}

/**
 * One unsigned v0 transaction of exactly `all`, no compute budget added, compiled as `compileTransaction`
 * says: what an aggregator hands over (the demo's builds its own this way, a hostile one's included).
 */
export function compileInstructions(payer: string, recentBlockhash: string, all: readonly PlainInstruction[]): Uint8Array {
  if (all.length > MAX_INSTRUCTIONS || all.some(({ accounts }) => accounts.length > MAX_INSTRUCTION_ACCOUNTS))
    throw new RangeError('Too many instructions, or accounts in one, for a transaction.');

  const roles = new Map<string, number>();
  const programs = new Set<string>();
  for (const { programAddress, accounts } of all) {
    if (programAddress === payer || (roles.get(programAddress) ?? 0) & WRITABLE)
      throw new RangeError(`A program (${programAddress}) cannot be writable or pay the fees.`);
    programs.add(programAddress);
    roles.set(programAddress, roles.get(programAddress) ?? 0);
    for (const { address, signer, writable } of accounts) {
      if (address === payer) continue;
      if (writable && programs.has(address)) throw new RangeError(`A program (${address}) cannot be writable.`);
      roles.set(address, (roles.get(address) ?? 0) | (signer ? SIGNER : 0) | (writable ? WRITABLE : 0));
    }
  }
  const compare = getAddressComparator();
  // Signers first, then writable first within each, then by address.
  const others = [...roles].sort(
    ([left, leftRole], [right, rightRole]) =>
      (rightRole & SIGNER) - (leftRole & SIGNER) || (rightRole & WRITABLE) - (leftRole & WRITABLE) || compare(left, right),
  );
  const ordered: [string, number][] = [[payer, SIGNER | WRITABLE], ...others];
  const signers = ordered.filter(([, role]) => role & SIGNER).length;
  if (ordered.length > MAX_ACCOUNTS || signers > MAX_SIGNERS) throw new RangeError('Too many accounts or signers for a transaction.');
  const keys = ordered.map(([address]) => address as Address);
  const indexOf = (address: string) => keys.indexOf(address as Address);

  const messageBytes = encodeWireMessage({
    version: 0,
    header: {
      numSignerAccounts: signers,
      numReadonlySignerAccounts: ordered.filter(([, role]) => role === SIGNER).length,
      numReadonlyNonSignerAccounts: ordered.filter(([, role]) => !role).length,
    },
    staticAccounts: keys,
    lifetimeToken: recentBlockhash as Address,
    instructions: all.map(({ programAddress, accounts, data }) => ({
      programAddressIndex: indexOf(programAddress),
      accountIndices: accounts.map(({ address }) => indexOf(address)),
      data,
    })),
    addressTableLookups: [],
  });
  return encodeWireTransaction(Array<null>(signers).fill(null), messageBytes);
}
