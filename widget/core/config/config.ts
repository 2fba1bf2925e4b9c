import { DEFAULT_CLUSTER, type Cluster } from './cluster';
import type { Explorer } from './explorer';
import { DEFAULT_AGGREGATOR_PROGRAM_IDS } from '../guard/aggregatorPrograms';

/** Where the widget's services live. Every field is optional for callers; see `resolveConfig`. */
export interface StakeWidgetConfig {
  /** Base URL of the LST list service; `/lsts` is appended. */
  lstApiUrl: string;
  /** Base URL of the swap quote service (expected-LST preview); `/swap/quote` is appended. */
  quoteApiUrl: string;
  /** Base URL of the swap aggregator; `/swap/v1/quote` and `/swap/v1/swap` are appended. */
  aggregatorApiUrl: string;
  /** Sent as `x-api-key` to the aggregator when set. Visible to anyone who reads the page: see docs/embed.md, "API keys". */
  aggregatorApiKey?: string;
  /** Sent as `x-api-key` to the swap quote service when set. */
  quoteApiKey?: string;
  /**
   * Programs the aggregator's route may call besides System, Token, Token-2022, Associated Token and
   * Compute Budget (the transaction guard refuses any other). Jupiter's by default.
   */
  aggregatorProgramIds: readonly string[];
  /** JSON-RPC endpoint used to read the balance, simulate, send and confirm; it must serve `cluster`. */
  rpcUrl: string;
  /** The one network of every call: checked against the RPC's genesis hash; the explorer link's too. */
  cluster: Cluster;
  /** Where "View transaction in the explorer" goes: 'solana-explorer' (default), 'solscan' or 'solanafm', on `cluster`. */
  explorer?: Explorer;
  /** Milliseconds any one service call may take before it counts as failed. */
  timeoutMs: number;
  /** The fetch used for every call (the demo and tests pass a mock here). */
  fetch: typeof fetch;
  /** True when the services are the embedded demo; the widget then says so. */
  demo: boolean;
  /**
   * The most priority fee, in lamports, each of our own transactions bids (a deposit, an exit, a
   * stake-account action, a launch step): its price is the 75th percentile of its accounts' recent fees,
   * lowered to stay within this. 0.0001 SOL when not set (`priorityFeeCap`). The aggregator's
   * transactions keep the spec's own cap.
   */
  maxPriorityFeeLamports?: number;
}

export const RPC_URLS: Record<Cluster, string> = {
  devnet: 'https://api.devnet.solana.com',
  testnet: 'https://api.testnet.solana.com',
  'mainnet-beta': 'https://api.mainnet-beta.solana.com',
};

export const defaultConfig: Omit<StakeWidgetConfig, 'fetch'> = {
  lstApiUrl: 'https://extra-api.sanctum.so/v1',
  quoteApiUrl: 'https://sanctum-s-api.fly.dev/v1',
  aggregatorApiUrl: 'https://api.jup.ag',
  aggregatorProgramIds: DEFAULT_AGGREGATOR_PROGRAM_IDS,
  rpcUrl: RPC_URLS[DEFAULT_CLUSTER],
  cluster: DEFAULT_CLUSTER,
  timeoutMs: 15_000,
  demo: false,
};

/** Fills what the caller left out; an explicit cluster without an RPC URL gets that cluster's public RPC. */
export function resolveConfig(partial: Partial<StakeWidgetConfig> = {}): StakeWidgetConfig {
  const defined = Object.fromEntries(
    Object.entries(partial).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<StakeWidgetConfig>;
  const cluster = defined.cluster ?? defaultConfig.cluster;
  return {
    ...defaultConfig,
    rpcUrl: RPC_URLS[cluster],
    fetch: (...args) => globalThis.fetch(...args),
    ...defined,
    cluster,
  };
}
