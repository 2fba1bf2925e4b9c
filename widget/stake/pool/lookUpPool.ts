import type { StakeWidgetConfig } from '../../core/config/config';
import { isAddress } from '../../core/encoding/isAddress';
import { findLst } from '../../core/lst/lst';
import { pageState } from '../../core/page/page';
import { sayPoolAttribute } from '../../core/lst/poolAttributeTexts';
import type { LstLookup } from '../lstLookup';
import { loadApi } from '../loadApi';
import { readPoolEntry } from './readPoolEntry';

/**
 * One read per configuration, mint and pool: a launcher and the card it opens (or a page and its card)
 * share it. What the read settles does not change (the pool's terms are read again for every offer); a
 * read that failed is forgotten, so a retry reads again.
 */
const POOL_LOOKUPS = Symbol('pool lookups');
const reads = () => pageState(POOL_LOOKUPS, () => new WeakMap<StakeWidgetConfig, Map<string, Promise<LstLookup>>>());

/**
 * The card's token when the embedder named its pool: the entry read from the chain (`readPoolEntry`),
 * or why that pool is refused. The list, when it answers, still gives a token it knows its name and
 * logo; a list that cannot be read does not stop the stake.
 */
export function lookUpPool(config: StakeWidgetConfig, mint: string, pool: string): Promise<LstLookup> {
  const forConfig = reads().get(config) ?? new Map<string, Promise<LstLookup>>();
  reads().set(config, forConfig);
  const key = `${mint} ${pool}`;
  let read = forConfig.get(key);
  if (!read) {
    read = readLookup(config, mint, pool);
    forConfig.set(key, read);
    read.catch(() => forConfig.delete(key));
  }
  return read;
}

async function readLookup(config: StakeWidgetConfig, mint: string, pool: string): Promise<LstLookup> {
  const refused: LstLookup = { status: 'pool-refused', reason: sayPoolAttribute('poolNotOfToken', { pool }) };
  if (!isAddress(pool)) return refused;
  const listed = loadApi()
    .then((api) => api.getLsts(config))
    .then((list) => findLst(list, mint))
    .catch(() => undefined);
  const reading = await readPoolEntry(config, mint, pool, await listed);
  return reading.ok ? { status: 'ready', entry: reading.entry } : refused;
}
