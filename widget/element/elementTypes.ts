/**
 * Types of `<lst-stake>` and `<lst-wallet-button>` for TypeScript: every attribute (docs/embed.md, "Attributes"),
 * for React's JSX (React 18 and 19: `React.JSX.IntrinsicElements`) and for `document.querySelector`
 * (`HTMLElementTagNameMap`). Loaded with `lst-stake-widget/element`; an app that only uses the script tag
 * loads them with `import type {} from 'lst-stake-widget/element'`.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { Cluster } from '../core/config/cluster';
import type { Explorer } from '../core/config/explorer';
import type { Theme } from '../core/config/theme';
import type { DisplayMode, LauncherPosition } from '../core/config/displayMode';
import type { WalletButtonMode } from '../core/wallet/walletButtonMode';

/** What both elements take: the services, the network and the words. */
export interface LstSharedAttributes {
  /** `en`, `es`, `zh` or `de`, as any BCP 47 tag; default: the closest `lang` up the page. */
  lang?: string;
  /** Your own texts for some keys, as JSON: `'{"submit": "Jetzt staken"}'`. */
  labels?: string;
  'lst-api-url'?: string;
  'quote-api-url'?: string;
  'aggregator-api-url'?: string;
  /** Sent as `x-api-key`: anyone who can read the page can read it (docs/embed.md, "API keys"). */
  'aggregator-api-key'?: string;
  'quote-api-key'?: string;
  'rpc-url'?: string;
  cluster?: Cluster;
  /** The most priority fee, in whole lamports (0-1000000; default 100000), each of our own transactions bids. */
  'max-priority-fee-lamports'?: string;
}

export interface LstStakeAttributes extends LstSharedAttributes {
  /** The LST's mint address. */
  mint: string;
  /** The stake pool to deposit into (its address): checked on chain, it wins over the list's, and a token no list names stakes at once. */
  pool?: string;
  'wallet-button'?: WalletButtonMode;
  display?: DisplayMode;
  position?: LauncherPosition;
  /** SOL filled in at first, with a dot: `1.5`. */
  amount?: string;
  /** SOL the card always stakes, with a dot: `1`. */
  'fixed-amount'?: string;
  /** Your wallet: receives the pool's referral share of a direct deposit (see docs/how-it-works.md, "Routes"). */
  referrer?: string;
  /** The most a pool may charge to enter or leave, in basis points (0-10000; default 100: 1 %); above it, its token is refused. */
  'max-fee-bps'?: string;
  /** The most of its rewards a pool may keep, in basis points (0-10000; default 2000: 20 %). */
  'max-epoch-fee-bps'?: string;
  /** What the card offers: `"stake unstake"` (the default: two tabs), `"stake"` or `"unstake"` (no tabs). */
  actions?: string;
  /** Where transactions are shown: `solana-explorer` (default), `solscan` or `solanafm`, on `cluster`. */
  explorer?: Explorer;
  /** `auto` (default) follows the page's `prefers-color-scheme`; `light` or `dark` forces one. */
  theme?: Theme;
}

export type LstWalletButtonAttributes = LstSharedAttributes;

/** The elements' properties: each attribute in camelCase, as a string (r2wc reflects them). */
interface SharedProperties {
  lstApiUrl?: string;
  quoteApiUrl?: string;
  aggregatorApiUrl?: string;
  aggregatorApiKey?: string;
  quoteApiKey?: string;
  rpcUrl?: string;
  cluster?: string;
  maxPriorityFeeLamports?: string;
  labels?: string;
}

export interface HTMLLstStakeElement extends HTMLElement, SharedProperties {
  mint?: string;
  pool?: string;
  walletButton?: string;
  display?: string;
  position?: string;
  amount?: string;
  fixedAmount?: string;
  referrer?: string;
  maxFeeBps?: string;
  maxEpochFeeBps?: string;
  actions?: string;
  explorer?: string;
  theme?: string;
}

export interface HTMLLstWalletButtonElement extends HTMLElement, SharedProperties {}

type ElementProps<E extends HTMLElement, A> = DetailedHTMLProps<HTMLAttributes<E>, E> & A;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'lst-stake': ElementProps<HTMLLstStakeElement, LstStakeAttributes>;
      'lst-wallet-button': ElementProps<HTMLLstWalletButtonElement, LstWalletButtonAttributes>;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'lst-stake': HTMLLstStakeElement;
    'lst-wallet-button': HTMLLstWalletButtonElement;
  }
}
