import type { Confirmation } from '../core/stakeFlow';
import type { RpcClient, SignatureStatus } from './rpcClient';

export interface ConfirmOptions {
  intervalMs?: number;
  /** Consecutive failed lookups tolerated before confirmation is given up as unknown. */
  maxLookupFailures?: number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    }, { once: true });
  });
}

function settled(status: SignatureStatus | null): Confirmation | null {
  if (!status) return null;
  if (status.err !== null && status.err !== undefined) return { status: 'failed', error: status.err };
  if (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized') return { status: 'confirmed' };
  return null;
}

/**
 * The blockhash strategy, by polling: wait until the signature is confirmed or reports an error, or the
 * chain passes `lastValidBlockHeight` with no trace of it (then it can never land: expired, not charged).
 * A lookup that fails is retried; one that keeps failing throws, because the outcome is then unknown.
 */
export async function confirmTransaction(
  rpc: RpcClient,
  target: { signature: string; lastValidBlockHeight: number },
  signal: AbortSignal,
  { intervalMs = 1000, maxLookupFailures = 5, sleep: wait = sleep }: ConfirmOptions = {},
): Promise<Confirmation> {
  let failures = 0;
  for (;;) {
    try {
      const status = await rpc.getSignatureStatus(target.signature);
      const outcome = settled(status);
      if (outcome) return outcome;
      if (!status && (await rpc.getBlockHeight()) > target.lastValidBlockHeight) {
        // The blockhash has expired; look once more in case it landed in the last valid block.
        const last = await rpc.getSignatureStatus(target.signature);
        const lastOutcome = settled(last);
        if (lastOutcome) return lastOutcome;
        if (!last) return { status: 'expired' };
      }
      failures = 0;
    } catch (error) {
      if (++failures >= maxLookupFailures) throw error;
    }
    await wait(intervalMs, signal);
  }
}
