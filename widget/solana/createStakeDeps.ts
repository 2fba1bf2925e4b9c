import type { StakeWidgetConfig } from '../core/config';
import type { StakeDeps } from '../core/stakeFlow';
import { isWalletRejection } from '../core/walletRejection';
import { fetchSwapTransaction } from '../api/aggregator';
import type { ConfirmOptions } from './confirmTransaction';
import { createSolanaDeps } from './createSolanaDeps';

export interface SigningWallet {
  /** The address connected right now, or null. */
  current(): string | null;
  signTransaction(transaction: Uint8Array): Promise<Uint8Array>;
}

export interface Prefetched {
  quote: StakeDeps['quote'];
  /** A cached balance lookup; by default the RPC node is asked. */
  balance?: StakeDeps['balance'];
}

/** Wires the stake flow to the aggregator, the wallet and the RPC node. */
export function createStakeDeps(
  config: StakeWidgetConfig,
  wallet: SigningWallet,
  { quote, balance }: Prefetched,
  confirmOptions?: ConfirmOptions,
): StakeDeps {
  const solana = createSolanaDeps(config, confirmOptions);
  return {
    quote,
    balance: balance ?? ((address) => solana.balance(address)),
    async buildSwap(aggregatorQuote, userPublicKey, signal) {
      const answer = await fetchSwapTransaction(config, { quoteResponse: aggregatorQuote, userPublicKey }, signal);
      return solana.decodeSwapTransaction(answer);
    },
    sign: (transaction) => wallet.signTransaction(transaction),
    send: (signed) => solana.send(signed),
    confirm: (target, signal) => solana.confirm(target, signal),
    currentWallet: () => wallet.current(),
    isWalletRejection,
  };
}
