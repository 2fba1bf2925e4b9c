import { VersionedTransaction } from '@solana/web3.js';
import { encodeBase58 } from '../core/base58';
import type { StakeWidgetConfig } from '../core/config';
import type { Confirmation } from '../core/stakeFlow';
import type { SwapTransactionAnswer } from '../api/aggregator';
import { confirmTransaction, type ConfirmOptions } from './confirmTransaction';
import { decodeSwapTransaction } from './decodeSwapTransaction';
import { createRpcClient } from './rpcClient';

export interface SolanaDeps {
  decodeSwapTransaction: typeof decodeSwapTransaction;
  send(signed: Uint8Array): Promise<string>;
  confirm(
    target: { signature: string; lastValidBlockHeight: number },
    signal: AbortSignal,
  ): Promise<Confirmation>;
  balance(address: string): Promise<bigint>;
}

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

export function createSolanaDeps(
  config: Pick<StakeWidgetConfig, 'fetch' | 'timeoutMs' | 'rpcUrl'>,
  confirmOptions?: ConfirmOptions,
): SolanaDeps {
  const rpc = createRpcClient(config);
  return {
    decodeSwapTransaction: (answer: SwapTransactionAnswer) => decodeSwapTransaction(answer),
    async send(signed) {
      const signature = feePayerSignature(signed);
      // The id is the signature we hold, whatever the node echoes back; it is what we confirm.
      await rpc.sendTransaction(signed);
      return signature;
    },
    confirm: (target, signal) => confirmTransaction(rpc, target, signal, confirmOptions),
    balance: (address) => rpc.getBalance(address),
  };
}
