import type { StakeWidgetConfig } from '../../core/config/config';
import type { LstEntry } from '../../core/lst/lst';
import type { SharedReads } from '../../core/page/sharedReads';
import { pagePoolReads, poolReadKey } from './pagePoolReads';
import { readPool, type PoolReading } from './readPool';

export interface PoolReadOptions {
  /** The embedder's referrer: its account is read with the pool. */
  referrer?: string;
  /** Cancels this asker's interest only; without one the read runs to its end for whoever asks next. */
  signal?: AbortSignal;
  /** Where reads are shared: the page's for the RPC unless given (tests keep their own). */
  reads?: SharedReads<PoolReading>;
}

/**
 * The entry's pool as `readPool` reads it, shared on the page while it is recent (`pagePoolReads`):
 * the card's offers and the Pool panel beside it use one read.
 */
export function readPoolOnPage(
  config: StakeWidgetConfig,
  entry: LstEntry,
  { referrer, signal, reads = pagePoolReads() }: PoolReadOptions = {},
): Promise<PoolReading> {
  return reads.read(poolReadKey(config, entry, referrer), (stop) => readPool(config, entry, referrer, stop), signal);
}

/** The pool moved (a stake landed in it): the next ask reads it from the chain again. */
export function forgetPoolRead(
  config: StakeWidgetConfig,
  entry: LstEntry,
  { referrer, reads = pagePoolReads() }: PoolReadOptions = {},
): void {
  reads.forget(poolReadKey(config, entry, referrer));
}
