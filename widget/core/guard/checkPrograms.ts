import { LOADERS as LOADER_LIST, UPGRADEABLE_LOADER } from '../addresses/loaders';
import { SYSVARS } from '../addresses/sysvars';
import type { Said } from '../texts/said';
import { programOf, readU32, type DecodedMessage, type ResolvedMessage } from './decodedMessage';
import { KNOWN_PROGRAM_DATA, KNOWN_PROGRAMS } from './knownPrograms';
import { guardText } from './refusals';
import type { RawAccount } from './tokenLayouts';

/** The loaders that own every program the runtime can run: the BPF loaders, and the native programs' own. */
const LOADERS: ReadonlySet<string> = new Set(LOADER_LIST);

const KNOWN: ReadonlySet<string> = new Set(KNOWN_PROGRAMS);
/** Accounts the guard knows are no programs: the sysvars, and the listed programs' code accounts. */
const NOT_PROGRAMS: ReadonlySet<string> = new Set([...SYSVARS, ...KNOWN_PROGRAM_DATA]);

/** The upgradeable loader's state tag of a program's code account, which routes may name (Sanctum's calculators do). */
const PROGRAM_DATA = 3;

/**
 * An account the runtime could run: marked executable, or owned by a loader whatever its state (one not
 * deployed yet may be by the time the transaction lands), except the upgradeable loader's ProgramData: a
 * program's code, at an address derived from that program's, which is never run by its own address.
 */
export const isProgramAccount = (account: RawAccount): boolean =>
  account.executable ||
  (LOADERS.has(account.owner) && !(account.owner === UPGRADEABLE_LOADER && readU32(account.data, 0) === PROGRAM_DATA));

/**
 * Whether the guard needs no read of an account the message names: its top-level programs (checked by
 * address), the known programs, the sysvars and the known programs' code. Every other account is read,
 * so whether it is a program is known.
 */
export function needsNoRead(message: DecodedMessage): (address: string) => boolean {
  const topLevel = new Set(message.instructions.map((instruction) => programOf(message, instruction)));
  return (address) => KNOWN.has(address) || NOT_PROGRAMS.has(address) || topLevel.has(address);
}

/** What the guard knows of the programs a transaction can reach: the accounts as they are now, and what its simulation invoked. */
export interface ProgramReading {
  before: ReadonlyMap<string, RawAccount | null>;
  /** The programs the simulation invoked by cross-program invocation; null when the RPC did not say. */
  invoked?: readonly string[] | null;
}

/**
 * What runs is what was checked. A program runs, at any depth, only if the message names its account,
 * so every account the message names must be a known program, one of `allowed` (the configured
 * aggregator's and a wallet's own), a sysvar or a known program's code, or read and found not to be a
 * program. The programs the simulation invoked are held to the same list, as a second look. Null when
 * all is known.
 */
export function checkPrograms(message: ResolvedMessage, reading: ProgramReading, allowed: readonly string[]): Said | null {
  const known = (address: string) => KNOWN.has(address) || allowed.includes(address);
  for (const address of message.accountKeys) {
    if (known(address) || NOT_PROGRAMS.has(address)) continue;
    const account = reading.before.get(address);
    // Not read: nothing says what it is, so it counts as a program we do not know.
    if (account === undefined || (account !== null && isProgramAccount(account))) return guardText.unknownProgram(address);
  }
  const invoked = reading.invoked?.find((program) => !known(program));
  return invoked === undefined ? null : guardText.unknownProgram(invoked);
}
