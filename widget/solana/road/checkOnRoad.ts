import { MAX_TRANSACTION_BYTES } from '../../core/amount/stakeLimits';
import type { DecodedTransaction } from '../../core/guard/decodedMessage';
import { guardText } from '../../core/guard/refusals';
import { say } from '../../core/texts/english';
import { isRefusal, type Checked, type Judge, type Passed, type Refusal, type RoadRun } from './judge';
import { serviceFailure, type RoadFailure } from './roadEnd';
import type { RoadIo } from './roadIo';

export type CheckEnd<Verdict> =
  | { ready: Checked<Verdict> }
  /** Not to be signed as built: undecodable, too large for a packet, or refused by the rules (their refusal as they gave it). */
  | { refused: Extract<Verdict, Refusal> | Refusal }
  /** The RPC could not check it. */
  | { failed: RoadFailure }
  | { gone: true };

/**
 * The first half of the road, before any wallet is asked: a built transaction is decoded once, must
 * fit in a packet, and is inspected on the configured RPC (simulated with every account the rules
 * read, at one slot) and judged by the action's own rules. A refusal wins over a run that went away
 * meanwhile (the staker sees why); an RPC failure does not (nothing is said to a wallet that left).
 */
export async function checkOnRoad<Verdict>(
  io: Pick<RoadIo, 'decode' | 'inspect'>,
  built: string | Uint8Array,
  judge: Judge<Verdict>,
  run: RoadRun,
): Promise<CheckEnd<Verdict>> {
  let transaction: DecodedTransaction;
  try {
    transaction = io.decode(built);
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
    return run.gone() ? { gone: true } : { failed: serviceFailure(error, say('checkFailed')) };
  }
  if (isRefusal(verdict)) return { refused: verdict };
  if (run.gone()) return { gone: true };
  return { ready: { transaction, inspection, verdict: verdict as Passed<Verdict>, judge } };
}
