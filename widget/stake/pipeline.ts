import type { StakeWidgetConfig } from '../core/config/config';
import { isWalletRejection } from '../core/wallet/walletRejection';
import { createRpcClient } from '../api/rpcClient';
import { decodeTransaction } from '../solana/decodeTransaction';
import { feePayerSignature } from '../solana/feePayerSignature';
import { inspectTransaction } from '../solana/inspectTransaction';
import { stakeAccounts } from '../solana/stakeAccounts';
import { receivedAmount, trackTransaction, type TrackOptions } from '../solana/trackTransaction';
import type { StakeDeps } from './stakeFlow';

/**
 * The lazy half of a stake: the pipeline and its guard, with what only a stake needs (web3.js, the
 * tracker). Loaded while the staker types, so the card's first paint never waits for it.
 */
export { runStake } from './runStake';
export { stakeFromCard } from './stakeFromCard';

export type TransactionIo = Omit<StakeDeps, 'offer' | 'balance' | 'currentWallet'>;

/** The guard's reads and simulation, the wallet's signature, and the send: all on the configured RPC. */
export function transactionIo(
  config: StakeWidgetConfig,
  sign: (transaction: Uint8Array) => Promise<Uint8Array>,
  trackOptions: Omit<TrackOptions, 'onSent' | 'onTrouble'> = {},
): TransactionIo {
  const rpc = createRpcClient(config);
  return {
    decode: decodeTransaction,
    accounts: stakeAccounts,
    inspect: (transaction, watch, signal) => inspectTransaction(rpc, transaction, watch, signal),
    sign,
    signatureOf: feePayerSignature,
    track: (target, events) => trackTransaction(rpc, target, { ...trackOptions, ...events }),
    received: (signature, wallet, mint) => receivedAmount(rpc, signature, wallet, mint),
    isWalletRejection,
  };
}
