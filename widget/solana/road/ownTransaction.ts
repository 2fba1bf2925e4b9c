import { PROGRAMS } from '../../core/guard/programs';
import type { PlainInstruction } from '../../core/encoding/plainInstruction';

/**
 * A transaction of our own (a deposit, an exit, a stake-account action, a launch step) before its
 * compute budget and blockhash: the road measures it, prices it on the chain's recent fees and
 * compiles it (`compileOwn`). The staker pays and alone signs.
 */
export interface OwnTransaction {
  payer: string;
  instructions: readonly PlainInstruction[];
  /**
   * Compute units to ask for over what the measure consumed: a path the chain may take by the time
   * it lands, which anyone can open meanwhile for the price of a transfer (a pool update over lamports
   * sent to a validator's stake). Without it the transaction would fail on chain, its fee lost.
   */
  unitsRoom?: number;
}

/**
 * A service's transaction with instructions of ours to append at its end (the close of the account a
 * full swap back empties), worth `returns` lamports to the staker: appended where the message allows it
 * and the priority fee they add stays within a tenth of that (`appendOwn`), else the service's as it came.
 */
export interface ServiceWithOurs {
  service: string | Uint8Array;
  appended: readonly PlainInstruction[];
  /** Compute units the appended instructions may take, added to a limit the service set. */
  units: number;
  returns: bigint;
}

/** What a route or a runner hands the road: a service's transaction (base64 or bytes), kept as it came or with ours appended, or one of our own. */
export type Built = string | Uint8Array | OwnTransaction | ServiceWithOurs;

export const isOwn = (built: Built): built is OwnTransaction => typeof built === 'object' && 'instructions' in built;
export const isServiceWithOurs = (built: Built): built is ServiceWithOurs => typeof built === 'object' && 'service' in built;

/** The accounts it writes, the payer first: the accounts whose recent fees price it. */
export function writableOf({ payer, instructions }: OwnTransaction): string[] {
  const written = instructions.flatMap((instruction) =>
    instruction.accounts.filter((account) => account.writable).map((account) => account.address),
  );
  return [...new Set([payer, ...written])];
}

/**
 * Its size once signed, exactly as `compileTransaction` compiles it (v0, no lookup tables): a signature
 * (65 bytes with its count), the message's version, header and key count (5), its keys, blockhash,
 * instruction count and empty table list (34 and 32 a key), the two Compute Budget instructions (20),
 * then each instruction: its program, account count and data length (3, one more for data of 128
 * bytes or more), its accounts and data. Every other count of a packet-sized transaction is below 128:
 * one byte. Known before compiling, so one that no packet can carry is refused in words rather than
 * failing to compile.
 */
export function ownTransactionSize({ payer, instructions }: OwnTransaction): number {
  const named = instructions.flatMap(({ programAddress, accounts }) => [programAddress, ...accounts.map(({ address }) => address)]);
  const keys = new Set([payer, PROGRAMS.computeBudget, ...named]).size;
  return instructions.reduce(
    (size, { accounts, data }) => size + 3 + (data.length < 128 ? 0 : 1) + accounts.length + data.length,
    65 + 5 + 34 + 32 * keys + 20,
  );
}
