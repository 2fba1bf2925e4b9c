import type { DecimalSeparator } from '../../core/amount/amount';
import { readableError } from '../../core/config/errors';
import type { LstEntry } from '../../core/lst/lst';
import type { BalanceBoard } from '../../core/page/balanceBoard';
import { createStore, type Store } from '../../core/page/createStore';
import { lazyOnce } from '../../core/page/lazyOnce';
import { pageBalanceBoard } from '../../core/page/page';
import { say } from '../../core/texts/english';
import { createAmountField } from '../amountField';
import { embedderCaps, embedderReferrer } from '../embedderChoices';
import { followLst } from '../followLst';
import { createOfferDesk, MAX_AGE_MS, offerPreview, QUOTE_DEBOUNCE_MS, type OfferDesk } from '../offerDesk';
import { canMove, isBusy, type StakeState } from '../stakeFlow';
import type { OwnerOptions } from './ownerOptions';
import type { OwnerPipeline, OwnerSide, Runner } from './ownerSide';
import type { OwnerEnd, OwnerState } from './ownerState';

/** What every owner offers its card, whichever way it moves the staker's value. */
export interface Owner<S extends OwnerState> {
  getState(): S;
  subscribe(listener: () => void): () => void;
  /** What the staker typed, in their language's number format (see `setSeparator`). */
  setAmount(text: string): void;
  /** A preset's amount in base units, exactly (shown in the language's number format). */
  pickAmount(baseUnits: bigint): void;
  /** The decimal mark of the card's language. */
  setSeparator(separator: DecimalSeparator): void;
  /** Back to idle after an outcome (the staker wants to go again). */
  reset(): void;
  /** The card is on the page (again): work starts. React's StrictMode releases and retains once. */
  retain(): void;
  /** The card is gone: stop what has not been signed. A signed action runs to its end. */
  release(): void;
}

/** The owner's common methods (and those only the stake card calls), and the parts a side builds on. */
export interface OwnerSkeleton<S extends OwnerState, P> extends Owner<S> {
  /** The page's fixed amount (decimal text with a dot), or undefined: the staker types. */
  fixAmount(text: string | undefined): void;
  /** Asks the LST list again after it failed. */
  retryToken(): void;
  /** The card came into view: its holdings are read from now on. */
  seen(): void;
  /** The card's one store, in slices: the field keeps `amount`, the desk `preview` and `wrongNetwork`. */
  store: Store<S>;
  desk: OfferDesk;
  balances: BalanceBoard;
  /** The wallet whose holdings the card shows now; null: none. */
  wallet(): string | null;
  /** The desk's question is the field's amount for the card's token; none while the card is away. */
  askDesk(): void;
  /** Whether an action is under way (from the click to its end). */
  running(): boolean;
  /**
   * One action of the amount in the field, for the connected wallet; null when none started (one is
   * running, or a notice says why). `start` sets it up at the click.
   */
  act(start: (wallet: string, amount: bigint, entry: LstEntry) => Runner<P>): Promise<OwnerEnd | null>;
}

/** The action running now: what stops it, for which wallet, and whether the wallet has signed it. */
interface Run {
  controller: AbortController;
  wallet: string;
  signed?: true;
}

/**
 * The skeleton both owners share, the stake card's and the Unstake tab's: framework-free, the card only
 * subscribes and renders. It keeps one store with the amount field (`amountField.ts`) and the offer
 * desk (`offerDesk.ts`), follows the page's wallet, runs one action at a time through the side's lazy
 * chunk (whose I/O it builds here), ends it in the card's flow, and starts and stops with the card.
 * What differs (units, direction, runner, texts) is the side's (`OwnerSide`).
 */
