import { createBalanceBoard, type BalanceBoard } from '../core/page/balanceBoard';
import { createStore } from '../core/page/createStore';
import { readableError } from '../core/config/errors';
import { say } from '../core/texts/english';
import { createRecentFetch } from '../core/page/recentFetch';
import type { runStake } from './runStake';
import { canMove, isBusy, type Quotes, type StakeDeps, type StakeRequest, type StakeState } from './stakeFlow';

/** A quote or balance older than this is fetched again before a stake. */
export const MAX_AGE_MS = 20_000;
/** Typing pauses this long before quotes are fetched. */
export const QUOTE_DEBOUNCE_MS = 300;

export type QuotePreview = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; expectedOut: bigint } | { status: 'failed' };

export interface StakeSessionState {
  flow: StakeState;
  preview: QuotePreview;
  /** The connected wallet's SOL, once known. */
  balance: bigint | null;
  /** The RPC serves another network than the configured cluster: nothing may be quoted or sent. */
  wrongNetwork: boolean;
}

/** The card's outside world. The transaction code is a lazy chunk, so it comes through `loadDeps`. */
export interface StakeSessionIo {
  fetchQuotes(request: { mint: string; lamports: bigint }, signal: AbortSignal): Promise<Quotes>;
  fetchBalance(owner: string): Promise<bigint>;
  /** Where balances are shared with the page's other cards; without it, the card keeps its own. */
  balances?: BalanceBoard;
  /** Whether the RPC serves the configured cluster (null: it could not be asked). */
  checkNetwork(): Promise<boolean | null>;
  /** The stake pipeline with its guard, and its I/O: what only a stake needs, so it loads lazily. */
  loadDeps(): Promise<{ runStake: typeof runStake; deps: Omit<StakeDeps, 'quote' | 'balance' | 'currentWallet'> }>;
  /** The wallet connected right now, or null (also when the card has left the page). */
  currentWallet(): string | null;
  /** The configured cluster, for the texts. */
  cluster: string;
}

export interface StakeSession {
  getState(): StakeSessionState;
  subscribe(listener: () => void): () => void;
  /** Asks whether the RPC serves the configured cluster (once per page; the card asks when it can stake). */
  checkNetwork(): Promise<boolean>;
  /** The amount being typed, or null; quotes for it are fetched after a pause. */
  setAmount(lamports: bigint | null): void;
  /** The connected wallet, or null: its balance is fetched, and a run for another wallet stops. */
  setWallet(address: string | null): void;
  /** One stake; null when one is already running (one click, one wallet prompt). */
  stake(request: Omit<StakeRequest, 'mint'>): Promise<StakeState | null>;
  /** Back to idle after an outcome (the staker typed again). */
  reset(): void;
  /** The card is on the page (again): work may start. React's StrictMode releases and retains once. */
  retain(): void;
  /** The card is gone: stop what has not been signed. A signed stake runs to its end. */
  release(): void;
}

/**
 * One stake session per card: framework-free, so hooks only subscribe. It owns the quote and balance
 * caches (a stake reuses what typing fetched), the preview, and one run at a time.
 */
