import type { StakeWidgetConfig } from '../../core/config/config';
import { isAddress } from '../../core/encoding/base58';
import { findLst } from '../../core/lst/lst';
import { sayPoolAttribute } from '../../core/lst/poolAttributeTexts';
import type { LstLookup } from '../followLst';
import { loadApi } from '../loadApi';
import { readPoolEntry } from './readPoolEntry';

/**
 * The card's token when the embedder named its pool: the entry read from the chain (`readPoolEntry`),
 * or why that pool is refused. The list, when it answers, still gives a token it knows its name and
 * logo; a list that cannot be read does not stop the stake.
 */
export async function lookUpPool(config: StakeWidgetConfig, mint: string, pool: string): Promise<LstLookup> {
  const refused: LstLookup = { status: 'pool-refused', reason: sayPoolAttribute('poolNotOfToken', { pool }) };
  if (!isAddress(pool)) return refused;
  const listed = loadApi()
    .then((api) => api.getLsts(config))
    .then((list) => findLst(list, mint))
    .catch(() => undefined);
  const reading = await readPoolEntry(config, mint, pool, await listed);
  return reading.ok ? { status: 'ready', entry: reading.entry } : refused;
}
