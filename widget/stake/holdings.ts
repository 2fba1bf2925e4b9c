import type { StakeWidgetConfig } from '../core/config/config';
import type { LstEntry } from '../core/lst/lst';
import type { Store } from '../core/page/createStore';
import type { SharedReads } from '../core/page/sharedReads';
import type { PoolApy } from '../core/stakePool/poolApy';
import type { PoolReading } from './pool/readPool';

/** What the staker holds of the card's LST, and what it is worth in SOL at the pool's rate now (null: no pool rate known). */
export interface Position {
  tokens: bigint;
  worth: bigint | null;
}

export interface HoldingsState {
  /** The connected staker's position; null until read (or with no wallet). */
  position: Position | null;
  /** The pool's APY over its last epoch, or why none; null for a token no pool serves, or until read. */
  apy: PoolApy | null;
}

export interface Holdings {
  /** The card's token or wallet changed (null: none): read what they hold, and the pool's APY. */
  follow(entry: LstEntry | null, wallet: string | null): void;
  /** Balances changed (a stake or an unstake landed): read the position again. */
  refresh(): void;
  stop(): void;
}

export interface HoldingsOptions {
  store: Store<HoldingsState>;
  config: StakeWidgetConfig;
  poolReads?: SharedReads<PoolReading>;
}

/**
 * The card's position and APY, framework-free. The APY rides in the page's one read of the pool (the
 * card's offers read it too); the position is one `getTokenAccountsByOwner` for the staker's accounts
 * of the mint, valued at that read's rate. Both wait for the lazy route chunk, which a card warms anyway.
 */
export function createHoldings({ store, config, poolReads }: HoldingsOptions): Holdings {
  let entry: LstEntry | null = null;
  let wallet: string | null = null;
  let controller: AbortController | null = null;

  function read() {
    controller?.abort();
    controller = null;
    if (!entry) {
      store.setState({ position: null, apy: null });
      return;
    }
    const current = new AbortController();
    controller = current;
    const [forEntry, forWallet] = [entry, wallet];
    const settled = (next: Partial<HoldingsState>) => !current.signal.aborted && store.setState(next);
    void import('./routes/routeCode').then(({ readHoldings }) =>
      readHoldings({ config, entry: forEntry, wallet: forWallet, poolReads, signal: current.signal }, settled),
    );
  }

  return {
    follow(nextEntry, nextWallet) {
      if (nextEntry === entry && nextWallet === wallet) return;
      if (nextWallet !== wallet) store.setState({ position: null });
      [entry, wallet] = [nextEntry, nextWallet];
      read();
    },
    refresh: read,
    stop() {
      controller?.abort();
      controller = null;
      // Followed again from scratch when the card comes back: what it showed is read anew.
      [entry, wallet] = [null, null];
    },
  };
}
