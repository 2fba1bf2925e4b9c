import type { Cluster } from '../config/cluster';

/** A Solana chain as the Wallet Standard names it. */
export type SolanaChain = 'solana:mainnet' | 'solana:devnet' | 'solana:testnet';

/** The chain a wallet is asked to sign for: the one of the cluster the widget reads and sends on. */
export const WALLET_CHAINS: Record<Cluster, SolanaChain> = {
  'mainnet-beta': 'solana:mainnet',
  devnet: 'solana:devnet',
  testnet: 'solana:testnet',
};
