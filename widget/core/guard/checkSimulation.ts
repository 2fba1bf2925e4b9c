import { readableError } from '../config/errors';
import type { InnerInstruction } from './accountCloses';
import { amountParam, type Said } from '../texts/said';
import { tokenAmount, type TokenNames } from './knownTokens';
import { positionRefusal } from './positionRules';
import { guardText } from './refusals';
import { stakerPosition, withoutSetAside, type AccountChanges, type PositionScope, type SetAside } from './stakerPosition';

/** The configured RPC's simulation, with every writable account as it is now and as it would be after. */
export interface SimulationReading extends AccountChanges {
  /** The simulation's error, or null. */
  err: unknown;
  logs: readonly string[];
  /** The programs the simulation invoked by cross-program invocation; null when the RPC did not say. */
  invoked?: readonly string[] | null;
  /** Those invocations themselves, with their accounts and data where the RPC gave them; null when it did not say. */
  inner?: readonly InnerInstruction[] | null;
}

export interface StakeExpectation {
  user: string;
  /** The LST: its mint and symbol, and its decimals as the chain says. */
  mint: string;
  symbol: string;
  decimals: number;
  /** The SOL staked, in lamports. */
  lamports: bigint;
  /** The transaction's exact fee: per signature, plus the priority fee its compute budget sets. */
  fee: bigint;
  /** The least LST the staker must receive: the quote's `otherAmountThreshold`. */
  minimumOut: bigint;
  /** The route's own program's accounts that record the staker by design (see `SetAside`). */
  setAside?: SetAside;
  /** What the stake itself does to the staker's accounts: the message's own closes, the accounts it opens. */
  scope: PositionScope;
}

export type SimulationVerdict = { refusal: Said } | { lstGained: bigint; solSpent: bigint };

/**
 * What the transaction would do to the staker, as the configured RPC runs it, accounted in full:
 * nothing of theirs changes but the LST rising by at least the minimum (over all their accounts of it),
 * no other token of theirs falling, and their SOL (wallet plus token accounts, so wrapped SOL and the
 * rent of a new account of theirs stay theirs) falling by at most the amount and the exact fee.
 */
export function checkSimulation(reading: SimulationReading, expected: StakeExpectation): SimulationVerdict {
  if (reading.err !== null && reading.err !== undefined) {
    return { refusal: guardText.simulationFailed(readableError(reading.err)) };
  }
  if (expected.minimumOut <= 0n) return { refusal: guardText.quoteNothing };
  const names: TokenNames = { lst: { mint: expected.mint, symbol: expected.symbol, decimals: expected.decimals } };
  const changes = expected.setAside ? withoutSetAside(reading, expected.setAside) : reading;
  const position = stakerPosition(expected.user, changes, names, expected.scope);
  if ('refusal' in position) return position;

  const lst = position.tokens.get(expected.mint) ?? { before: 0n, after: 0n };
  const lstGained = lst.after - lst.before;
  if (lstGained < expected.minimumOut) {
    const amount = (units: bigint) => tokenAmount(expected.mint, units, names);
    return { refusal: guardText.underDelivers(amount(lstGained < 0n ? 0n : lstGained), amount(expected.minimumOut)) };
  }
  const refusal = positionRefusal(position, expected.mint, names);
  if (refusal) return { refusal };
  const solSpent = position.lamportsBefore - position.lamportsAfter;
  const allowed = expected.lamports + expected.fee;
  if (solSpent > allowed) return { refusal: guardText.sendsSolElsewhere(amountParam(solSpent - allowed, 9)) };
  if (position.deferred) return { refusal: position.deferred };
  return { lstGained, solSpent };
}
