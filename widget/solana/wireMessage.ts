import {
  addCodecSizePrefix,
  fixCodecSize,
  getArrayCodec,
  getBytesCodec,
  getShortU16Codec,
  getStructCodec,
  getU8Codec,
  transformCodec,
  type Address,
  type Codec,
} from '@solana/kit';
import { encodeBase58 } from '../core/encoding/base58';
import { addressBytes } from '../core/encoding/instructionData';

/** One instruction of a message: its program and accounts as indexes into the message's account list. */
export interface WireInstruction {
  programAddressIndex: number;
  accountIndices: number[];
  data: Uint8Array;
}

/** One address lookup table a v0 message loads accounts from, by index into the table. */
export interface WireLookup {
  lookupTableAddress: Address;
  writableIndexes: number[];
  readonlyIndexes: number[];
}

/** A legacy or v0 transaction message as the wire carries it (kit's names for its fields). */
export interface WireMessage {
  version: 'legacy' | 0;
  header: { numSignerAccounts: number; numReadonlySignerAccounts: number; numReadonlyNonSignerAccounts: number };
  staticAccounts: Address[];
  /** The recent blockhash: 32 bytes in base58, as an address (kit's address codec reads and writes it). */
  lifetimeToken: Address;
  instructions: WireInstruction[];
  /** Empty for a legacy message. */
  addressTableLookups: WireLookup[];
}

/** A v0 message's first byte: the version flag and version 0. Legacy messages start with their header. */
const V0 = 0x80;

const shortArray = <T>(item: Codec<T>) => getArrayCodec(item, { size: getShortU16Codec() });

/**
 * An address (or a blockhash): 32 bytes, written from base58 only when they are exactly that (kit's
 * address codec, with the widget's own base58, so kit's string codecs stay out of the desktop chunks).
 */
export const getAddressCodec = (): Codec<Address> =>
  transformCodec(
    fixCodecSize(getBytesCodec(), 32),
    (address: Address) => addressBytes(address),
    (bytes) => encodeBase58(bytes as Uint8Array) as Address,
  );

/**
 * The wire format of legacy and v0 messages on kit's codecs, as kit's own message codec writes and reads
 * them (field by field the same codecs, the address's on the widget's base58). kit's codec also carries v1 messages, their configuration and
 * the pipeline that compiles them, which the widget never builds or accepts: about 4 KB gzipped of the
 * embed. tests/unit/wireMessage.test.ts holds both equal on real and generated messages. Built per call,
 * as kit builds its own: a module keeps no state of its own (tests/unit/pageState.test.ts).
 */
function wireCodecs(): { body: Codec<Omit<WireMessage, 'version' | 'addressTableLookups'>>; lookups: Codec<WireLookup[]> } {
  const u8: Codec<number> = getU8Codec();
  const indexes = shortArray(u8);
  return {
    body: getStructCodec([
      [
        'header',
        getStructCodec([
          ['numSignerAccounts', u8],
          ['numReadonlySignerAccounts', u8],
          ['numReadonlyNonSignerAccounts', u8],
        ]),
      ],
      ['staticAccounts', shortArray(getAddressCodec())],
      ['lifetimeToken', getAddressCodec()],
      [
        'instructions',
        shortArray(
          getStructCodec([
            ['programAddressIndex', u8],
            ['accountIndices', indexes],
            ['data', addCodecSizePrefix(getBytesCodec(), getShortU16Codec()) as Codec<Uint8Array>],
          ]),
        ),
      ],
    ]),
    lookups: shortArray(
      getStructCodec([
        ['lookupTableAddress', getAddressCodec()],
        ['writableIndexes', indexes],
        ['readonlyIndexes', indexes],
      ]),
    ),
  };
}

/** The message's bytes. */
export function encodeWireMessage(message: WireMessage): Uint8Array {
  const { body, lookups } = wireCodecs();
  const head = body.encode(message) as Uint8Array;
  if (message.version === 'legacy') return head;
  const tail = lookups.encode(message.addressTableLookups) as Uint8Array;
  const bytes = new Uint8Array(1 + head.length + tail.length);
  bytes[0] = V0;
  bytes.set(head, 1);
  bytes.set(tail, 1 + head.length);
  return bytes;
}

/**
 * A legacy or v0 message read from `bytes` (bytes past its end are not read); throws on any other
 * version, or on bytes that end before the message does.
 */
export function decodeWireMessage(bytes: Uint8Array): WireMessage {
  const { body, lookups } = wireCodecs();
  const first = bytes[0];
  if (first === undefined) throw new RangeError('An empty message.');
  if (!(first & V0)) return { version: 'legacy', ...body.decode(bytes), addressTableLookups: [] };
  if (first !== V0) throw new RangeError(`Message version ${first & ~V0} is not read here.`);
  const [head, offset] = body.read(bytes, 1);
  return { version: 0, ...head, addressTableLookups: lookups.read(bytes, offset)[0] };
}
