import { readableError } from '../../core/config/errors';
import { failureWords } from './failureWords';
import type { DecodedTransaction } from '../../core/guard/decodedMessage';
import { say } from '../../core/texts/english';
import { sayRun } from '../../core/texts/runEnglish';
import type { RoadEnd } from './roadEnd';
import type { RoadIo } from './roadIo';
import type { RoadSteps } from './roadSteps';

/**
 * The last stretch: the signed bytes are sent, rebroadcast and followed until the RPC vouches for an
 * outcome. From the first send the transaction may be on its way, so only the RPC's word makes it
 * "failed" or "expired"; a tracker that stops says so, with the signature to look it up by.
 */
export async function sendAndTrack<Passed>(
  io: Pick<RoadIo, 'track' | 'failureLogs'>,
  signed: DecodedTransaction,
  signature: string,
  verdict: Passed,
  steps: RoadSteps,
): Promise<RoadEnd<Passed>> {
  steps.sending(signature);
  let outcome;
  try {
    outcome = await io.track(
      { signed: signed.bytes, signature, blockhash: signed.message.recentBlockhash },
      { onSent: () => steps.sent?.(signature), onTrouble: (trouble) => steps.trouble(signature, trouble) },
    );
  } catch (error) {
    return { failed: { message: sayRun('stoppedChecking'), detail: readableError(error), signature } };
  }
  switch (outcome.status) {
    case 'refused':
      // The node refused it before anything could have been sent: no signature to look up.
      return { failed: { message: sayRun('sendRefused', { reason: outcome.reason }) } };
    case 'expired':
      return { failed: { message: say('expired'), signature } };
    case 'failed':
      // The RPC said it failed: its logs (one more read, best effort) may name the program and the error we can word.
      return { failed: { ...failureWords(outcome.error, (await io.failureLogs?.(signature)) ?? null), signature } };
    case 'confirmed':
      return { confirmed: { signature, verdict, bytes: signed.bytes.length, slot: outcome.slot } };
  }
}
