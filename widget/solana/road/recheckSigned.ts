import { sameBytes } from '../../core/encoding/sameBytes';
import { checkWalletEdits } from '../../core/guard/checkWalletEdits';
import type { DecodedTransaction } from '../../core/guard/decodedMessage';
import { WALLET_ASSERTION_PROGRAMS } from '../../core/guard/programs';
import { sayRun } from '../../core/texts/runEnglish';
import { isRefusal, type Checked, type Passed, type Refusal, type RoadRun } from './judge';
import { serviceFailure, type RoadStop } from './roadEnd';
import type { RoadIo } from './roadIo';

/**
 * What is sent is what was checked. A wallet may add its own network fee and assertions: then its
 * edits are compared with the checked message, and the whole inspection and the action's rules run
 * again on the signed bytes (the wallet's assertion programs allowed) before anything is sent. Gives
 * the verdict that lets the signed bytes go, or why they are not sent.
 */
export async function recheckSigned<Verdict>(
  io: Pick<RoadIo, 'inspect'>,
  checked: Checked<Verdict>,
  signed: DecodedTransaction,
  run: RoadRun,
): Promise<{ verdict: Passed<Verdict> } | RoadStop> {
  if (sameBytes(signed.messageBytes, checked.transaction.messageBytes)) return { verdict: checked.verdict };
  let inspection;
  let verdict: Verdict | Refusal;
  try {
    inspection = await io.inspect(signed, run.watch, run.signal);
    verdict = 'refusal' in inspection ? inspection : checked.judge(inspection, WALLET_ASSERTION_PROGRAMS);
  } catch (error) {
    return { failed: serviceFailure(error, sayRun('recheckFailed')) };
  }
  if (run.gone()) return { gone: true };
  const edits = 'refusal' in inspection ? null : checkWalletEdits(checked.inspection.message, inspection.message);
  if (edits) return { failed: { message: sayRun('walletAltered'), detail: edits } };
  if (isRefusal(verdict)) return { failed: { message: sayRun('walletAltered'), detail: verdict.refusal } };
  return { verdict: verdict as Passed<Verdict> };
}
