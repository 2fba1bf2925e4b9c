import type { DecimalSeparator } from '../core/amount/amount';
import type { StakeWidgetConfig } from '../core/config/config';
import { readableError } from '../core/config/errors';
import { SOL_DECIMALS } from '../core/lst/lst';
import type { BalanceBoard } from '../core/page/balanceBoard';
import { createStore } from '../core/page/createStore';
import { lazyOnce } from '../core/page/lazyOnce';
import { pageBalanceBoard } from '../core/page/page';
import type { SharedReads } from '../core/page/sharedReads';
import { say } from '../core/texts/english';
import type { Said } from '../core/texts/said';
import type { WalletSession } from '../core/wallet/walletSession';
import type { TrackOptions } from '../solana/trackTransaction';
import type { FeeCaps } from '../core/guard/feeCaps';
import { createAmountField, type AmountFieldState } from './amountField';
import { embedderCaps, embedderReferrer } from './embedderChoices';
import { followLst } from './followLst';
import { createHoldings } from './holdings';
import type { HoldingsState } from './holdingsState';
import type { LstLookup } from './lstLookup';
import { loadApi } from './loadApi';
import { createOfferDesk, MAX_AGE_MS, offerPreview, QUOTE_DEBOUNCE_MS, type OfferDeskState } from './offerDesk';
import type { PoolReading } from './pool/readPool';
import { canMove, checkStakeInput, isBusy, type StakeDeps, type StakeRequest, type StakeState } from './stakeFlow';

export { MAX_AGE_MS, QUOTE_DEBOUNCE_MS, type Preview } from './offerDesk';

export interface StakeOwnerState extends OfferDeskState, HoldingsState {
  /** The card's token as the LST list describes it. */
  token: LstLookup;
  /** The amount as typed (or as the page fixed it, with a dot), and what it parses to. */
  amount: AmountFieldState;
  /** The spec's alerts for a click that cannot stake (no wallet, no amount); cleared by typing. */
  notice: Said | null;
  flow: StakeState;
  /** The connected wallet's SOL, once known. */
  balance: bigint | null;
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
  /** Where pool reads are shared with the page (the Pool panel beside the card); the page's for the RPC by default. */
  poolReads?: SharedReads<PoolReading>;
  /** The card reads its pool's APY and the staker's position only once `seen()` says it is in view. */
  waitUntilSeen?: boolean;
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
  /** A preset's amount, exactly (shown in the language's number format). */
  pickAmount(lamports: bigint): void;
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
  /** The card came into view: its APY and the staker's position are read from now on. */
  seen(): void;
}

/** The stake running now: what stops it, for which wallet, and whether the wallet has signed it. */
interface Run {
  controller: AbortController;
  wallet: string;
  signed: boolean;
}

/**
 * One stake owner per card, framework-free: the card only subscribes and renders. It follows the
 * card's token and the page's wallet, and runs one stake at a time through the lazy pipeline
 * (`pipeline.ts`), whose I/O it builds here, once. The amount is the field's (`amountField.ts`), the
 * offers the desk's (`offerDesk.ts`); the owner tells the desk when the question changed.
 */
