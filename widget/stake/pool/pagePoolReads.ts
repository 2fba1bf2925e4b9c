import type { StakeWidgetConfig } from '../../core/config/config';
import type { LstEntry } from '../../core/lst/lst';
import { pageState } from '../../core/page/page';
import { createSharedReads, type SharedReads } from '../../core/page/sharedReads';
import type { PoolReading } from './readPool';

/** A pool read older than this is read again: an offer or a stake never rests on older figures. */
export const POOL_READ_MAX_AGE_MS = 20_000;

const POOL_READS = Symbol('pool reads');

/**
 * The page's pool reads for one RPC: the card and the detail page's Pool panel beside it ask for the
 * same pool, and the page reads it once (cards may name different RPCs, so each has its own).
 */
export function pagePoolReads(rpcUrl: string): SharedReads<PoolReading> {
  const byRpc = pageState(POOL_READS, () => new Map<string, SharedReads<PoolReading>>());
  let reads = byRpc.get(rpcUrl);
  if (!reads) byRpc.set(rpcUrl, (reads = createSharedReads<PoolReading>(POOL_READ_MAX_AGE_MS)));
  return reads;
}

/** What a pool read depends on: the entry's mint, token program, decimals and pool, and the referrer whose account it reads too. */
export const poolReadKey = (config: StakeWidgetConfig, entry: LstEntry, referrer?: string): string =>
  [config.rpcUrl, entry.mint, entry.token_program, entry.decimals, entry.pool?.program, entry.pool?.pool, referrer ?? ''].join(' ');
