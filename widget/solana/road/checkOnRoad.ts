import { MAX_TRANSACTION_BYTES } from '../../core/amount/stakeLimits';
import type { DecodedTransaction } from '../../core/guard/decodedMessage';
import { guardText } from '../../core/guard/refusals';
import { sayRun } from '../../core/texts/runEnglish';
import { isRefusal, type Checked, type Judge, type Passed, type Refusal, type RoadRun } from './judge';
import { serviceFailure, type RoadFailure } from './roadEnd';
import { isOwn, isServiceWithOurs, ownTransactionSize, type Built } from './ownTransaction';
import type { RoadIo } from './roadIo';

export type CheckEnd<Verdict> =
  | { ready: Checked<Verdict> }
  /** Not to be signed as built: undecodable, too large for a packet, or refused by the rules (their refusal as they gave it). */
  | { refused: Extract<Verdict, Refusal> | Refusal }
  /** The RPC could not check it. */
  | { failed: RoadFailure }
  | { gone: true };

/**
 * The first half of the road, before any wallet is asked: a built transaction (one of our own first
 * measured, priced and compiled: `compileOwn`; a service's as it came, or with ours appended where that
 * is sound: `appendOwn`) is decoded once, must fit in a
 * packet, and is inspected on the configured RPC (simulated with every account the rules
 * read, at one slot) and judged by the action's own rules. A refusal wins over a run that went away
 * meanwhile (the staker sees why); an RPC failure does not.
 */
export async function checkOnRoad<Verdict>(
  io: Pick<RoadIo, 'compileOwn' | 'appendOwn' | 'decode' | 'inspect'>,
  built: Built,
  judge: Judge<Verdict>,
  run: RoadRun,
): Promise<CheckEnd<Verdict>> {
  // The RPC could not answer: said, unless the run went away meanwhile (nothing is said to a wallet that left).
  const unanswered = (error: unknown): CheckEnd<Verdict> =>
    run.gone() ? { gone: true } : { failed: serviceFailure(error, sayRun('checkFailed')) };
  let bytes: string | Uint8Array;
  if (isOwn(built)) {
    const size = ownTransactionSize(built);
    if (size > MAX_TRANSACTION_BYTES) return { refused: { refusal: guardText.tooLarge(size) } };
    try {
      bytes = await io.compileOwn(built, run.signal);
    } catch (error) {
      return unanswered(error);
    }
  } else if (isServiceWithOurs(built)) {
    try {
      bytes = await io.appendOwn(built, run.signal);
    } catch (error) {
      return unanswered(error);
    }
  } else bytes = built;
  let transaction: DecodedTransaction;
  try {
    transaction = io.decode(bytes);
  } catch {
    return { refused: { refusal: guardText.undecodable } };
  }
  // A transaction no packet can carry never lands: the RPC would not even simulate it.
  if (transaction.bytes.length > MAX_TRANSACTION_BYTES) return { refused: { refusal: guardText.tooLarge(transaction.bytes.length) } };
  let inspection;
  let verdict: Verdict | Refusal;
  try {
    inspection = await io.inspect(transaction, run.watch, run.signal);
    // A lookup table that is not on chain: nothing to judge.
    if ('refusal' in inspection) return { refused: inspection };
    verdict = judge(inspection);
  } catch (error) {
    return unanswered(error);
  }
  if (isRefusal(verdict)) return { refused: verdict };
  if (run.gone()) return { gone: true };
  return { ready: { transaction, inspection, verdict: verdict as Passed<Verdict>, judge } };
}
