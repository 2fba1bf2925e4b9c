import type { Wallet } from '@wallet-standard/base';
import { createBalanceBoard, type BalanceBoard } from './balanceBoard';
import type { StakeWidgetConfig } from '../config/config';
import type { LstEntry } from '../lst/lst';
import { createWalletSession, type WalletSession } from '../wallet/walletSession';

/** What a page says once for all its widget elements (`defineStakeElements` options). */
export interface PageDefaults {
  config?: Partial<StakeWidgetConfig>;
  /** Wallet Standard wallets besides those registered on the page (the demo's burner). */
  extraWallets?: readonly Wallet[];
}

/**
 * Everything one page shares across all its widgets, in one place: the defaults the page set, its one
 * wallet session, the answers it remembers (the LST list per service, the RPC's network and the
 * wallet's balance per URL), and the elements waiting to mount. Created on first use; `resetPage()`
 * starts a fresh one (tests).
 */
export interface Page {
  defaults: PageDefaults;
  wallet: WalletSession;
  lstLists: Map<string, Promise<LstEntry[]>>;
  networkChecks: Map<string, Promise<boolean | null>>;
  /** The connected wallet's balance per RPC URL, shared by the cards (core/balanceBoard). */
  balances: Map<string, BalanceBoard>;
  mountQueue: (() => void)[];
  /** Undoes what was started for this page (the wallet code's detached tree); run by resetPage. */
  onReset: (() => void)[];
  /** Each module's own page-lifetime state, by its key: see `pageState`. */
  slots: Map<symbol, unknown>;
}

let current: Page | null = null;

export function page(): Page {
  current ??= {
    defaults: {},
    wallet: createWalletSession(),
    lstLists: new Map(),
    networkChecks: new Map(),
    balances: new Map(),
    mountQueue: [],
    onReset: [],
    slots: new Map(),
  };
  return current;
}

/**
 * A module's state that lives as long as the page (a cache, an observer, a counter): created on first
 * use, gone with `resetPage()`. Every module keeps such state here, never in a variable of its own, so
 * a reset really gives the next test or page a fresh start. `key` is the module's own symbol.
 */
export function pageState<T>(key: symbol, create: () => T): T {
  const { slots } = page();
  if (!slots.has(key)) slots.set(key, create());
  return slots.get(key) as T;
}

/**
 * Forgets the page, as a reload would: the next `page()` has a new wallet session, empty caches and
 * no queued mounts. The defaults stay, because the elements they belong to stay defined (a custom
 * element cannot be undefined, so `defineStakeElements` never runs twice on a page).
 */
export function resetPage(): void {
  const old = current;
  current = null;
  if (old) page().defaults = old.defaults;
  for (const undo of old?.onReset ?? []) undo();
}

/** The page's balance board for one RPC (cards may name different ones). */
export function pageBalanceBoard(rpcUrl: string, maxAgeMs: number): BalanceBoard {
  const boards = page().balances;
  let board = boards.get(rpcUrl);
  if (!board) boards.set(rpcUrl, (board = createBalanceBoard(maxAgeMs)));
  return board;
}
