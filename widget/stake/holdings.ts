import type { StakeWidgetConfig } from '../core/config/config';
import type { LstEntry } from '../core/lst/lst';
import type { BalanceBoard } from '../core/page/balanceBoard';
import type { Store } from '../core/page/createStore';
import type { SharedReads } from '../core/page/sharedReads';
import type { HoldingsState } from './holdingsState';
import type { PoolReading } from './pool/readPool';

export interface Holdings {
  /** The card's token or wallet changed (null: none): read what they hold, and the pool's APY. */
  follow(entry: LstEntry | null, wallet: string | null): void;
  /** Balances changed (a stake or an unstake landed): read the position again. */
  refresh(): void;
  /** The card came into view: reads start (until then, with `waitUntilSeen`, none do). */
  seen(): void;
  stop(): void;
}

export interface HoldingsOptions {
  store: Store<HoldingsState>;
  config: StakeWidgetConfig;
  /** The page's balance board: a stake anywhere on it makes every card read what it holds again. */
  balances: BalanceBoard;
  /**
   * Read nothing until `seen()`: a page of 100 cards reads the pools and holdings of the cards on
   * screen, not of all 100 at once (a public RPC limits what one visitor may ask).
   */
  waitUntilSeen?: boolean;
  poolReads?: SharedReads<PoolReading>;
}

/**
 * The card's position and APY, framework-free. The APY rides in the page's one read of the pool (the
 * card's offers read it too); the position is the staker's accounts of the mint among their token
 * accounts, read once for the page (`readHeld`), valued at that read's rate. Both wait for the lazy
 * route chunk, which a card warms anyway.
 */
export function createHoldings({ store, config, balances, poolReads, waitUntilSeen = false }: HoldingsOptions): Holdings {
  let inView = !waitUntilSeen;
  let entry: LstEntry | null = null;
  let wallet: string | null = null;
  let controller: AbortController | null = null;

  function read() {
    if (!inView) return;
    controller?.abort();
    controller = null;
    if (!entry) {
      store.setState({ position: null, apy: null, tokenAccountMissing: false });
      return;
    }
    const current = new AbortController();
    controller = current;
    const [forEntry, forWallet] = [entry, wallet];
    const settled = (next: Partial<HoldingsState>) => !current.signal.aborted && store.setState(next);
    void import('./routes/routeCode')
      .then(({ readHoldings }) =>
        readHoldings({ config, entry: forEntry, wallet: forWallet, balances, poolReads, signal: current.signal }, settled),
      )
      // The chunk did not arrive: the card shows no position or APY rather than a wrong one.
      .catch(() => undefined);
  }

  return {
    follow(nextEntry, nextWallet) {
      if (nextEntry === entry && nextWallet === wallet) return;
      if (nextWallet !== wallet) store.setState({ position: null, tokenAccountMissing: false });
      [entry, wallet] = [nextEntry, nextWallet];
      read();
    },
    // After every listener of the balance board has heard the change (the page's holdings reads among
    // them start a new generation), so this card reads anew rather than the read from before it.
    refresh: () => queueMicrotask(read),
    seen() {
      if (inView) return;
      inView = true;
      read();
    },
    stop() {
      controller?.abort();
      controller = null;
      // Followed again from scratch when the card comes back: what it showed is read anew.
      [entry, wallet] = [null, null];
    },
  };
}
