import { fixCodecSize, getArrayCodec, getArrayDecoder, getBytesCodec, getShortU16Codec, getShortU16Decoder } from '@solana/kit';
import { getAddressCodec } from './wireMessage';

/** A legacy or v0 transaction as the wire carries it: its signatures in the message's signer order (all zeroes for one not given), then the message. */
export interface WireTransaction {
  signatures: readonly Uint8Array[];
  messageBytes: Uint8Array;
}

/** The bit of a transaction's first byte that kit reads as "message first" (v1); legacy and v0 start with their signatures. */
const MESSAGE_FIRST = 0x80;
const SIGNATURE_BYTES = 64;

const signaturesCodec = () => getArrayCodec(fixCodecSize(getBytesCodec(), SIGNATURE_BYTES), { size: getShortU16Codec() });

/** The transaction's bytes; a missing signature (null) is written as 64 zeroes. */
export function encodeWireTransaction(signatures: readonly (Uint8Array | null)[], messageBytes: Uint8Array): Uint8Array {
  const head = signaturesCodec().encode(signatures.map((signature) => signature ?? new Uint8Array(SIGNATURE_BYTES))) as Uint8Array;
  const bytes = new Uint8Array(head.length + messageBytes.length);
  bytes.set(head);
  bytes.set(messageBytes, head.length);
  return bytes;
}

/**
 * A signatures-first (legacy or v0) transaction read as kit's transaction decoder reads it: the signatures,
 * the rest as the message, and as many signatures as the message's header names signers among its static
 * keys. Throws on a message-first (v1) transaction, on a message version kit does not know, and on bytes
 * that end early. The message itself is read by `decodeWireMessage`.
 */
export function decodeWireTransaction(bytes: Uint8Array): WireTransaction {
  if (!bytes.length || bytes[0]! & MESSAGE_FIRST) throw new RangeError('Not a legacy or v0 transaction.');
  const [signatures, offset] = signaturesCodec().read(bytes, 0);
  const messageBytes = bytes.subarray(offset);
  // The version byte (a versioned message's first), then the header's three counts, then the static keys.
  const versioned = (messageBytes[0] ?? 0) & MESSAGE_FIRST ? 1 : 0;
  if (versioned && messageBytes[0]! > (MESSAGE_FIRST | 1)) throw new RangeError('An unknown message version.');
  if (messageBytes.length < versioned + 3) throw new RangeError('A message without its header.');
  const signersNamed = messageBytes[versioned]!;
  const staticKeys = getArrayDecoder(getAddressCodec(), { size: getShortU16Decoder() }).read(messageBytes, versioned + 3)[0];
  if (Math.min(signersNamed, staticKeys.length) !== signatures.length)
    throw new RangeError('As many signatures as the message has signers.');
  return { signatures: signatures as Uint8Array[], messageBytes };
}
