export type Cluster = 'devnet' | 'testnet' | 'mainnet-beta';

export const CLUSTERS: readonly Cluster[] = ['devnet', 'testnet', 'mainnet-beta'];

export function parseCluster(value: string | undefined | null): Cluster {
  return CLUSTERS.find((cluster) => cluster === value) ?? 'devnet';
}

export function explorerTransactionUrl(signature: string, cluster: Cluster): string {
  const query = cluster === 'mainnet-beta' ? '' : `?cluster=${cluster}`;
  return `https://explorer.solana.com/tx/${encodeURIComponent(signature)}${query}`;
}
