import type { DecimalSeparator } from '../core/amount/amount';
import type { StakeWidgetConfig } from '../core/config/config';
import { readableError } from '../core/config/errors';
import type { FeeCaps } from '../core/guard/feeCaps';
import { heldForExit, type HeldForExit } from '../core/lst/position';
import type { LstEntry } from '../core/lst/lst';
import type { BalanceBoard } from '../core/page/balanceBoard';
import { createStore } from '../core/page/createStore';
import { lazyOnce } from '../core/page/lazyOnce';
import { pageBalanceBoard } from '../core/page/page';
import type { SharedReads } from '../core/page/sharedReads';
import { say } from '../core/texts/english';
import { sayUnstake } from '../core/texts/unstakeEnglish';
import type { Said } from '../core/texts/said';
import type { WalletSession } from '../core/wallet/walletSession';
import type { TrackOptions } from '../solana/trackTransaction';
import { createAmountField, type AmountFieldState } from './amountField';
import { embedderCaps } from './embedderChoices';
import { loadApi } from './loadApi';
import { createOfferDesk, MAX_AGE_MS, offerPreview, QUOTE_DEBOUNCE_MS, type OfferDeskState } from './offerDesk';
import type { PoolReading } from './pool/readPool';
import type { ExitConfirmation, ExitRouteName, RouteOffer } from './routes/route';
import { isExitRoute } from './routes/routeTexts';
import { canMove, checkStakeInput, isBusy, type StakeState } from './stakeFlow';
import { exitCandidates, type UnstakeDeps, type UnstakeRequest } from './unstakeFlow';

/** One way out as the card shows it beside the others. */
export interface ExitLine {
  route: ExitRouteName;
  /** Lamports the card shows: exact for the pool's own exits, the quote's for a swap back. */
  expectedOut: bigint;
  arrives: 'now' | 'after-deactivation';
  /** Figures the staker will be asked to confirm before the wallet (a fee above the cap, a swap back under the pool's figure). */
  confirm: readonly ExitConfirmation[];
}

export interface UnstakeOwnerState extends OfferDeskState {
  /** The LST to unstake, as typed, in the token's units. */
  amount: AmountFieldState;
  /** Why a click could not start (no wallet, no amount); cleared by typing. */
  notice: Said | null;
  flow: StakeState;
  /**
   * What the connected wallet holds of the LST in its associated account, once known: what a way out
   * can burn, so what 25 % / 50 % / Max and the field count.
   */
  held: bigint | null;
  /** What it holds in its other accounts of the mint (shown apart: no way out takes from them); null until known. */
  heldElsewhere: bigint | null;
  /** Every way out for the amount, best first; empty while asking or when none can serve. */
  offers: readonly ExitLine[];
  /** Why a way out is not among the offers now, where its route could say (an empty reserve: no instant exit). */
  declined: readonly Said[];
  /** The way out the staker picked; null: the most SOL available now. */
  picked: ExitRouteName | null;
  /**
   * Ways out the guard refused at a click, for the offers shown: the card no longer takes them by
   * default (a pick of one is undone, so the staker picks another). New offers start afresh.
   */
  refused: readonly ExitRouteName[];
}

export interface UnstakeOwnerOptions {
  config: StakeWidgetConfig;
  wallet: WalletSession;
  /** The card's token, as the stake side found it (with the embedder's pool, if any). */
  entry: LstEntry;
  caps?: Partial<FeeCaps>;
  separator?: DecimalSeparator;
  onPage?: () => boolean;
  debounceMs?: number;
  balances?: BalanceBoard;
  poolReads?: SharedReads<PoolReading>;
  track?: Omit<TrackOptions, 'onSent' | 'onTrouble'>;
}

/** How an unstake ended, with the LST amount it was for. */
export interface UnstakeEnd {
  state: StakeState;
  amount: bigint;
}

export interface UnstakeOwner {
  getState(): UnstakeOwnerState;
  subscribe(listener: () => void): () => void;
  setAmount(text: string): void;
  /** A preset's amount of the LST, exactly. */
  pickAmount(units: bigint): void;
  setSeparator(separator: DecimalSeparator): void;
  /** Takes this way out rather than the default. */
  pickRoute(route: ExitRouteName): void;
  /** One unstake of the amount in the field; null when none started. */
  unstake(): Promise<UnstakeEnd | null>;
  /** The staker's answer to the figures shown in the `confirm` phase. */
  confirm(goAhead: boolean): void;
  reset(): void;
  retain(): void;
  release(): void;
}

/** The ways out among the offers, as lines (the desk asks only the `unstake` routes: this keeps the type honest). */
const linesOf = (offers: readonly RouteOffer[]): ExitLine[] =>
  offers.flatMap(({ route, expectedOut, exit }) =>
    isExitRoute(route) && exit ? [{ route, expectedOut, arrives: exit.arrives, confirm: exit.confirm }] : [],
  );