export function createOwnerSkeleton<S extends OwnerState, P extends OwnerPipeline>(
  {
    config,
    wallet: walletSession,
    caps,
    separator,
    onPage = () => true,
    debounceMs = QUOTE_DEBOUNCE_MS,
    balances = pageBalanceBoard(config.rpcUrl, MAX_AGE_MS),
    poolReads,
    track,
    mint,
    pool,
    referrer,
    amount,
    fixedAmount,
  }: OwnerOptions,
  side: OwnerSide<S, P>,
): OwnerSkeleton<S, P> {
  const loadPipeline = lazyOnce(side.load);
  // No `amount` yet: the field sets its own at once, before anyone can read the store.
  const store = createStore<S>({
    notice: null,
    flow: { phase: 'idle' },
    preview: { status: 'idle' },
    wrongNetwork: false,
    ...side.unheld,
    ...side.state,
  } as S);
  const field = createAmountField(store as Store<OwnerState>, { decimals: side.decimals, text: amount, fixedAmount, separator });
  const entry = () => {
    const { token } = store.getState();
    return token.status === 'ready' ? token.entry : null;
  };
  const desk = createOfferDesk({
    store: store as Store<OwnerState>,
    config,
    direction: side.direction,
    referrer: embedderReferrer(referrer),
    caps: embedderCaps(caps),
    debounceMs,
    poolReads,
    // Warm the transaction code while the staker decides.
    onAsking: () => void loadPipeline().catch(() => undefined),
    onOffers: side.onOffers,
  });
  // What the staker holds of the token and the pool's APY, where the side shows them.
  const holdings = side.holdings?.(store, balances);

  let wallet: string | null = null;
  let run: Run | null = null;
  /** Work starts at the first `retain` and stops at `release` (a signed action still runs to its end). */
  let released = true;
  let stops: ((() => void) | void)[] = [];

  const move = (next: StakeState) => {
    const from = store.getState().flow.phase;
    // A move the flow's table does not have is a bug; the message names it ("idle -> sending").
    if (!canMove(from, next.phase)) throw new Error(`${from} -> ${next.phase}`);
    store.setState({ flow: next } as Partial<S>);
  };
  /** The wallet the card acts for: connected, and the card still on the page. */
  const currentWallet = () => {
    const { status, publicKey } = walletSession.getState();
    return onPage() && status === 'connected' ? publicKey : null;
  };
  const askDesk = () => {
    if (!released) desk.ask(entry(), field.baseUnits());
  };

  function followWallet() {
    // No call at all for a card that cannot act (invalid or unknown mint).
    const address = entry() ? currentWallet() : null;
    holdings?.follow(entry(), address);
    if (address === wallet) return;
    wallet = address;
    store.setState(side.unheld);
    if (run && !run.signed && run.wallet !== address) run.controller.abort();
    if (address) side.heldBy(address);
  }

  /** The card's token is known (again): the network is checked, and the wallet and the offers followed. */
  function tokenReady() {
    void desk.checkNetwork();
    followWallet();
    askDesk();
  }

  /** Follows the card's token in the LST list, or takes the one given at once; returns what stops it. */
  function followToken() {
    if (!mint) return tokenReady();
    return followLst(
      config,
      mint,
      (token) => {
        store.setState({ token } as Partial<S>);
        if (token.status === 'ready') tokenReady();
      },
      pool,
    );
  }

  /** A new amount: the last outcome and notice no longer apply (unless `keepOutcome`: the success that emptied the field). */
  function amountChanged(keepOutcome = false) {
    store.setState({ notice: null } as Partial<S>);
    if (!keepOutcome && !run && store.getState().flow.phase !== 'idle') move({ phase: 'idle' });
    askDesk();
  }

  /** Ends the action as failed, from wherever it got. */
  const fail = (failed: StakeState) => {
    if (!isBusy(store.getState().flow.phase)) move({ phase: 'quoting' });
    move(failed);
    return failed;
  };

  async function runOne(runner: Runner<P>, current: Run): Promise<StakeState> {
    const report = (next: StakeState) => {
      if (next.phase === 'sending') current.signed = true;
      // The card's figure is the offer being built (after a refused one, the next one's); the runner's
      // offer stays out of the store.
      if (next.phase === 'building' && next.offer) desk.show(offerPreview(next.offer));
      move(next.phase === 'building' ? { phase: 'building' } : next);
    };
    try {
      if (!(await desk.checkNetwork())) return fail({ phase: 'failed', message: say('wrongNetwork', { cluster: config.cluster }) });
      const pipeline = await loadPipeline();
      const io = { ...pipeline.transactionIo(config, (bytes) => walletSession.signTransaction(bytes), track), currentWallet };
      const end = await runner(pipeline, io, report, current.controller.signal);
      // The action moved the pool's totals, or may have (the wallet may have sent a failed one): forgotten,
      // so what is read next is valued at the new rate. A success changed the staker's balances too:
      // every card of the page reads them again.
      desk.poolMoved();
      if (end.phase === 'success') balances.changed();
      return end;
    } catch (error) {
      // Only the lazy chunk can fail here: the runners themselves never throw.
      return fail({ phase: 'failed', message: say('quoteFailed'), detail: readableError(error) });
    }
  }

  return {
    store,
    desk,
    balances,
    wallet: () => wallet,
    askDesk,
    running: () => !!run,

    async act(start) {
      const token = entry();
      if (run || !token || store.getState().wrongNetwork || isBusy(store.getState().flow.phase)) return null;
      const amount = field.baseUnits();
      const address = currentWallet();
      const notice = side.check(address, amount);
      store.setState({ notice } as Partial<S>);
      if (notice || !address || amount === null) return null;
      const runner = start(address, amount, token);
      const current: Run = { controller: new AbortController(), wallet: address };
      run = current;
      try {
        const state = await runOne(runner, current);
        // Done: the amount is not left armed for an accidental second one.
        if (state.phase === 'success' && !store.getState().amount.fixed) {
          field.type('');
          amountChanged(true);
        }
        return { state, amount };
      } finally {
        run = null;
      }
    },

    getState: store.getState,
    subscribe: store.subscribe,

    setAmount(text) {
      field.type(text);
      amountChanged();
    },

    pickAmount(baseUnits) {
      field.pick(baseUnits);
      amountChanged();
    },

    fixAmount(text) {
      if (field.fix(text)) amountChanged();
    },

    setSeparator(next) {
      if (field.setSeparator(next)) askDesk();
    },

    reset() {
      if (!run && store.getState().flow.phase !== 'idle') move({ phase: 'idle' });
    },

    retain() {
      if (!released) return;
      released = false;
      stops = [
        followToken(),
        walletSession.subscribe(followWallet),
        // An action in any card of the page changed what the wallet holds.
        balances.subscribe(() => {
          if (wallet) side.heldBy(wallet);
          holdings?.refresh();
        }),
      ];
      followWallet();
      // A preview the release stopped starts again for the amount still in the field.
      askDesk();
    },

    retryToken() {
      if (released) return;
      stops.shift()?.();
      stops.unshift(followToken());
    },

    seen: () => holdings?.seen(),

    release() {
      released = true;
      for (const stop of stops) stop?.();
      stops = [];
      desk.stop();
      holdings?.stop();
      if (run && !run.signed) run.controller.abort();
    },
  };
}
