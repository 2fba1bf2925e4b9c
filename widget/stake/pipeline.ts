import type { StakeWidgetConfig } from '../core/config/config';
import { createRpcClient } from '../api/rpcClient';
import { roadIo } from '../solana/road/roadIo';
import { stakeAccounts } from '../solana/stakeAccounts';
import { receivedAmount, type TrackOptions } from '../solana/trackTransaction';
import type { StakeDeps } from './stakeFlow';

/**
 * The lazy half of a stake: the pipeline and its guard, with what only a stake needs (kit's codecs, the
 * tracker). Loaded while the staker types, so the card's first paint never waits for it.
 */
export { runStake } from './runStake';
export { stakeFromCard } from './stakeFromCard';

export type TransactionIo = Omit<StakeDeps, 'offer' | 'balance' | 'currentWallet'>;

/** The road's I/O (the guard's reads and simulation, the wallet's signature, the send) and a stake's own reads: all on the configured RPC. */
export function transactionIo(
  config: StakeWidgetConfig,
  sign: (transaction: Uint8Array) => Promise<Uint8Array>,
  trackOptions: Omit<TrackOptions, 'onSent' | 'onTrouble'> = {},
): TransactionIo {
  const rpc = createRpcClient(config);
  return {
    ...roadIo(rpc, sign, { track: trackOptions, maxPriorityFeeLamports: config.maxPriorityFeeLamports }),
    accounts: stakeAccounts,
    received: (signature, wallet, mint) => receivedAmount(rpc, signature, wallet, mint),
  };
}
