import { encodeBase58 } from '../encoding/base58';
import type { Said } from '../texts/said';
import type { DecodedMessage, ResolvedMessage } from './decodedMessage';
import { PROGRAMS } from './programs';
import { guardText } from './refusals';
import type { RawAccount } from './tokenLayouts';

/** An address lookup table's fixed header; its addresses follow, 32 bytes each. */
const TABLE_HEADER = 56;
const LOOKUP_TABLE_STATE = 1;

/** The addresses a lookup table account holds, or null when it is not a lookup table. */
export function readLookupTable(account: RawAccount | null): string[] | null {
  if (!account || account.owner !== PROGRAMS.addressLookupTable) return null;
  const { data } = account;
  if (data.length < TABLE_HEADER || data[0] !== LOOKUP_TABLE_STATE || (data.length - TABLE_HEADER) % 32 !== 0) return null;
  const addresses: string[] = [];
  for (let offset = TABLE_HEADER; offset < data.length; offset += 32) addresses.push(encodeBase58(data.subarray(offset, offset + 32)));
  return addresses;
}

/**
 * Every account of the message, with the lookup tables as the chain holds them (read from the configured
 * RPC, never from whoever built the transaction), and which of them the transaction may write.
 */
export function resolveMessage(message: DecodedMessage, tables: ReadonlyMap<string, RawAccount | null>): ResolvedMessage | Said {
  const loadedWritable: string[] = [];
  const loadedReadonly: string[] = [];
  for (const lookup of message.lookups) {
    const addresses = readLookupTable(tables.get(lookup.table) ?? null);
    if (!addresses) return guardText.lookupTableMissing(lookup.table);
    for (const [indexes, into] of [
      [lookup.writable, loadedWritable],
      [lookup.readonly, loadedReadonly],
    ] as const) {
      for (const index of indexes) {
        const address = addresses[index];
        if (address === undefined) return guardText.lookupTableMissing(lookup.table);
        into.push(address);
      }
    }
  }
  const { staticKeys, signaturesRequired, readonlySigned, readonlyUnsigned } = message;
  const staticWritable = staticKeys.filter((_, index) =>
    index < signaturesRequired ? index < signaturesRequired - readonlySigned : index < staticKeys.length - readonlyUnsigned,
  );
  return {
    ...message,
    accountKeys: [...staticKeys, ...loadedWritable, ...loadedReadonly],
    writable: [...new Set([...staticWritable, ...loadedWritable])],
  };
}
