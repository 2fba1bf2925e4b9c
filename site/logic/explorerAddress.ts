import type { Cluster } from '../../widget/core/config/cluster';

/** An account on the Solana explorer, on the site's cluster (as the widget links a transaction). */
export function explorerAddressUrl(address: string, cluster: Cluster): string {
  const query = cluster === 'mainnet-beta' ? '' : `?cluster=${cluster}`;
  return `https://explorer.solana.com/address/${encodeURIComponent(address)}${query}`;
}
