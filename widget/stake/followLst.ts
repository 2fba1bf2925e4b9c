import type { StakeWidgetConfig } from '../core/config/config';
import { isAddress } from '../core/encoding/base58';
import { findLst, type LstEntry } from '../core/lst/lst';
import { followLoad } from '../core/page/followLoad';
import { say } from '../core/texts/english';
import type { Said } from '../core/texts/said';
import { loadApi } from './loadApi';

export type LstLookup =
  | { status: 'invalid-mint' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'unknown' }
  | { status: 'ready'; entry: LstEntry }
  /** The embedder's `pool` is not a stake pool of the card's token on chain: nothing is deposited into it. */
  | { status: 'pool-refused'; reason: Said };

/**
 * Reports the LST list entry for `mint` (the list is fetched once per page) until the returned `stop`
 * is called. An invalid mint makes no call. With a `pool` (the embedder's choice), the entry is read
 * from the chain instead (`readPoolEntry`, a lazy chunk loaded only then), so a token no list names yet
 * stakes at once; the list, when it answers, still gives a token it knows its name and logo.
 */
export function followLst(config: StakeWidgetConfig, mint: string, report: (lookup: LstLookup) => void, pool?: string): () => void {
  if (!isAddress(mint)) {
    report({ status: 'invalid-mint' });
    return () => undefined;
  }
  if (pool !== undefined) return followPool(config, mint, pool, report);
  const findEntry = async () => findLst(await (await loadApi()).getLsts(config), mint);
  return followLoad(findEntry, (state) => {
    if (state.status !== 'ready') report(state);
    else report(state.value ? { status: 'ready', entry: state.value } : { status: 'unknown' });
  });
}

function followPool(config: StakeWidgetConfig, mint: string, pool: string, report: (lookup: LstLookup) => void): () => void {
  if (!isAddress(pool)) {
    report({ status: 'pool-refused', reason: say('poolNotStakePool', { pool }) });
    return () => undefined;
  }
  const readEntry = async (): Promise<LstLookup> => {
    // The list is only a source of names here: a list that cannot be read does not stop the stake.
    const listed = loadApi()
      .then((api) => api.getLsts(config))
      .then((list) => findLst(list, mint))
      .catch(() => undefined);
    const { readPoolEntry } = await import('./pool/readPoolEntry');
    const reading = await readPoolEntry(config, mint, pool, await listed);
    if (reading.ok) return { status: 'ready', entry: reading.entry };
    const mintsAnother = reading.reason === 'wrong-mint' || reading.reason === 'wrong-token-program';
    return { status: 'pool-refused', reason: say(mintsAnother ? 'poolOfAnotherToken' : 'poolNotStakePool', { pool }) };
  };
  return followLoad(readEntry, (state) => report(state.status === 'ready' ? state.value : state));
}
