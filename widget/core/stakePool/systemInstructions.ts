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

function seedOf(seed: string): Uint8Array {
  const bytes = utf8(seed);
  if (bytes.length > MAX_SEED_LENGTH) throw new RangeError(`A seed is at most ${MAX_SEED_LENGTH} bytes, not ${bytes.length}.`);
  return bytes;
}

/**
 * `CreateAccountWithSeed` with the payer as the base: the new account needs no keypair of its own,
 * only the payer's signature, so a launch can be resumed from the wallet alone. Data: the tag (u32),
 * the base, the seed as a Rust string (u64 length, bytes), lamports, space, owner.
 */
export function createAccountWithSeedInstruction({ payer, address, seed, lamports, space, owner }: SeededAccount): PlainInstruction {
  const seedBytes = seedOf(seed);
  return {
    programAddress: PROGRAMS.system,
    accounts: [
      { address: payer, signer: true, writable: true },
      { address, signer: false, writable: true },
    ],
    data: concatBytes(
      u32(SYSTEM_INSTRUCTION.createAccountWithSeed),
      addressBytes(payer),
      u64(BigInt(seedBytes.length)),
      seedBytes,
      u64(lamports),
      u64(space),
      addressBytes(owner),
    ),
  };
}

/**
 * `AllocateWithSeed` with the payer as the base: gives an empty System account at the seeded address
 * its space and its owner (the runtime checks the address against the base, the seed and the owner,
 * and that the base signed). How the staker takes over a seeded address someone sent lamports to,
 * where `CreateAccountWithSeed` would fail (the account exists). Data: the tag (u32), the base, the
 * seed (u64 length, bytes), space, owner.
 */
export function allocateWithSeedInstruction({ payer, address, seed, space, owner }: Omit<SeededAccount, 'lamports'>): PlainInstruction {
  const seedBytes = seedOf(seed);
  return {
    programAddress: PROGRAMS.system,
    accounts: [
      { address, signer: false, writable: true },
      { address: payer, signer: true, writable: false },
    ],
    data: concatBytes(
      u32(SYSTEM_INSTRUCTION.allocateWithSeed),
      addressBytes(payer),
      u64(BigInt(seedBytes.length)),
      seedBytes,
      u64(space),
      addressBytes(owner),
    ),
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
