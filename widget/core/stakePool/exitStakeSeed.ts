import { seededAddressHolds, type HeldAccount } from './stakeAccount';
import { MAX_SEED_LENGTH } from './systemInstructions';

/**
 * The seeds of a staker's exit stake accounts. Each is made with a seed from the staker's wallet (the
 * base) under the Stake program (`seededAccountInstructions`), so its address is sha256(wallet, seed, Stake):
 * anyone holding the wallet's address can list the candidates and read them back, with no index and no
 * `getProgramAccounts` (which public RPCs refuse for the Stake program). The seed is a short prefix,
 * the pool's first characters (so two pools' exits never share an address) and an index from 0: the
 * next exit takes the first index that holds nothing of the staker's yet (`seededAddressHolds`).
 */
export const EXIT_SEED_PREFIX = 'lstx';
const POOL_CHARACTERS = 12;
/** How many indices a reader looks at: one `getMultipleAccounts` (up to 100 addresses) covers them. */
export const EXIT_SEED_SLOTS = 16;

export function exitStakeSeed(pool: string, index: number): string {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`An exit index is a whole number from 0, not ${index}.`);
  const seed = `${EXIT_SEED_PREFIX}${pool.slice(0, POOL_CHARACTERS)}${index}`;
  if (seed.length > MAX_SEED_LENGTH) throw new RangeError(`The exit seed ${seed} is longer than ${MAX_SEED_LENGTH} bytes.`);
  return seed;
}

/** The seeds to read back, from index 0: the candidates for the staker's exit stake accounts of `pool`. */
export const exitStakeSeeds = (pool: string, count = EXIT_SEED_SLOTS): string[] =>
  Array.from({ length: count }, (_, index) => exitStakeSeed(pool, index));

/** The first index not taken yet (`taken` in seed order, as `seededAddressHolds` says), or null when all are. */
export function nextFreeExitIndex(taken: readonly boolean[]): number | null {
  const index = taken.indexOf(false);
  return index === -1 ? null : index;
}

/** The first seeded address the next exit can use, and the lamports already there; null when all are taken. */
export function nextExitAddress(accounts: readonly (HeldAccount | null | undefined)[]): { index: number; lamports: bigint } | null {
  const holds = accounts.map(seededAddressHolds);
  const index = nextFreeExitIndex(holds.map((held) => held.kind === 'taken'));
  if (index === null) return null;
  const held = holds[index]!;
  return { index, lamports: held.kind === 'lamports' ? held.lamports : 0n };
}
