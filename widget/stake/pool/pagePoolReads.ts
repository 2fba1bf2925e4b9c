import type { StakeWidgetConfig } from '../../core/config/config';
import type { LstEntry } from '../../core/lst/lst';
import { pageState } from '../../core/page/page';
import { createSharedReads, type SharedReads } from '../../core/page/sharedReads';
import type { PoolReading } from './readPool';

/** A pool read older than this is read again: an offer or a stake never rests on older figures (the desk's 20 s, MAX_AGE_MS). */
export const POOL_READ_MAX_AGE_MS = 20_000;

const POOL_READS = Symbol('pool reads');

/** The page's pool reads: the card and the detail page's Pool panel beside it ask for the same pool, and the page reads it once. */
export const pagePoolReads = (): SharedReads<PoolReading> =>
  pageState(POOL_READS, () => createSharedReads<PoolReading>(POOL_READ_MAX_AGE_MS));

/**
 * What a pool read depends on: the RPC (cards may name different ones), the entry's mint, token program,
 * decimals and pool, and the referrer whose account it reads too.
 */
export const poolReadKey = (config: StakeWidgetConfig, entry: LstEntry, referrer?: string): string =>
  [config.rpcUrl, entry.mint, entry.token_program, entry.decimals, entry.pool?.program, entry.pool?.pool, referrer ?? ''].join(' ');
