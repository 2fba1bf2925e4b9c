/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DEMO?: string;
  readonly VITE_LST_API_URL?: string;
  readonly VITE_QUOTE_API_URL?: string;
  readonly VITE_AGGREGATOR_API_URL?: string;
  readonly VITE_AGGREGATOR_API_KEY?: string;
  readonly VITE_QUOTE_API_KEY?: string;
  readonly VITE_RPC_URL?: string;
  readonly VITE_CLUSTER?: string;
}
