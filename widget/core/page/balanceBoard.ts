import { createRecentFetch } from './recentFetch';

/**
 * The SOL balance one RPC gave on this page, shared by every card on it: a page of 100 cards asks
 * once for the connected wallet, not 100 times (a public RPC limits what one visitor may ask). A stake
 * in any card makes every card ask again, so none keeps showing the balance from before it.
 */
export interface BalanceBoard {
  /** The owner's balance: the recent fetch if there is one, else `fetch` (shared from then on). */
  get(owner: string, fetch: () => Promise<bigint>): Promise<bigint>;
  /** Balances changed (a stake landed): forget them, and tell every card to ask again. */
  changed(): void;
  subscribe(listener: () => void): () => void;
}

export function createBalanceBoard(maxAgeMs: number): BalanceBoard {
  // One key is enough: a page has one wallet session, so one connected wallet at a time.
  const recent = createRecentFetch<bigint>(maxAgeMs);
  const listeners = new Set<() => void>();
  return {
    get: (owner, fetch) => recent.fresh(owner) ?? recent.start(owner, fetch),
    changed() {
      recent.clear();
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
