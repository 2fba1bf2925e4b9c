import { VersionedTransaction } from '@solana/web3.js';
import type { DecodedMessage } from '../core/guard/decodedMessage';
import { guardText } from '../core/guard/refusals';
import { inEnglish } from '../core/texts/said';
import { base64ToBytes } from '../core/base64';

export class UndecodableTransactionError extends Error {
  override readonly name = 'UndecodableTransactionError';
  constructor() {
    super(inEnglish(guardText.undecodable));
  }
}

/** The aggregator's transaction: its bytes (what the wallet signs) and its message, decoded once. */
export interface DecodedSwap {
  bytes: Uint8Array;
  message: DecodedMessage;
}

/** Decodes a base64 transaction, legacy or v0, into the form the guard reads. */
export function decodeSwapTransaction(base64: string): DecodedSwap {
  try {
    const bytes = base64ToBytes(base64);
    const { message } = VersionedTransaction.deserialize(bytes);
    return {
      bytes,
      message: {
        signaturesRequired: message.header.numRequiredSignatures,
        staticKeys: message.staticAccountKeys.map((key) => key.toBase58()),
        recentBlockhash: message.recentBlockhash,
        instructions: message.compiledInstructions.map((instruction) => ({
          programIndex: instruction.programIdIndex,
          accounts: instruction.accountKeyIndexes,
          data: instruction.data,
        })),
      },
    };
  } catch {
    throw new UndecodableTransactionError();
  }
}
