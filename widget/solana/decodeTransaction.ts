import type { DecodedTransaction } from '../core/guard/decodedMessage';
import { guardText } from '../core/guard/refusals';
import { inEnglish } from '../core/texts/said';
import { base64ToBytes } from '../core/encoding/base64';
import { decodeWireMessage, encodeWireMessage } from './wireMessage';
import { decodeWireTransaction } from './wireTransaction';

export class UndecodableTransactionError extends Error {
  override readonly name = 'UndecodableTransactionError';
  constructor() {
    super(inEnglish(guardText.undecodable));
  }
}

/**
 * Decodes a transaction, legacy or v0, into the form the guard reads: the aggregator's (base64) or
 * the bytes a wallet signed (widget/solana/wireMessage.ts: v1 messages, whose configuration the guard
 * does not read, are undecodable here, as they were before kit). The message's bytes are written again from
 * what was decoded, so that bytes past the message's end are never part of what the guard compares.
 */
export function decodeTransaction(transaction: string | Uint8Array): DecodedTransaction {
  try {
    const bytes = typeof transaction === 'string' ? base64ToBytes(transaction) : transaction;
    const message = decodeWireMessage(decodeWireTransaction(bytes).messageBytes);
    const { header } = message;
    return {
      bytes,
      messageBytes: encodeWireMessage(message),
      message: {
        signaturesRequired: header.numSignerAccounts,
        readonlySigned: header.numReadonlySignerAccounts,
        readonlyUnsigned: header.numReadonlyNonSignerAccounts,
        staticKeys: message.staticAccounts,
        recentBlockhash: message.lifetimeToken,
        instructions: message.instructions.map((instruction) => ({
          programIndex: instruction.programAddressIndex,
          accounts: instruction.accountIndices,
          data: instruction.data,
        })),
        lookups: message.addressTableLookups.map((lookup) => ({
          table: lookup.lookupTableAddress,
          writable: lookup.writableIndexes,
          readonly: lookup.readonlyIndexes,
        })),
      },
    };
  } catch {
    throw new UndecodableTransactionError();
  }
}
