import { readableError } from '../../core/config/errors';
import type { DecodedTransaction } from '../../core/guard/decodedMessage';
import { guardText } from '../../core/guard/refusals';
import { sayRun } from '../../core/texts/runEnglish';
import { SaidError } from '../../core/texts/said';
import type { Checked, Passed, RoadRun } from './judge';
import { recheckSigned } from './recheckSigned';
import type { RoadEnd } from './roadEnd';
import type { RoadIo } from './roadIo';
import type { RoadSteps } from './roadSteps';
import { sendAndTrack } from './sendAndTrack';

/**
 * The second half of the road, from a checked transaction to the RPC's word: the wallet signs (a no
 * is a cancellation, not a failure); a run that went away while the prompt was open sends nothing;
 * the signed bytes are read back (the fee payer's signature, the message) and must be what was checked
 * (`recheckSigned`); then they are sent and tracked (`sendAndTrack`).
 */
export async function signAndSend<Verdict>(
  io: RoadIo,
  checked: Checked<Verdict>,
  run: RoadRun,
  steps: RoadSteps,
): Promise<RoadEnd<Passed<Verdict>>> {
  steps.signing();
  let signedBytes: Uint8Array;
  try {
    signedBytes = await io.sign(checked.transaction.bytes);
  } catch (error) {
    if (io.isWalletRejection(error)) return { cancelled: 'in-wallet' };
    return { failed: { message: error instanceof SaidError ? error.said : sayRun('signFailed', { reason: readableError(error) }) } };
  }
  if (run.gone()) return { gone: true };
  let signature: string;
  try {
    signature = io.signatureOf(signedBytes);
  } catch (error) {
    return { failed: { message: sayRun('signFailed', { reason: readableError(error) }) } };
  }
  let signed: DecodedTransaction;
  try {
    signed = io.decode(signedBytes);
  } catch {
    return { failed: { message: sayRun('walletAltered'), detail: guardText.undecodable } };
  }
  const rechecked = await recheckSigned(io, checked, signed, run);
  if (!('verdict' in rechecked)) return rechecked;
  return sendAndTrack(io, signed, signature, rechecked.verdict, steps);
}
