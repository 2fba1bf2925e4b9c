import { encodeBase58 } from '../core/encoding/base58';
import { UndecodableTransactionError } from './decodeTransaction';
import { decodeWireTransaction } from './wireTransaction';

export class UnsignedTransactionError extends Error {
  override readonly name = 'UnsignedTransactionError';
  constructor() {
    super('the wallet returned the transaction without its signature');
  }
}

/**
 * The first signature is the fee payer's, and is the transaction's id. Read in wire order (kit's
 * decoder keys the signatures by address, which would merge a repeated signer), from a legacy or v0
 * transaction whose signatures match its signers (`decodeWireTransaction`).
 */
export function feePayerSignature(signed: Uint8Array): string {
  let signatures: readonly Uint8Array[];
  try {
    signatures = decodeWireTransaction(signed).signatures;
  } catch {
    throw new UndecodableTransactionError();
  }
  const signature = signatures[0];
  if (!signature || signature.every((byte) => byte === 0)) throw new UnsignedTransactionError();
  return encodeBase58(signature);
}
