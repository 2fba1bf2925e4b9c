import { fixDecoderSize, getArrayDecoder, getBytesDecoder, getShortU16Decoder, getTransactionDecoder } from '@solana/kit';
import { encodeBase58 } from '../core/encoding/base58';
import { UndecodableTransactionError } from './decodeTransaction';

export class UnsignedTransactionError extends Error {
  override readonly name = 'UnsignedTransactionError';
  constructor() {
    super('the wallet returned the transaction without its signature');
  }
}

/** The bit of a transaction's first byte that kit reads as "message first" (v1); legacy and v0 start with their signatures. */
const MESSAGE_FIRST = 0x80;

/**
 * The first signature is the fee payer's, and is the transaction's id. Read in wire order (kit's
 * decoder keys the signatures by address, which would merge a repeated signer), after kit's decoder
 * has taken the bytes for a legacy or v0 transaction whose signatures match its signers.
 */
export function feePayerSignature(signed: Uint8Array): string {
  let signatures: readonly Uint8Array[];
  try {
    getTransactionDecoder().decode(signed);
    if ((signed[0] ?? MESSAGE_FIRST) & MESSAGE_FIRST) throw new UndecodableTransactionError();
    signatures = getArrayDecoder(fixDecoderSize(getBytesDecoder(), 64), { size: getShortU16Decoder() }).decode(signed) as Uint8Array[];
  } catch {
    throw new UndecodableTransactionError();
  }
  const signature = signatures[0];
  if (!signature || signature.every((byte) => byte === 0)) throw new UnsignedTransactionError();
  return encodeBase58(signature);
}
