import * as v from 'valibot';
import { isAddress } from '../core/encoding/isAddress';
import { english } from '../core/texts/english';
import { page } from '../core/page/page';
import type { LstEntry } from '../core/lst/lst';
import { requestJson, type HttpConfig } from './requestJson';
import { validate } from './validate';

/** Only what is needed of each entry; one bad entry is dropped, not the whole list. */
const entrySchema = v.object({
  mint: v.pipe(v.string(), v.check(isAddress, 'not an address')),
  name: v.string(),
  symbol: v.string(),
  logo_uri: v.optional(v.string(), ''),
  decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(18)),
  token_program: v.optional(v.string(), ''),
  pool: v.optional(v.unknown()),
  meta: v.optional(v.unknown()),
});

const listSchema = v.object({ lsts: v.array(v.unknown()) });

/** Keeps the string fields of an object (an entry's meta or pool) and nothing else. */
function stringFields(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return Object.fromEntries(entries);
}

/** GET {lstApiUrl}/lsts: every valid entry, or a ServiceError ('Failed to fetch LSTs'). */
export async function fetchLsts(config: HttpConfig & { lstApiUrl: string }, signal?: AbortSignal): Promise<LstEntry[]> {
  const body = await requestJson(config, {
    service: 'lst-list',
    failMessage: english.lstsFailed,
    url: `${config.lstApiUrl}/lsts`,
    signal,
  });
  const { lsts } = validate(listSchema, body, 'lst-list', english.lstsFailed);
  const valid: LstEntry[] = [];
  for (const raw of lsts) {
    const parsed = v.safeParse(entrySchema, raw);
    if (!parsed.success) continue;
    const { meta, pool, ...entry } = parsed.output;
    valid.push({ ...entry, pool: stringFields(pool), meta: stringFields(meta) });
  }
  if (valid.length < lsts.length) console.warn(`LST list: ${lsts.length - valid.length} malformed entries skipped`);
  return valid;
}

/**
 * The list, fetched once per page load per service however many widgets and pages ask.
 * A failed fetch is forgotten, so the next ask (a retry) fetches again.
 */
export function getLsts(config: HttpConfig & { lstApiUrl: string }): Promise<LstEntry[]> {
  const cache = page().lstLists;
  let pending = cache.get(config.lstApiUrl);
  if (!pending) {
    pending = fetchLsts(config);
    cache.set(config.lstApiUrl, pending);
    pending.catch((error: unknown) => {
      console.error(english.lstsFailed, error);
      cache.delete(config.lstApiUrl);
    });
  }
  return pending;
}

/** The spec's list call: on failure 'Failed to fetch LSTs' is logged and the list is empty. */
export async function getLstsOrEmpty(config: HttpConfig & { lstApiUrl: string }): Promise<LstEntry[]> {
  try {
    return await getLsts(config);
  } catch {
    return [];
  }
}
