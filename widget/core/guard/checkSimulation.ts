import { amountParam, type Said } from '../texts/said';
import { readableError } from '../errors';
import { guardText } from './refusals';
import { FEE_RESERVE_LAMPORTS } from '../stakeLimits';
import { TOKEN_PROGRAMS } from './programs';
import { readMintDecimals, readTokenAccount, type RawAccount } from './tokenLayouts';

/** The configured RPC's simulation of the swap, and the same accounts read just before it. */
export interface SimulationReading {
  /** The simulation's error, or null. */
  err: unknown;
  logs: readonly string[];
  before: ReadonlyMap<string, RawAccount | null>;
  after: ReadonlyMap<string, RawAccount | null>;
}

export interface SimulationExpectation {
  user: string;
  mint: string;
  symbol: string;
  /** The LST list's decimals for the mint: what the card has shown amounts with. */
  listDecimals: number;
  lamports: bigint;
  /** The quote's `otherAmountThreshold`: the least LST the swap may deliver. */
  minimumOut: bigint;
  /** The staker's LST account under each token program; the mint's owner says which one is used. */
  lstAccountByProgram: Readonly<Record<string, string>>;
}

export type SimulationVerdict = { refusal: Said } | { decimals: number; lstGained: bigint; solSpent: bigint };

/**
 * What the swap would really do, as the configured RPC runs it: refused when it fails, when the
 * staker's SOL falls by more than the amount plus the fee reserve, or when their LST account gains less
 * than the quote's minimum. The mint's own decimals must be the ones the card has shown.
 */
export function checkSimulation(reading: SimulationReading, expected: SimulationExpectation): SimulationVerdict {
  if (reading.err !== null && reading.err !== undefined) {
    return { refusal: guardText.simulationFailed(readableError(reading.err)) };
  }
  const mint = reading.before.get(expected.mint);
  const decimals = mint && TOKEN_PROGRAMS.includes(mint.owner) ? readMintDecimals(mint.data) : null;
  if (!mint || decimals === null) return { refusal: guardText.notAMint };
  if (decimals !== expected.listDecimals) return { refusal: guardText.decimals(expected.listDecimals, decimals) };

  const lstAddress = expected.lstAccountByProgram[mint.owner];
  const lstAfter = lstAddress ? reading.after.get(lstAddress) : null;
  const tokenAfter = lstAfter?.owner === mint.owner ? readTokenAccount(lstAfter.data) : null;
  if (!tokenAfter || tokenAfter.mint !== expected.mint || tokenAfter.owner !== expected.user) {
    return { refusal: guardText.noLstAccount };
  }
  const lstBefore = lstAddress ? reading.before.get(lstAddress) : null;
  const amountBefore = (lstBefore && readTokenAccount(lstBefore.data)?.amount) ?? 0n;
  const lstGained = tokenAfter.amount - amountBefore;
  if (lstGained < expected.minimumOut) {
    const lst = (amount: bigint) => amountParam(amount, decimals, expected.symbol);
    return { refusal: guardText.underDelivers(lst(lstGained < 0n ? 0n : lstGained), lst(expected.minimumOut)) };
  }

  const solBefore = reading.before.get(expected.user)?.lamports ?? 0n;
  const solAfter = reading.after.get(expected.user)?.lamports ?? 0n;
  const solSpent = solBefore - solAfter;
  if (solSpent > expected.lamports + FEE_RESERVE_LAMPORTS) {
    return { refusal: guardText.takesTooMuch(solSpent, expected.lamports, FEE_RESERVE_LAMPORTS) };
  }
  return { decimals, lstGained, solSpent };
}
