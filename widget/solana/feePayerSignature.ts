import { VersionedTransaction } from '@solana/web3.js';
import { encodeBase58 } from '../core/encoding/base58';

export class UnsignedTransactionError extends Error {
  override readonly name = 'UnsignedTransactionError';
  constructor() {
    super('the wallet returned the transaction without its signature');
  }
}

/** The first signature is the fee payer's, and is the transaction's id. */
export function feePayerSignature(signed: Uint8Array): string {
  const signature = VersionedTransaction.deserialize(signed).signatures[0];
  if (!signature || signature.every((byte) => byte === 0)) throw new UnsignedTransactionError();
  return encodeBase58(signature);
}
