import { addressBytes, concatBytes, u32, u64, utf8 } from '../encoding/instructionData';
import type { PlainInstruction } from '../encoding/plainInstruction';
import { PROGRAMS } from '../guard/programs';

/** The System program's instruction numbers used here. */
export const SYSTEM_INSTRUCTION = { transfer: 2, createAccountWithSeed: 3, allocateWithSeed: 9 } as const;
/** The runtime's limit on a seed, in bytes. */
export const MAX_SEED_LENGTH = 32;

export interface SeededAccount {
  /** Pays the lamports and signs; here also the base the address is derived from. */
  payer: string;
  /** The address `createWithSeed(payer, seed, owner)`: derived by widget/solana, checked by the runtime. */
  address: string;
  seed: string;
  lamports: bigint;
  space: bigint;
  owner: string;
}

/**
 * A System instruction on a seeded address, the payer its base: `tag`, then the base, the seed as a
 * Rust string (u64 length, bytes), `fields`, the owner. The runtime checks the address against the
 * base, the seed and the owner, and that the base signed.
 */
function seededInstruction(tag: number, base: string, seed: string, fields: Uint8Array[], owner: string) {
  const seedBytes = utf8(seed);
  if (seedBytes.length > MAX_SEED_LENGTH) throw new RangeError(`A seed is at most ${MAX_SEED_LENGTH} bytes, not ${seedBytes.length}.`);
  return concatBytes(u32(tag), addressBytes(base), u64(BigInt(seedBytes.length)), seedBytes, ...fields, addressBytes(owner));
}

/**
 * `CreateAccountWithSeed` with the payer as the base: the new account needs no keypair of its own,
 * only the payer's signature, so a launch can be resumed from the wallet alone. Its fields: lamports, space.
 */
export function createAccountWithSeedInstruction({ payer, address, seed, lamports, space, owner }: SeededAccount): PlainInstruction {
  return {
    programAddress: PROGRAMS.system,
    accounts: [
      { address: payer, signer: true, writable: true },
      { address, signer: false, writable: true },
    ],
    data: seededInstruction(SYSTEM_INSTRUCTION.createAccountWithSeed, payer, seed, [u64(lamports), u64(space)], owner),
  };
}

/**
 * `AllocateWithSeed` with the payer as the base: gives an empty System account at the seeded address
 * its space and its owner. How the staker takes over a seeded address someone sent lamports to, where
 * `CreateAccountWithSeed` would fail (the account exists). Its field: space.
 */
export function allocateWithSeedInstruction({ payer, address, seed, space, owner }: Omit<SeededAccount, 'lamports'>): PlainInstruction {
  return {
    programAddress: PROGRAMS.system,
    accounts: [
      { address, signer: false, writable: true },
      { address: payer, signer: true, writable: false },
    ],
    data: seededInstruction(SYSTEM_INSTRUCTION.allocateWithSeed, payer, seed, [u64(space)], owner),
  };
}

/** The System program's `Transfer` of `lamports` from `from` (which signs) to `to`. */
export function transferInstruction(from: string, to: string, lamports: bigint): PlainInstruction {
  return {
    programAddress: PROGRAMS.system,
    accounts: [
      { address: from, signer: true, writable: true },
      { address: to, signer: false, writable: true },
    ],
    data: concatBytes(u32(SYSTEM_INSTRUCTION.transfer), u64(lamports)),
  };
}

/**
 * A seeded account made so it lands whatever lamports reach its address first: `Transfer` the rest of
 * its rent (`lamports` less `dust`, what the address held when planned; nothing when that covers it),
 * then `AllocateWithSeed` gives it its space and owner. `CreateAccountWithSeed` would fail
 * (`AccountAlreadyInUse`) if anyone sent even one lamport there between our simulation and the
 * landing, and the payer would lose the fee; this shape lands over an empty address (the transfer makes
 * the System account) and over any dust, which stays in the account, its owner's. 9 bytes more than
 * `CreateAccountWithSeed`: the transfer's 17 less the 8 of the lamports field it no longer carries.
 */
export function seededAccountInstructions({ lamports, dust, ...seeded }: SeededAccount & { dust: bigint }): PlainInstruction[] {
  const rest = lamports - dust;
  return [...(rest > 0n ? [transferInstruction(seeded.payer, seeded.address, rest)] : []), allocateWithSeedInstruction(seeded)];
}