/**
 * The Unstake tab's owner, framework-free like the stake owner and built from the same parts: an
 * amount field in the LST's units, an offer desk asking the `unstake` routes, and one unstake at a
 * time through the lazy unstake pipeline. It reads what the staker holds (one
 * `getTokenAccountsByOwner`) for the presets, counting only their associated account (the one the ways
 * out burn from) and the rest apart, and after an unstake tells the page's balance board and
 * forgets the pool read, as a stake does.
 */
export function createUnstakeOwner({
  config,
  wallet: walletSession,
  entry,
  caps,
  separator,
  onPage = () => true,
  debounceMs = QUOTE_DEBOUNCE_MS,
  balances = pageBalanceBoard(config.rpcUrl, MAX_AGE_MS),
  poolReads,
  track,
}: UnstakeOwnerOptions): UnstakeOwner {
  const loadPipeline = lazyOnce(() => import('./unstakePipeline'));
  const store = createStore<UnstakeOwnerState>({
    amount: { text: '', fixed: false, parsed: { ok: false, problem: 'empty' } },
    notice: null,
    flow: { phase: 'idle' },
    preview: { status: 'idle' },
    wrongNetwork: false,
    held: null,
    heldElsewhere: null,
    offers: [],
    declined: [],
    picked: null,
    refused: [],
  });
  const field = createAmountField(store, { decimals: entry.decimals, separator });
  /** The offers the card shows now (the preview's, best first). */
  let shownOffers: readonly RouteOffer[] = [];
  const desk = createOfferDesk({
    store,
    config,
    direction: 'unstake',
    caps: embedderCaps(caps),
    debounceMs,
    poolReads,
    onAsking: () => void loadPipeline().catch(() => undefined),
    onOffers: (offers, declined) => {
      const { picked } = store.getState();
      shownOffers = offers;
      // A pick that is no longer offered falls back to the default.
      store.setState({
        offers: linesOf(offers),
        declined: offers.length > 0 ? declined : [],
        picked: offers.some((offer) => offer.route === picked) ? picked : null,
        refused: [],
      });
      showChoice();
    },
  });
  /** The card's figure: the staker's pick, else the default among the ways out not refused at a click. */
  function showChoice() {
    const { picked, refused } = store.getState();
    const [shown] = exitCandidates(shownOffers, picked ?? undefined, refused);
    if (shown) desk.show(offerPreview(shown));
  }
  /** The guard refused this way out at a click: no longer the default, and no longer the staker's pick. */
  function refusedAtClick(route: RouteOffer['route']) {
    const { picked, refused } = store.getState();
    if (!isExitRoute(route) || refused.includes(route)) return;
    store.setState({ refused: [...refused, route], picked: picked === route ? null : picked });
  }

  let wallet: string | null = null;
  let running: { controller: AbortController; wallet: string; signed: boolean } | null = null;
  let answer: ((goAhead: boolean) => void) | null = null;
  let released = true;
  let stops: (() => void)[] = [];

  const move = (next: StakeState) => {
    const from = store.getState().flow.phase;
    if (!canMove(from, next.phase)) throw new Error(`unstake flow: ${from} -> ${next.phase} is not a transition`);
    store.setState({ flow: next });
  };
  const currentWallet = () => {
    const { status, publicKey } = walletSession.getState();
    return onPage() && status === 'connected' ? publicKey : null;
  };
  /** What `owner` holds of the LST, in their associated account and apart from it: one request. */
  const fetchHeld = async (owner: string, signal?: AbortSignal): Promise<HeldForExit> => {
    const [api, { associatedTokenAddress }] = await Promise.all([loadApi(), import('./routes/routeCode')]);
    const listed = await api.createRpcClient(config).getTokenAccountsByOwner(owner, { mint: entry.mint }, signal);
    const lst = { mint: entry.mint, tokenProgram: entry.token_program };
    const held = heldForExit(listed, owner, lst, associatedTokenAddress(owner, entry.mint, entry.token_program));
    if (owner === wallet) store.setState({ held: held.main, heldElsewhere: held.elsewhere });
    return held;
  };
  const askDesk = () => {
    if (!released) desk.ask(entry, field.baseUnits());
  };
  function followWallet() {
    const address = currentWallet();
    if (address === wallet) return;
    wallet = address;
    store.setState({ held: null, heldElsewhere: null });
    if (running && !running.signed && running.wallet !== address) {
      running.controller.abort();
      // Figures waiting for an answer are not confirmed by a wallet that went away.
      answer?.(false);
    }
    if (address) fetchHeld(address).catch(() => undefined);
  }
  /** The way out the card shows now (the staker's pick, else the default), with its figure. */
  function shownOffer(): UnstakeRequest['shown'] {
    const { preview } = store.getState();
    return preview.status === 'ready' ? { route: preview.route, expectedOut: preview.expectedOut } : undefined;
  }

  function amountChanged(keepOutcome = false) {
    store.setState({ notice: null });
    if (!keepOutcome && !running && store.getState().flow.phase !== 'idle') move({ phase: 'idle' });
    askDesk();
  }

  async function runOne(request: UnstakeRequest, current: NonNullable<typeof running>): Promise<StakeState> {
    const report = (next: StakeState) => {
      if (next.phase === 'sending') current.signed = true;
      // The card's figure is the way out being built (after a refused one, the next one's); the
      // runner's offer stays out of the store.
      if (next.phase === 'building' && next.offer) desk.show(offerPreview(next.offer));
      move(next.phase === 'building' ? { phase: 'building' } : next);
    };
    try {
      if (!(await desk.checkNetwork())) {
        move({ phase: 'quoting' });
        const refused: StakeState = { phase: 'failed', message: say('wrongNetwork', { cluster: config.cluster }) };
        move(refused);
        return refused;
      }
      const pipeline = await loadPipeline();
      const deps: UnstakeDeps = {
        ...pipeline.transactionIo(config, (bytes) => walletSession.signTransaction(bytes), track),
        offer: (asked, signal) => desk.offers(entry, asked.amount, signal),
        held: (owner, signal) => fetchHeld(owner, signal),
        confirm: () =>
          new Promise<boolean>((resolve) => {
            answer = resolve;
          }),
        currentWallet,
        refused: refusedAtClick,
      };
      const end = await pipeline.runUnstake(deps, request, report, current.controller.signal);
      // Nothing went ahead: the card shows its choice again (not a refused way out).
      if (end.phase !== 'success') showChoice();
      // The figures moved since the staker looked: the lines show the new ones (the failure says so).
      if (end.phase === 'failed' && end.message.key === 'exitFiguresChanged') askDesk();
      // The exit moved the pool's totals: forgotten first, so what is read next is valued at the new rate.
      desk.poolMoved();
      if (end.phase === 'success') {
        // The staker's SOL and LST changed: every card of the page reads them again.
        balances.changed();
        if (wallet) fetchHeld(wallet).catch(() => undefined);
      }
      return end;
    } catch (error) {
      const failed: StakeState = { phase: 'failed', message: say('quoteFailed'), detail: readableError(error) };
      if (!isBusy(store.getState().flow.phase)) move({ phase: 'quoting' });
      move(failed);
      return failed;
    } finally {
      answer = null;
    }
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    setAmount(text) {
      field.type(text);
      amountChanged();
    },
    pickAmount(units) {
      field.pick(units);
      amountChanged();
    },
    setSeparator(next) {
      if (field.setSeparator(next)) askDesk();
    },
    pickRoute(route) {
      const chosen = store.getState().offers.find((line) => line.route === route);
      if (!chosen || running) return;
      store.setState({ picked: route });
      desk.show({ status: 'ready', expectedOut: chosen.expectedOut, route });
    },
    async unstake() {
      if (running || store.getState().wrongNetwork || isBusy(store.getState().flow.phase)) return null;
      const amount = field.baseUnits();
      const address = currentWallet();
      const problem = checkStakeInput(address, amount);
      // The same two alerts as a stake's, the amount's in the Unstake tab's words.
      const notice = problem?.key === 'invalidAmount' ? sayUnstake('invalidUnstakeAmount') : problem;
      store.setState({ notice });
      if (notice || !address || amount === null) return null;
      const current = { controller: new AbortController(), wallet: address, signed: false };
      running = current;
      const request: UnstakeRequest = {
        mint: entry.mint,
        symbol: entry.symbol,
        decimals: entry.decimals,
        tokenProgram: entry.token_program,
        amount,
        wallet: address,
        route: store.getState().picked ?? undefined,
        refused: store.getState().refused,
        shown: shownOffer(),
      };
      try {
        const end = await runOne(request, current);
        if (end.phase === 'success') {
          field.type('');
          amountChanged(true);
        }
        return { state: end, amount };
      } finally {
        running = null;
      }
    },
    confirm(goAhead) {
      answer?.(goAhead);
      answer = null;
    },
    reset() {
      if (!running && store.getState().flow.phase !== 'idle') move({ phase: 'idle' });
    },
    retain() {
      if (!released) return;
      released = false;
      stops = [walletSession.subscribe(followWallet), balances.subscribe(() => wallet && fetchHeld(wallet).catch(() => undefined))];
      void desk.checkNetwork();
      followWallet();
      askDesk();
    },
    release() {
      released = true;
      for (const stop of stops) stop();
      stops = [];
      desk.stop();
      // Figures waiting for an answer are not confirmed by a card that went away.
      answer?.(false);
      if (running && !running.signed) running.controller.abort();
    },
  };
}
