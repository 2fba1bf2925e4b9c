import { addressBytes, concatBytes, u32, u64, utf8 } from '../encoding/instructionData';
import type { PlainInstruction } from '../encoding/plainInstruction';
import { PROGRAMS } from '../guard/programs';

/** The System program's `Transfer` (2), `CreateAccountWithSeed` (3) and `AllocateWithSeed` (9). */
const TRANSFER = 2;
const CREATE_ACCOUNT_WITH_SEED = 3;
const ALLOCATE_WITH_SEED = 9;
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

/** A seed's bytes, within the runtime's limit. */
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
      u32(CREATE_ACCOUNT_WITH_SEED),
      addressBytes(payer),
      u64(BigInt(seedBytes.length)),
      seedBytes,
      u64(lamports),
      u64(space),
      addressBytes(owner),
    ),
  };
}

/** `Transfer`: `lamports` from `from` (which signs) to `to`. */
export function transferInstruction(from: string, to: string, lamports: bigint): PlainInstruction {
  return {
    programAddress: PROGRAMS.system,
    accounts: [
      { address: from, signer: true, writable: true },
      { address: to, signer: false, writable: true },
    ],
    data: concatBytes(u32(TRANSFER), u64(lamports)),
  };
}

/**
 * `AllocateWithSeed` with the payer as the base: gives `space` bytes to the account at the seeded
 * address and assigns it to `owner`, whatever lamports it holds. The way to make a seeded address the
 * launch's own when someone sent it lamports first (CreateAccountWithSeed refuses an address that
 * holds any): the base's signature alone can, so only the wallet. Data: the tag (u32), the base, the
 * seed as a Rust string, space, owner.
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
      u32(ALLOCATE_WITH_SEED),
      addressBytes(payer),
      u64(BigInt(seedBytes.length)),
      seedBytes,
      u64(space),
      addressBytes(owner),
    ),
  };
}
