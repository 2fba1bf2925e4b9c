import type { RpcClient } from '../../api/rpcClient';
import type { DecodedTransaction } from '../../core/guard/decodedMessage';
import type { Inspection } from '../../core/guard/guardTransaction';
import type { Said } from '../../core/texts/said';
import { isWalletRejection } from '../../core/wallet/walletRejection';
import { decodeTransaction } from '../decodeTransaction';
import { feePayerSignature } from '../feePayerSignature';
import { inspectTransaction } from '../inspectTransaction';
import { trackTransaction, type TrackOptions, type TrackOutcome } from '../trackTransaction';
import { compileOwn } from './compileOwn';
import type { OwnTransaction, ServiceWithOurs } from './ownTransaction';
import { appendOwn } from './appendOwn';
import { priorityFeeCap } from './computeBudget';

/**
 * Everything the road does to the outside world, injected: a runner's test can stand in for any of it
 * and see that the wallet is never asked. `roadIo` is the real one, on the configured RPC.
 */
export interface RoadIo {
  /** Our own transaction, measured, priced and compiled (`compileOwn`); throws when the RPC fails. */
  compileOwn(own: OwnTransaction, signal?: AbortSignal): Promise<Uint8Array>;
  /** A service's transaction with ours appended where sound, else as it came (`appendOwn`); throws when the RPC fails. */
  appendOwn(built: ServiceWithOurs, signal?: AbortSignal): Promise<Uint8Array>;
  /** Decodes a transaction once (a route's base64 or bytes, or the bytes a wallet signed); throws when it cannot be read. */
  decode(transaction: string | Uint8Array): DecodedTransaction;
  /**
   * The transaction's lookup tables, then every account it may write (and `watch`) now and as its
   * simulation on the configured RPC leaves them; a refusal when a lookup table is not on chain.
   */
  inspect(transaction: DecodedTransaction, watch: readonly string[], signal?: AbortSignal): Promise<Inspection | { refusal: Said }>;
  sign(transaction: Uint8Array): Promise<Uint8Array>;
  /** The fee payer's signature of signed bytes: the transaction's id. Throws when it is missing. */
  signatureOf(signed: Uint8Array): string;
  /** Sends, rebroadcasts and confirms until the RPC vouches for an outcome. */
  track(
    target: { signed: Uint8Array; signature: string; blockhash: string },
    events: { onSent(): void; onTrouble(trouble: boolean): void },
  ): Promise<TrackOutcome>;
  isWalletRejection(error: unknown): boolean;
  /** The logs of a transaction the RPC says failed, to word its error (`failureWords`); null when they cannot be read. */
  failureLogs?(signature: string): Promise<readonly string[] | null>;
}

/** How the road goes on one page: the tracker's pace (tests set their own sleep), and the most priority fee our own transactions bid. */
export interface RoadOptions {
  track?: Omit<TrackOptions, 'onSent' | 'onTrouble'>;
  /** Lamports, as the embedder set it (see `priorityFeeCap`). */
  maxPriorityFeeLamports?: number | string;
}

/** The road's I/O on one RPC, signing with `sign` (the page's wallet). */
export function roadIo(
  rpc: RpcClient,
  sign: (transaction: Uint8Array) => Promise<Uint8Array>,
  { track: trackOptions = {}, maxPriorityFeeLamports }: RoadOptions = {},
): RoadIo {
  const cap = priorityFeeCap(maxPriorityFeeLamports);
  return {
    compileOwn: (own, signal) => compileOwn(rpc, own, cap, signal),
    appendOwn: (built, signal) => appendOwn(rpc, built, signal),
    decode: decodeTransaction,
    inspect: (transaction, watch, signal) => inspectTransaction(rpc, transaction, watch, signal),
    sign,
    signatureOf: feePayerSignature,
    track: (target, events) => trackTransaction(rpc, target, { ...trackOptions, ...events }),
    failureLogs: (signature) => rpc.getTransactionLogs(signature).catch(() => null),
    isWalletRejection,
  };
}
