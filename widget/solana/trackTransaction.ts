import { readableError } from '../core/config/errors';
import { RpcRefusal, type RpcClient, type SignatureStatus } from '../api/rpcClient';
import { sleep as realSleep } from './sleep';

export type TrackOutcome =
  /** `slot`: where it landed, when the RPC says: a read after it asks for a node that has seen it. */
  | { status: 'confirmed'; slot?: number }
  | { status: 'failed'; error: unknown }
  | { status: 'expired' }
  /** The node refused the transaction before anything could have been sent. */
  | { status: 'refused'; reason: string };

export interface TrackOptions {
  /** How often the status is looked up. */
  pollMs?: number;
  /** How often the same signed bytes are sent again while the transaction has not been seen. */
  rebroadcastMs?: number;
  /** Told once the first send is done, whatever its answer. */
  onSent?: () => void;
  /** Told whether the RPC is failing to answer status lookups right now. */
  onTrouble?: (trouble: boolean) => void;
  /** Only for page teardown and tests: once sent, nothing else stops tracking. */
  signal?: AbortSignal;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
}

const MAX_POLL_MS = 10_000;

function settled(status: SignatureStatus | null): TrackOutcome | null {
  // Only a status at `confirmed` or above is final; an error seen at `processed` may still change.
  if (!status || (status.confirmationStatus !== 'confirmed' && status.confirmationStatus !== 'finalized')) return null;
  if (status.err !== null && status.err !== undefined) return { status: 'failed', error: status.err };
  return status.slot === undefined ? { status: 'confirmed' } : { status: 'confirmed', slot: status.slot };
}

/**
 * Sends the signed transaction and follows it to an outcome the RPC vouches for. A send that times out,
 * drops or answers nonsense may still have reached the network: tracking goes on, and the same bytes
 * are sent again every `rebroadcastMs` (the same signature can land only once). The stake expired only
 * when the RPC says its blockhash is no longer valid and a last look finds no trace of it. Status
 * lookups that fail are retried, more slowly, for as long as it takes.
 */
export async function trackTransaction(
  rpc: RpcClient,
  target: { signed: Uint8Array; signature: string; blockhash: string },
  { pollMs = 1_000, rebroadcastMs = 2_000, onSent, onTrouble, signal, sleep = realSleep, now = Date.now }: TrackOptions = {},
): Promise<TrackOutcome> {
  let maybeSent = false;
  let lastSend = 0;
  /** A refusal by the node while nothing it was sent could have been accepted: it will never land. */
  const send = async (): Promise<string | null> => {
    lastSend = now();
    try {
      await rpc.sendTransaction(target.signed);
      maybeSent = true;
    } catch (error) {
      if (error instanceof RpcRefusal && error.refusesTransaction) return maybeSent ? null : readableError(error);
      maybeSent = true;
    }
    return null;
  };

  const refusal = await send();
  if (refusal !== null) return { status: 'refused', reason: refusal };
  onSent?.();
  let failures = 0;
  for (;;) {
    await sleep(Math.min(pollMs * 2 ** failures, MAX_POLL_MS), signal);
    let seen = false;
    try {
      const status = await rpc.getSignatureStatus(target.signature);
      const outcome = settled(status);
      if (outcome) return outcome;
      seen = status !== null;
      if (!seen && !(await rpc.isBlockhashValid(target.blockhash))) {
        // It can no longer land. Look once more, through the history too, in case it landed just now.
        const last = await rpc.getSignatureStatus(target.signature, true);
        const lastOutcome = settled(last);
        if (lastOutcome) return lastOutcome;
        if (!last) return { status: 'expired' };
        seen = true;
      }
      failures = 0;
      onTrouble?.(false);
    } catch {
      failures++;
      if (failures >= 2) onTrouble?.(true);
    }
    if (!seen && now() - lastSend >= rebroadcastMs) {
      const late = await send();
      if (late !== null) return { status: 'refused', reason: late };
    }
  }
}

/** The LST that `owner` received in a confirmed transaction, from its token balances; null if unknown. */
export async function receivedAmount(rpc: RpcClient, signature: string, owner: string, mint: string): Promise<bigint | null> {
  try {
    const changes = await rpc.getTokenBalanceChanges(signature);
    const mine = changes?.filter((change) => change.mint === mint && change.owner === owner) ?? [];
    if (mine.length === 0) return null;
    return mine.reduce((sum, change) => sum + change.after - change.before, 0n);
  } catch {
    return null;
  }
}
