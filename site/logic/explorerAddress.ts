import type { Cluster } from '../../widget/core/config/cluster';
import { explorerUrl } from '../../widget/core/config/explorer';

/** An account on the Solana explorer, on the site's cluster (the widget's one explorer function). */
export const explorerAddressUrl = (address: string, cluster: Cluster): string => explorerUrl('address', address, cluster);

/** A transaction on the Solana explorer, on the site's cluster. */
export const explorerTransactionUrl = (signature: string, cluster: Cluster): string => explorerUrl('tx', signature, cluster);
