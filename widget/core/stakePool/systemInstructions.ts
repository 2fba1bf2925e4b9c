import { addressBytes, concatBytes, u32, u64, utf8 } from '../encoding/instructionData';
import type { PlainInstruction } from '../encoding/plainInstruction';
import { PROGRAMS } from '../guard/programs';

/** The System program's `CreateAccountWithSeed` (its instruction number 3). */
const CREATE_ACCOUNT_WITH_SEED = 3;
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
 * `CreateAccountWithSeed` with the payer as the base: the new account needs no keypair of its own,
 * only the payer's signature, so a launch can be resumed from the wallet alone. Data: the tag (u32),
 * the base, the seed as a Rust string (u64 length, bytes), lamports, space, owner.
 */
export function createAccountWithSeedInstruction({ payer, address, seed, lamports, space, owner }: SeededAccount): PlainInstruction {
  const seedBytes = utf8(seed);
  if (seedBytes.length > MAX_SEED_LENGTH) throw new RangeError(`A seed is at most ${MAX_SEED_LENGTH} bytes, not ${seedBytes.length}.`);
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