export function createStakeSession(mint: string, io: StakeSessionIo, debounceMs = QUOTE_DEBOUNCE_MS): StakeSession {
  const store = createStore<StakeSessionState>({
    flow: { phase: 'idle' },
    preview: { status: 'idle' },
    balance: null,
    wrongNetwork: false,
  });
  const quotes = createRecentFetch<Quotes>(MAX_AGE_MS);
  const balances = io.balances ?? createBalanceBoard(MAX_AGE_MS);
  let previewTimer: ReturnType<typeof setTimeout> | undefined;
  let previewController: AbortController | null = null;
  let previewFor: bigint | null = null;
  let previewAttempt = 0;
  let wallet: string | null = null;
  let run: { controller: AbortController; wallet: string; signed: boolean } | null = null;
  /** The card is gone: no new work starts (a signed stake still runs to its end). */
  let released = false;

  const move = (next: StakeState) => {
    const from = store.getState().flow.phase;
    if (!canMove(from, next.phase)) throw new Error(`stake flow: ${from} -> ${next.phase} is not a transition`);
    store.setState({ flow: next });
  };
  const keyOf = (lamports: bigint) => `${mint}:${lamports}`;
  const fetchQuotes = (lamports: bigint, signal: AbortSignal) =>
    quotes.start(keyOf(lamports), () => io.fetchQuotes({ mint, lamports }, signal));
  const fetchBalance = (owner: string) => {
    const pending = balances.get(owner, () => io.fetchBalance(owner));
    pending.then(
      (value) => owner === wallet && store.setState({ balance: value }),
      () => undefined,
    );
    return pending;
  };
  // A stake in any card of the page changed the balance every card shows. Watched from the first
  // wallet on (a card React rendered but never mounted gets none), until the card is released.
  let unwatchBalances: (() => void) | null = null;
  const watchBalances = () => {
    unwatchBalances ??= balances.subscribe(() => wallet && fetchBalance(wallet));
  };

  /** False only when the RPC said it serves another network; an RPC that could not be asked is not proof. */
  const checkNetwork = async () => {
    const right = await io.checkNetwork().catch(() => null);
    if (right === false) store.setState({ wrongNetwork: true, preview: { status: 'idle' } });
    return right !== false;
  };

  function setAmount(lamports: bigint | null) {
    if (lamports === previewFor) return;
    previewFor = lamports;
    // Each preview answers only for itself: a stopped one's late end must not land on the next.
    const attempt = ++previewAttempt;
    const current = () => attempt === previewAttempt;
    clearTimeout(previewTimer);
    if (lamports === null) {
      previewController?.abort();
      quotes.clear();
      store.setState({ preview: { status: 'idle' } });
      return;
    }
    store.setState({ preview: { status: 'loading' } });
    previewTimer = setTimeout(async () => {
      if (!(await checkNetwork()) || !current() || released) return;
      void io.loadDeps().catch(() => undefined); // warm the transaction code while the staker decides
      let pending = quotes.fresh(keyOf(lamports));
      if (!pending) {
        // Only the preview's own fetches are cancelled when the amount changes, never a stake's.
        previewController?.abort();
        previewController = new AbortController();
        pending = fetchQuotes(lamports, previewController.signal);
      }
      pending.then(
        (answer) => current() && store.setState({ preview: { status: 'ready', expectedOut: answer.expectedOut } }),
        () => current() && store.setState({ preview: { status: 'failed' } }),
      );
    }, debounceMs);
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    checkNetwork,
    setAmount,

    setWallet(address) {
      if (!released) watchBalances();
      if (address === wallet) return;
      wallet = address;
      store.setState({ balance: null });
      if (run && !run.signed && run.wallet !== address) run.controller.abort();
      if (address) fetchBalance(address);
    },

    async stake(request) {
      if (run) return null;
      const current = { controller: new AbortController(), wallet: request.wallet, signed: false };
      run = current;
      const report = (next: StakeState) => {
        if (next.phase === 'sending') current.signed = true;
        move(next);
      };
      const full: StakeRequest = { ...request, mint };
      try {
        if (!(await checkNetwork())) {
          const refused: StakeState = { phase: 'failed', message: say('wrongNetwork', { cluster: io.cluster }) };
          move({ phase: 'quoting' });
          move(refused);
          return refused;
        }
        const loaded = await io.loadDeps();
        const deps: StakeDeps = {
          ...loaded.deps,
          quote: (asked, signal) => quotes.fresh(keyOf(asked.lamports)) ?? fetchQuotes(asked.lamports, signal),
          balance: (owner) => fetchBalance(owner),
          currentWallet: io.currentWallet,
        };
        const end = await loaded.runStake(deps, full, report, current.controller.signal);
        if (end.phase === 'success') balances.changed();
        return end;
      } catch (error) {
        // Only the lazy chunk can fail here: runStake itself never throws.
        const failed: StakeState = { phase: 'failed', message: say('quoteFailed'), detail: readableError(error) };
        if (!isBusy(store.getState().flow.phase)) move({ phase: 'quoting' });
        move(failed);
        return failed;
      } finally {
        run = null;
      }
    },

    reset() {
      const { phase } = store.getState().flow;
      if (!run && phase !== 'idle') move({ phase: 'idle' });
    },

    retain() {
      if (!released) return;
      released = false;
      watchBalances();
      // A preview the release stopped starts again for the amount still in the field.
      const amount = previewFor;
      previewFor = null;
      setAmount(amount);
    },

    release() {
      released = true;
      unwatchBalances?.();
      unwatchBalances = null;
      clearTimeout(previewTimer);
      previewController?.abort();
      if (run && !run.signed) run.controller.abort();
    },
  };
}
