import { parseAmount, type DecimalSeparator, type ParsedAmount } from '../core/amount/amount';
import type { StakeWidgetConfig } from '../core/config/config';
import { readableError } from '../core/config/errors';
import { isAddress } from '../core/encoding/base58';
import { SOL_DECIMALS } from '../core/lst/lst';
import type { BalanceBoard } from '../core/page/balanceBoard';
import { createStore } from '../core/page/createStore';
import { lazyOnce } from '../core/page/lazyOnce';
import { pageBalanceBoard } from '../core/page/page';
import { createRecentFetch } from '../core/page/recentFetch';
import { say } from '../core/texts/english';
import { SaidError, type Said } from '../core/texts/said';
import type { WalletSession } from '../core/wallet/walletSession';
import type { TrackOptions } from '../solana/trackTransaction';
import { DEFAULT_FEE_CAPS, isFeeCap, type FeeCaps } from '../core/guard/feeCaps';
import { followLst, type LstLookup } from './followLst';
import { loadApi } from './loadApi';
import type { PoolReading } from './pool/readPool';
import type { PoolTerms, RouteName, RouteOffer } from './routes/route';
import { namesPool, routesFor } from './routes/registry';
import { canMove, checkStakeInput, isBusy, type StakeDeps, type StakeRequest, type StakeState } from './stakeFlow';

/** An offer or balance older than this is asked again before a stake. */
export const MAX_AGE_MS = 20_000;
/** Typing pauses this long before offers are asked. */
export const QUOTE_DEBOUNCE_MS = 300;

export type Preview =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; expectedOut: bigint; route: RouteName; terms?: PoolTerms }
  /** `reason`: why no route can serve now, when a route could tell (a pool updating for the epoch). */
  | { status: 'failed'; reason?: Said };

export interface StakeOwnerState {
  /** The card's token as the LST list describes it. */
  token: LstLookup;
  /** The amount as typed (or as the page fixed it, with a dot), and what it parses to. */
  amount: { text: string; fixed: boolean; parsed: ParsedAmount };
  /** The spec's alerts for a click that cannot stake (no wallet, no amount); cleared by typing. */
  notice: Said | null;
  flow: StakeState;
  preview: Preview;
  /** The connected wallet's SOL, once known. */
  balance: bigint | null;
  /** The RPC serves another network than the configured cluster: nothing may be quoted or sent. */
  wrongNetwork: boolean;
}

export interface StakeOwnerOptions {
  config: StakeWidgetConfig;
  /** The page's one wallet session. */
  wallet: WalletSession;
  mint: string;
  /**
   * The stake pool to deposit into, as the embedder chose it (the `pool` attribute): read from the
   * chain with the deposit route's checks, it wins over the list's pool, and a token no list names
   * stakes through it at once.
   */
  pool?: string;
  /** The embedder's referrer wallet (the pool deposit's referral share). */
  referrer?: string;
  /** The most a pool may charge before its token is refused; the defaults (1 %, 20 % of rewards) unless the embedder set them. */
  caps?: Partial<FeeCaps>;
  /** What the field shows at first (in the card's number format), and the page's fixed amount if any (with a dot). */
  amount?: string;
  fixedAmount?: string;
  /** The decimal mark of the card's language at first (`setSeparator` changes it). */
  separator?: DecimalSeparator;
  /** Whether the card is on the page: a card taken off counts as a wallet gone, and nothing more is sent for it. */
  onPage?: () => boolean;
  /** Typing pauses this long before offers are asked. */
  debounceMs?: number;
  /** Where balances are shared with the page's other cards; the page's board for the RPC by default. */
  balances?: BalanceBoard;
  /** The tracker's clock and pace (tests, page teardown). */
  track?: Omit<TrackOptions, 'onSent' | 'onTrouble'>;
}

/** How a stake ended, with the amount it was for. */
export interface StakeEnd {
  state: StakeState;
  lamports: bigint;
}

