import { VersionedTransaction } from '@solana/web3.js';
import type { DecodedTransaction } from '../core/guard/decodedMessage';
import { guardText } from '../core/guard/refusals';
import { inEnglish } from '../core/texts/said';
import { base64ToBytes } from '../core/encoding/base64';

export class UndecodableTransactionError extends Error {
  override readonly name = 'UndecodableTransactionError';
  constructor() {
    super(inEnglish(guardText.undecodable));
  }
}

/**
 * Decodes a transaction, legacy or v0, into the form the guard reads: the aggregator's (base64) or
 * the bytes a wallet signed.
 */
export function decodeTransaction(transaction: string | Uint8Array): DecodedTransaction {
  try {
    const bytes = typeof transaction === 'string' ? base64ToBytes(transaction) : transaction;
    const { message } = VersionedTransaction.deserialize(bytes);
    const { header } = message;
    return {
      bytes,
      messageBytes: message.serialize(),
      message: {
        signaturesRequired: header.numRequiredSignatures,
        readonlySigned: header.numReadonlySignedAccounts,
        readonlyUnsigned: header.numReadonlyUnsignedAccounts,
        staticKeys: message.staticAccountKeys.map((key) => key.toBase58()),
        recentBlockhash: message.recentBlockhash,
        instructions: message.compiledInstructions.map((instruction) => ({
          programIndex: instruction.programIdIndex,
          accounts: instruction.accountKeyIndexes,
          data: instruction.data,
        })),
        lookups: message.addressTableLookups.map((lookup) => ({
          table: lookup.accountKey.toBase58(),
          writable: lookup.writableIndexes,
          readonly: lookup.readonlyIndexes,
        })),
      },
    };
  } catch {
    throw new UndecodableTransactionError();
  }
}
