export type Cluster = 'devnet' | 'testnet' | 'mainnet-beta';

export const CLUSTERS: readonly Cluster[] = ['devnet', 'testnet', 'mainnet-beta'];

/**
 * The production default. The aggregator and the swap quote service the spec names exist only on
 * mainnet, so its "development network" cannot be served by them.
 */
export const DEFAULT_CLUSTER: Cluster = 'mainnet-beta';

/** Each cluster's genesis hash: what its RPC answers to getGenesisHash, whatever its URL says. */
export const GENESIS_HASHES: Record<Cluster, string> = {
  'mainnet-beta': '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY',
};

export function parseCluster(value: string | undefined | null): Cluster {
  return CLUSTERS.find((cluster) => cluster === value) ?? DEFAULT_CLUSTER;
}