export interface StakeOwner {
  getState(): StakeOwnerState;
  subscribe(listener: () => void): () => void;
  /** What the staker typed, in their language's number format (see `setSeparator`). */
  setAmount(text: string): void;
  /** The page's fixed amount (decimal text with a dot), or undefined: the staker types. */
  fixAmount(text: string | undefined): void;
  /** The decimal mark of the card's language. */
  setSeparator(separator: DecimalSeparator): void;
  /** One stake of the amount in the field, for the connected wallet; null when none started (one is running, or a notice says why). */
  stake(): Promise<StakeEnd | null>;
  /** Back to idle after an outcome (the staker wants to stake again). */
  reset(): void;
  /** Asks the LST list again after it failed. */
  retryToken(): void;
  /** The card is on the page (again): work starts. React's StrictMode releases and retains once. */
  retain(): void;
  /** The card is gone: stop what has not been signed. A signed stake runs to its end. */
  release(): void;
}

/**
 * One stake owner per card, framework-free: the card only subscribes and renders. It follows the
 * card's token and the page's wallet, owns the amount, asks every route that serves the token for an
 * offer after a typing pause (keeping the best, so a stake reuses it), and runs one stake at a time
 * through the lazy pipeline (`pipeline.ts`), whose I/O it builds here, once.
 */
