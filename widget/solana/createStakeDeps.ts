import { VersionedTransaction } from '@solana/web3.js';
import { encodeBase58 } from '../core/encoding/base58';
import type { StakeWidgetConfig } from '../core/config/config';
import type { StakeDeps } from '../stake/stakeFlow';
import { isWalletRejection } from '../core/wallet/walletRejection';
import { fetchSwapTransaction } from '../api/aggregator';
import { decodeTransaction } from './decodeTransaction';
import { createRpcClient } from '../api/rpcClient';
import { inspectTransaction } from './inspectTransaction';
import { stakeAccounts } from './stakeAccounts';
import { receivedAmount, trackTransaction, type TrackOptions } from './trackTransaction';

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

export type TransactionDeps = Omit<StakeDeps, 'quote' | 'balance' | 'currentWallet'>;

/** Wires the stake flow to the aggregator's swap call, the wallet's signature and the configured RPC. */
export function createStakeDeps(
  config: StakeWidgetConfig,
  signTransaction: (transaction: Uint8Array) => Promise<Uint8Array>,
  trackOptions: Omit<TrackOptions, 'onSent' | 'onTrouble'> = {},
): TransactionDeps {
  const rpc = createRpcClient(config);
  return {
    async buildSwap(quoteResponse, userPublicKey, signal) {
      const answer = await fetchSwapTransaction(config, { quoteResponse, userPublicKey }, signal);
      return answer.swapTransaction;
    },
    decode: decodeTransaction,
    accounts: stakeAccounts,
    inspect: (transaction, watch, signal) => inspectTransaction(rpc, transaction, watch, signal),
    aggregatorProgramIds: config.aggregatorProgramIds,
    sign: signTransaction,
    signatureOf: feePayerSignature,
    track: (target, events) => trackTransaction(rpc, target, { ...trackOptions, ...events }),
    received: (signature, wallet, mint) => receivedAmount(rpc, signature, wallet, mint),
    isWalletRejection,
  };
}