export function createStakeOwner({
  config,
  wallet: walletSession,
  mint,
  pool,
  referrer,
  caps,
  amount,
  fixedAmount,
  separator,
  onPage = () => true,
  debounceMs = QUOTE_DEBOUNCE_MS,
  balances = pageBalanceBoard(config.rpcUrl, MAX_AGE_MS),
  poolReads,
  waitUntilSeen = false,
  track,
}: StakeOwnerOptions): StakeOwner {
  const loadPipeline = lazyOnce(() => import('./pipeline'));
  const store = createStore<StakeOwnerState>({
    token: { status: 'loading' },
    amount: { text: '', fixed: false, parsed: { ok: false, problem: 'empty' } }, // the field sets its own at once
    notice: null,
    flow: { phase: 'idle' },
    preview: { status: 'idle' },
    balance: null,
    wrongNetwork: false,
    position: null,
    apy: null,
  });
  // The card's one store, in slices: the field keeps `amount`, the desk `preview` and `wrongNetwork`.
  const field = createAmountField(store, { decimals: SOL_DECIMALS, text: amount, fixedAmount, separator });
  const desk = createOfferDesk({
    store,
    config,
    direction: 'stake',
    referrer: embedderReferrer(referrer),
    caps: embedderCaps(caps),
    debounceMs,
    poolReads,
    // Warm the transaction code while the staker decides.
    onAsking: () => void loadPipeline().catch(() => undefined),
  });

  // What the staker holds of the token and the pool's APY, riding in the page's read of the pool.
  const holdings = createHoldings({ store, config, balances, poolReads, waitUntilSeen });

  let wallet: string | null = null;
  let run: Run | null = null;
  /** Work starts at the first `retain` and stops at `release` (a signed stake still runs to its end). */
  let released = true;
  let stops: (() => void)[] = [];

  const entry = () => {
    const { token } = store.getState();
    return token.status === 'ready' ? token.entry : null;
  };
  const move = (next: StakeState) => {
    const from = store.getState().flow.phase;
    if (!canMove(from, next.phase)) throw new Error(`stake flow: ${from} -> ${next.phase} is not a transition`);
    store.setState({ flow: next });
  };
  /** The wallet the card stakes for: connected, and the card still on the page. */
  const currentWallet = () => {
    const { status, publicKey } = walletSession.getState();
    return onPage() && status === 'connected' ? publicKey : null;
  };
  const fetchBalance = (owner: string) => {
    const pending = balances.get(owner, async () => (await loadApi()).createRpcClient(config).getBalance(owner));
    pending.then(
      (value) => owner === wallet && store.setState({ balance: value }),
      () => undefined,
    );
    return pending;
  };
  /** The desk's question is the field's amount for the card's token; none while the card is away. */
  const askDesk = () => {
    if (!released) desk.ask(entry(), field.baseUnits());
  };

  function followWallet() {
    // No call at all for a card that cannot stake (invalid or unknown mint).
    const address = entry() ? currentWallet() : null;
    holdings.follow(entry(), address);
    if (address === wallet) return;
    wallet = address;
    store.setState({ balance: null });
    if (run && !run.signed && run.wallet !== address) run.controller.abort();
    if (address) fetchBalance(address);
  }

  /** A new amount: the last outcome and notice no longer apply (unless `keepOutcome`: the success that emptied the field). */
  function amountChanged(keepOutcome = false) {
    store.setState({ notice: null });
    if (!keepOutcome && !run && store.getState().flow.phase !== 'idle') move({ phase: 'idle' });
    askDesk();
  }

  async function runOne(request: StakeRequest, entered: NonNullable<ReturnType<typeof entry>>, current: Run): Promise<StakeState> {
    /** What the card showed at the click: shown again if no offer got as far as the wallet. */
    const shownAtClick = store.getState().preview;
    let signing = false;
    const report = (next: StakeState) => {
      if (next.phase === 'awaiting-signature') signing = true;
      if (next.phase === 'sending') current.signed = true;
      if (next.phase === 'building' && next.offer) {
        // The figure on the card is the offer being built: after a refused one, the next one's.
        desk.show(offerPreview(next.offer));
        next = { phase: 'building' };
      }
      move(next);
    };
    try {
      if (!(await desk.checkNetwork())) {
        move({ phase: 'quoting' });
        const refused: StakeState = { phase: 'failed', message: say('wrongNetwork', { cluster: config.cluster }) };
        move(refused);
        return refused;
      }
      const pipeline = await loadPipeline();
      const deps: StakeDeps = {
        ...pipeline.transactionIo(config, (bytes) => walletSession.signTransaction(bytes), track),
        offer: (asked, signal) => desk.offers(entered, asked.lamports, signal),
        balance: (owner) => fetchBalance(owner),
        currentWallet,
      };
      const end = await pipeline.runStake(deps, request, report, current.controller.signal);
      // A stake may have moved the pool's totals: the next figure (and the position's worth) is read
      // from the chain again; then every card of the page reads its balances again.
      if (end.phase === 'success') {
        desk.poolMoved();
        balances.changed();
      }
      // Every offer was refused before the wallet: the figure goes back to the best one's, the one the
      // refusal shown speaks of, not the last one tried.
      if (!signing && end.phase === 'failed' && shownAtClick.status === 'ready') desk.show(shownAtClick);
      // A failed or cancelled stake may have moved the pool's totals too (the wallet may have sent it).
      if (end.phase !== 'success') desk.poolMoved();
      return end;
    } catch (error) {
      // Only the lazy chunk can fail here: runStake itself never throws.
      const failed: StakeState = { phase: 'failed', message: say('quoteFailed'), detail: readableError(error) };
      if (!isBusy(store.getState().flow.phase)) move({ phase: 'quoting' });
      move(failed);
      return failed;
    }
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,

    setAmount(text) {
      field.type(text);
      amountChanged();
    },

    pickAmount(lamports) {
      field.pick(lamports);
      amountChanged();
    },

    fixAmount(text) {
      if (field.fix(text)) amountChanged();
    },

    setSeparator(next) {
      if (field.setSeparator(next)) askDesk();
    },

    async stake() {
      const token = entry();
      if (run || !token || store.getState().wrongNetwork || isBusy(store.getState().flow.phase)) return null;
      const lamports = field.baseUnits();
      const address = currentWallet();
      const notice = checkStakeInput(address, lamports);
      store.setState({ notice });
      if (notice || !address || lamports === null) return null;
      const current: Run = { controller: new AbortController(), wallet: address, signed: false };
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
        const end = await runOne(request, token, current);
        // Done: the amount is not left armed for an accidental second stake.
        if (end.phase === 'success' && !store.getState().amount.fixed) {
          field.type('');
          amountChanged(true);
        }
        return { state: end, lamports };
      } finally {
        run = null;
      }
    },

    reset() {
      if (!run && store.getState().flow.phase !== 'idle') move({ phase: 'idle' });
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
        // A stake in any card of the page changed the balance every card shows, and what it holds.
        balances.subscribe(() => {
          if (wallet) fetchBalance(wallet);
          holdings.refresh();
        }),
      ];
      followWallet();
      // A preview the release stopped starts again for the amount still in the field.
      askDesk();
    },

    seen: () => holdings.seen(),

    release() {
      released = true;
      for (const stop of stops) stop();
      stops = [];
      desk.stop();
      holdings.stop();
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
        void desk.checkNetwork();
        followWallet();
        askDesk();
      },
      pool,
    );
  }
}