export function createStakeOwner({
  config,
  wallet: walletSession,
  mint,
  pool,
  referrer,
  caps: embedderCaps,
  amount: initialAmount = '',
  fixedAmount,
  separator: initialSeparator = '.',
  onPage = () => true,
  debounceMs = QUOTE_DEBOUNCE_MS,
  balances = pageBalanceBoard(config.rpcUrl, MAX_AGE_MS),
  track,
}: StakeOwnerOptions): StakeOwner {
  // A referrer that is no address is the page's mistake: it is left out (and said), and the staker's own
  // account takes the share, rather than the deposit route failing.
  if (referrer !== undefined && !isAddress(referrer)) {
    console.warn(`lst-stake: referrer "${referrer}" is not a Solana address; it is ignored`);
    referrer = undefined;
  }
  let separator = initialSeparator;
  const parse = (text: string, fixed: boolean) => parseAmount(text, SOL_DECIMALS, fixed ? '.' : separator);
  const store = createStore<StakeOwnerState>({
    token: { status: 'loading' },
    amount:
      fixedAmount === undefined
        ? { text: initialAmount, fixed: false, parsed: parse(initialAmount, false) }
        : { text: fixedAmount, fixed: true, parsed: parse(fixedAmount, true) },
    notice: null,
    flow: { phase: 'idle' },
    preview: { status: 'idle' },
    balance: null,
    wrongNetwork: false,
  });
  const caps = { ...DEFAULT_FEE_CAPS };
  for (const [name, value] of Object.entries(embedderCaps ?? {}) as [keyof FeeCaps, number | undefined][]) {
    // A cap that is none is the page's mistake, said like the referrer's; the default holds.
    if (value === undefined) continue;
    if (isFeeCap(value)) caps[name] = value;
    else console.warn(`lst-stake: ${name} ${value} is ignored: not 0-10000 basis points`);
  }
  const offers = createRecentFetch<RouteOffer[]>(MAX_AGE_MS);
  /** The token's pool, read once for every amount while it is recent (it does not depend on the amount). */
  const poolReads = createRecentFetch<PoolReading>(MAX_AGE_MS);
  const loadPipeline = lazyOnce(() => import('./pipeline'));
  let previewTimer: ReturnType<typeof setTimeout> | undefined;
  let previewController: AbortController | null = null;
  /** The amount the preview is for; undefined: none asked yet (or the card was away). */
  let previewFor: bigint | null | undefined;
  let previewAttempt = 0;
  let wallet: string | null = null;
  let run: { controller: AbortController; wallet: string; signed: boolean } | null = null;
  /** Work starts at the first `retain` and stops at `release` (a signed stake still runs to its end). */
  let released = true;
  let stops: (() => void)[] = [];

  const state = store.getState;
  const entry = () => {
    const { token } = state();
    return token.status === 'ready' ? token.entry : null;
  };
  const move = (next: StakeState) => {
    const from = state().flow.phase;
    if (!canMove(from, next.phase)) throw new Error(`stake flow: ${from} -> ${next.phase} is not a transition`);
    store.setState({ flow: next });
  };
  /** The wallet the card stakes for: connected, and the card still on the page. */
  const currentWallet = () => {
    const { status, publicKey } = walletSession.getState();
    return onPage() && status === 'connected' ? publicKey : null;
  };

  const askOffer = (lamports: bigint, signal: AbortSignal, onBetter?: (offer: RouteOffer) => void) => {
    const token = entry();
    if (!token) return Promise.reject(new Error('the token is not known yet'));
    return offers.start(String(lamports), async () => {
      // The offer desk loads with the first offer asked, with the routes it asks.
      const { chooseOffers, readPool } = await import('./routes/routeCode');
      // The pool is read once for every route and every amount typed within 20 s: the deposit takes
      // SOL into it, and any route into its token is held to its rate and its fees. One read is not
      // cancelled with the amount that asked it: the next amount uses it.
      const key = `${token.mint} ${token.pool?.pool}`;
      const pool = namesPool(token) ? (poolReads.fresh(key) ?? poolReads.start(key, () => readPool(config, token, referrer))) : null;
      return chooseOffers(routesFor(token), { config, entry: token, lamports, referrer, pool, caps }, signal, onBetter);
    });
  };
  const fetchBalance = (owner: string) => {
    const pending = balances.get(owner, async () => (await loadApi()).createRpcClient(config).getBalance(owner));
    pending.then(
      (value) => owner === wallet && store.setState({ balance: value }),
      () => undefined,
    );
    return pending;
  };

  /** False only when the RPC said it serves another network; an RPC that could not be asked is not proof. */
  const checkNetwork = async () => {
    const right = await loadApi()
      .then((api) => api.checkNetwork(config))
      .catch(() => null);
    if (right === false) store.setState({ wrongNetwork: true, preview: { status: 'idle' } });
    return right !== false;
  };

  /** The amount to preview: none for a card that cannot stake (unknown token) or an amount that does not parse. */
  const amountToPreview = () => {
    const { parsed } = state().amount;
    return entry() && parsed.ok ? parsed.baseUnits : null;
  };

  function preview() {
    if (released) return; // `retain` previews again
    const lamports = amountToPreview();
    if (lamports === previewFor) return;
    previewFor = lamports;
    // Each preview answers only for itself: a stopped one's late end must not land on the next.
    const attempt = ++previewAttempt;
    const current = () => attempt === previewAttempt;
    clearTimeout(previewTimer);
    if (lamports === null) {
      previewController?.abort();
      offers.clear();
      poolReads.clear();
      store.setState({ preview: { status: 'idle' } });
      return;
    }
    store.setState({ preview: { status: 'loading' } });
    previewTimer = setTimeout(async () => {
      if (!(await checkNetwork()) || !current() || released) return;
      void loadPipeline().catch(() => undefined); // warm the transaction code while the staker decides
      const show = (offer: RouteOffer) =>
        current() &&
        store.setState({ preview: { status: 'ready', expectedOut: offer.expectedOut, route: offer.route, terms: offer.terms } });
      let pending = offers.fresh(String(lamports));
      if (!pending) {
        // Only the preview's own asks are cancelled when the amount changes, never a stake's.
        previewController?.abort();
        previewController = new AbortController();
        pending = askOffer(lamports, previewController.signal, show);
      }
      pending.then(
        ([best]) => best && show(best),
        (error: unknown) =>
          current() &&
          store.setState({ preview: error instanceof SaidError ? { status: 'failed', reason: error.said } : { status: 'failed' } }),
      );
    }, debounceMs);
  }

  function followWallet() {
    // No call at all for a card that cannot stake (invalid or unknown mint).
    const address = entry() ? currentWallet() : null;
    if (address === wallet) return;
    wallet = address;
    store.setState({ balance: null });
    if (run && !run.signed && run.wallet !== address) run.controller.abort();
    if (address) fetchBalance(address);
  }

  /** A new amount: the last outcome and notice no longer apply (unless `keepOutcome`: the success that emptied the field). */
  function amountChanged(amount: StakeOwnerState['amount'], keepOutcome = false) {
    store.setState({ amount, notice: null });
    const { phase } = state().flow;
    if (!keepOutcome && !run && phase !== 'idle') move({ phase: 'idle' });
    preview();
  }

  async function runOne(request: StakeRequest, current: NonNullable<typeof run>): Promise<StakeState> {
    /** What the card showed at the click: shown again if no offer got as far as the wallet. */
    const shownAtClick = state().preview;
    let signing = false;
    const report = (next: StakeState) => {
      if (next.phase === 'awaiting-signature') signing = true;
      if (next.phase === 'sending') current.signed = true;
      if (next.phase === 'building' && next.offer) {
        // The figure on the card is the offer being built: after a refused one, the next one's.
        const { expectedOut, route, terms } = next.offer;
        store.setState({ preview: { status: 'ready', expectedOut, route, terms } });
        next = { phase: 'building' };
      }
      move(next);
    };
    try {
      if (!(await checkNetwork())) {
        move({ phase: 'quoting' });
        const refused: StakeState = { phase: 'failed', message: say('wrongNetwork', { cluster: config.cluster }) };
        move(refused);
        return refused;
      }
      const pipeline = await loadPipeline();
      const deps: StakeDeps = {
        ...pipeline.transactionIo(config, (bytes) => walletSession.signTransaction(bytes), track),
        offer: (asked, signal) => offers.fresh(String(asked.lamports)) ?? askOffer(asked.lamports, signal),
        balance: (owner) => fetchBalance(owner),
        currentWallet,
      };
      const end = await pipeline.runStake(deps, request, report, current.controller.signal);
      if (end.phase === 'success') balances.changed();
      // Every offer was refused before the wallet: the figure goes back to the best one's, the one the
      // refusal shown speaks of, not the last one tried.
      if (!signing && end.phase === 'failed' && shownAtClick.status === 'ready') store.setState({ preview: shownAtClick });
      // A stake may have moved the pool's totals: the next figure is read from the chain again.
      poolReads.clear();
      return end;
    } catch (error) {
      // Only the lazy chunk can fail here: runStake itself never throws.
      const failed: StakeState = { phase: 'failed', message: say('quoteFailed'), detail: readableError(error) };
      if (!isBusy(state().flow.phase)) move({ phase: 'quoting' });
      move(failed);
      return failed;
    }
  }

  return {
    getState: state,
    subscribe: store.subscribe,

    setAmount(text) {
      amountChanged({ text, fixed: false, parsed: parse(text, false) });
    },

    fixAmount(text) {
      const { amount } = state();
      if (text === undefined ? !amount.fixed : amount.fixed && amount.text === text) return;
      amountChanged(
        text === undefined ? { text: '', fixed: false, parsed: parse('', false) } : { text, fixed: true, parsed: parse(text, true) },
      );
    },

    setSeparator(next) {
      if (next === separator) return;
      separator = next;
      const { amount } = state();
      if (!amount.fixed) store.setState({ amount: { ...amount, parsed: parse(amount.text, false) } });
      preview();
    },

    async stake() {
      const token = entry();
      if (run || !token || state().wrongNetwork || isBusy(state().flow.phase)) return null;
      const { parsed } = state().amount;
      const lamports = parsed.ok ? parsed.baseUnits : null;
      const address = currentWallet();
      const notice = checkStakeInput(address, lamports);
      store.setState({ notice });
      if (notice || !address || lamports === null) return null;
      const current = { controller: new AbortController(), wallet: address, signed: false };
      run = current;
      const request: StakeRequest = {
        mint,
        symbol: token.symbol,
        decimals: token.decimals,
        tokenProgram: token.token_program,
        lamports,
        wallet: address,
      };
      try {
        const end = await runOne(request, current);
        // Done: the amount is not left armed for an accidental second stake.
        if (end.phase === 'success' && !state().amount.fixed) amountChanged({ text: '', fixed: false, parsed: parse('', false) }, true);
        return { state: end, lamports };
      } finally {
        run = null;
      }
    },

    reset() {
      const { phase } = state().flow;
      if (!run && phase !== 'idle') move({ phase: 'idle' });
    },

    retryToken() {
      if (released) return;
      stops.shift()?.();
      stops.unshift(followToken());
    },

    retain() {
      if (!released) return;
      released = false;
      stops = [
        followToken(),
        walletSession.subscribe(followWallet),
        // A stake in any card of the page changed the balance every card shows.
        balances.subscribe(() => wallet && fetchBalance(wallet)),
      ];
      followWallet();
      // A preview the release stopped starts again for the amount still in the field.
      previewFor = undefined;
      preview();
    },

    release() {
      released = true;
      for (const stop of stops) stop();
      stops = [];
      clearTimeout(previewTimer);
      previewController?.abort();
      if (run && !run.signed) run.controller.abort();
    },
  };

  function followToken() {
    return followLst(
      config,
      mint,
      (token) => {
        store.setState({ token });
        if (token.status !== 'ready') return;
        void checkNetwork();
        followWallet();
        preview();
      },
      pool,
    );
  }
}
