import { readableError, refusedCredentials } from '../core/config/errors';
import { checkWalletEdits } from '../core/guard/checkWalletEdits';
import type { DecodedTransaction } from '../core/guard/decodedMessage';
import type { Inspection } from '../core/guard/guardTransaction';
import { guardText } from '../core/guard/refusals';
import { sameBytes } from '../core/encoding/sameBytes';
import { say } from '../core/texts/english';
import { SaidError, type Said } from '../core/texts/said';
import type { StakeDeps, StakeState } from './stakeFlow';

/** A guard's verdict on one transaction, with what it inspected (none when a lookup table was not on chain). */
export interface Judged<Verdict> {
  verdict: Verdict | { refusal: Said };
  inspection: Inspection | null;
}

/** How a run ends, as the runner words it; `cancelledInWallet`: the staker said no in their wallet. */
export interface RunEnds {
  end(state: StakeState): StakeState;
  failed(message: Said, detail?: Said | string): StakeState;
  cancelled(): StakeState;
  serviceFailed(error: unknown, message: Said, detail?: Said): StakeState;
  walletChanged(): boolean;
  cancelledInWallet: Said;
}

/**
 * The endings a stake or an unstake run shares: each one is reported, then returned. A wallet that
 * changed (or a stopped run) cancels; a service that refused our key names the setting to mend,
 * else the run's own message shows with the error under it.
 */
export function runEndings(
  move: (state: StakeState) => void,
  signal: AbortSignal,
  stillTheWallet: () => boolean,
  cancelledInWallet: Said,
): RunEnds {
  const end = (state: StakeState) => {
    move(state);
    return state;
  };
  const failed = (message: Said, detail?: Said | string) => end({ phase: 'failed', message, detail });
  return {
    end,
    failed,
    walletChanged: () => signal.aborted || !stillTheWallet(),
    cancelled: () => end({ phase: 'cancelled', message: say('walletChanged') }),
    serviceFailed(error: unknown, message: Said, detail?: Said) {
      const credentials = refusedCredentials(error);
      return failed(
        credentials ? say('keyRefused', { service: credentials[0], setting: credentials[1] }) : message,
        detail ?? readableError(error),
      );
    },
    cancelledInWallet,
  };
}

export type SendIo = Pick<StakeDeps, 'sign' | 'isWalletRejection' | 'signatureOf' | 'decode' | 'track'>;

/**
 * From a checked transaction to the RPC's word, for a stake and an unstake alike: the wallet signs;
 * what is sent is what was checked (a wallet that edited the message has its edits compared and the
 * whole guard run again on the signed bytes by `judgeAgain`); then the transaction is sent and
 * tracked. Once it may have been sent, only the RPC's word ends it: never "failed" otherwise.
 * Resolves with the end, or with the confirmed signature and the verdict that let it go.
 */
export async function signAndSend<Verdict extends object>(
  io: SendIo,
  checked: DecodedTransaction,
  judged: Judged<Verdict>,
  judgeAgain: (signed: DecodedTransaction) => Promise<Judged<Verdict>>,
  ends: RunEnds,
  move: (state: StakeState) => void,
): Promise<{ ended: StakeState } | { confirmed: { signature: string; verdict: Verdict } }> {
  const ended = (state: StakeState) => ({ ended: state });
  let verdict = judged.verdict as Verdict;
  move({ phase: 'awaiting-signature' });
  let signedBytes: Uint8Array;
  try {
    signedBytes = await io.sign(checked.bytes);
  } catch (error) {
    if (io.isWalletRejection(error)) return ended(ends.end({ phase: 'cancelled', message: ends.cancelledInWallet }));
    return ended(ends.failed(error instanceof SaidError ? error.said : say('signFailed', { reason: readableError(error) })));
  }
  // A wallet that went away while its prompt was open must not have its transaction sent.
  if (ends.walletChanged()) return ended(ends.cancelled());
  let signature: string;
  try {
    signature = io.signatureOf(signedBytes);
  } catch (error) {
    return ended(ends.failed(say('signFailed', { reason: readableError(error) })));
  }
  let signed: DecodedTransaction;
  try {
    signed = io.decode(signedBytes);
  } catch {
    return ended(ends.failed(say('walletAltered'), guardText.undecodable));
  }
  // What is sent is what was checked. A wallet may add its own network fee and assertions: then the
  // edits are compared, and the whole guard runs again on the signed bytes before anything is sent.
  if (!sameBytes(signed.messageBytes, checked.messageBytes)) {
    let again: Judged<Verdict>;
    try {
      again = await judgeAgain(signed);
    } catch (error) {
      return ended(ends.serviceFailed(error, say('recheckFailed')));
    }
    if (ends.walletChanged()) return ended(ends.cancelled());
    const edits = again.inspection && judged.inspection ? checkWalletEdits(judged.inspection.message, again.inspection.message) : null;
    if (edits) return ended(ends.failed(say('walletAltered'), edits));
    if ('refusal' in again.verdict) return ended(ends.failed(say('walletAltered'), again.verdict.refusal));
    verdict = again.verdict;
  }

  // From here the transaction may be on its way: the RPC, and nothing else, says how it ended.
  move({ phase: 'sending', signature });
  let outcome;
  try {
    outcome = await io.track(
      { signed: signed.bytes, signature, blockhash: signed.message.recentBlockhash },
      {
        onSent: () => move({ phase: 'confirming', signature, trouble: false }),
        onTrouble: (trouble) => move({ phase: 'confirming', signature, trouble }),
      },
    );
  } catch (error) {
    return ended(ends.end({ phase: 'failed', message: say('stoppedChecking'), detail: readableError(error), signature }));
  }
  switch (outcome.status) {
    case 'refused':
      return ended(ends.failed(say('sendRefused', { reason: outcome.reason })));
    case 'expired':
      return ended(ends.end({ phase: 'failed', message: say('expired'), signature }));
    case 'failed':
      return ended(ends.end({ phase: 'failed', message: say('transactionFailed', { reason: readableError(outcome.error) }), signature }));
    case 'confirmed':
      return { confirmed: { signature, verdict } };
  }
}
