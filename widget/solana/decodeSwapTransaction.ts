import { VersionedTransaction } from '@solana/web3.js';
import type { PreparedSwap } from '../core/stakeFlow';
import { messages } from '../core/messages';
import type { SwapTransactionAnswer } from '../api/aggregator';

export class UndecodableTransactionError extends Error {
  override readonly name = 'UndecodableTransactionError';
  constructor() {
    super(messages.undecodable);
  }
}

function base64ToBytes(base64: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new UndecodableTransactionError();
  const binary = atob(base64);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Decodes the aggregator's transaction far enough to check who pays and which blockhash it uses. */
export function decodeSwapTransaction(answer: SwapTransactionAnswer): PreparedSwap {
  let transaction: VersionedTransaction;
  let bytes: Uint8Array;
  try {
    bytes = base64ToBytes(answer.swapTransaction);
    transaction = VersionedTransaction.deserialize(bytes);
  } catch {
    throw new UndecodableTransactionError();
  }
  const feePayer = transaction.message.staticAccountKeys[0];
  if (!feePayer) throw new UndecodableTransactionError();
  return {
    transaction: bytes,
    feePayer: feePayer.toBase58(),
    blockhash: transaction.message.recentBlockhash,
    lastValidBlockHeight: answer.lastValidBlockHeight,
    simulationError: answer.simulationError,
  };
}
