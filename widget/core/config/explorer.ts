import type { Cluster } from './cluster';
import { namedChoice } from './namedChoice';

/** The block explorers a transaction or an address can be shown on, and their hosts. */
const HOSTS = { 'solana-explorer': 'explorer.solana.com', solscan: 'solscan.io', solanafm: 'solana.fm' };

export type Explorer = keyof typeof HOSTS;

export const EXPLORERS = Object.keys(HOSTS) as Explorer[];

/**
 * A transaction (`tx`) or an address on an explorer, on the cluster it was made on: every explorer
 * link of the widget and the site. Mainnet-beta is each explorer's default, so it carries no cluster;
 * Solscan calls an address an account, and SolanaFM names devnet and testnet `devnet-solana` and `testnet-solana`.
 */
export function explorerUrl(kind: 'tx' | 'address', id: string, cluster: Cluster, explorer: Explorer = 'solana-explorer'): string {
  const path = kind === 'address' && explorer === 'solscan' ? 'account' : kind;
  const query = cluster === 'mainnet-beta' ? '' : `?cluster=${cluster}${explorer === 'solanafm' ? '-solana' : ''}`;
  return `https://${HOSTS[explorer]}/${path}/${encodeURIComponent(id)}${query}`;
}

/** The `explorer` attribute: missing is undefined (the default); an unknown name is ignored, with a console warning. */
export const parseExplorer = (value: string | null | undefined): Explorer | undefined => namedChoice('explorer', value, EXPLORERS);
