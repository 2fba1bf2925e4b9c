import type { StakeWidgetConfig } from '../core/config/config';
import type { FeeCaps } from '../core/guard/feeCaps';
import { namesPool } from '../core/lst/entryPool';
import type { LstEntry } from '../core/lst/lst';
import type { Store } from '../core/page/createStore';
import { createRecentFetch } from '../core/page/recentFetch';
import type { SharedReads } from '../core/page/sharedReads';
import { SaidError, type Said } from '../core/texts/said';
// Types only (erased): the route code itself comes in its lazy chunk.
import type { Offers } from './chooseOffer';
import { loadApi } from './loadApi';
import type { PoolReading } from './pool/readPool';
import { routesFor } from './routes/registry';
import type { Direction, PoolTerms, RouteName, RouteOffer } from './routes/route';

/** An offer (or a pool read) older than this is asked again before a stake. */
export const MAX_AGE_MS = 20_000;
/** Typing pauses this long before offers are asked. */
export const QUOTE_DEBOUNCE_MS = 300;

/** What the card shows of the offers for the amount in its field. */
export type Preview =
  | { status: 'idle' }
  | { status: 'loading' }
  /** `minimumOut`: the least the transaction may give (a swap's slippage bound); absent where a preview is written by hand. */
  | { status: 'ready'; expectedOut: bigint; minimumOut?: bigint; route: RouteName; terms?: PoolTerms }
  /** `reason`: why no route can serve now, when a route could tell (a pool updating for the epoch). */
  | { status: 'failed'; reason?: Said };

export interface OfferDeskState {
  preview: Preview;
  /** The RPC serves another network than the configured cluster: nothing may be quoted or sent. */
  wrongNetwork: boolean;
}

export interface OfferDeskOptions {
  /** The card's store: the desk keeps its `preview` and `wrongNetwork` there. */
  store: Store<OfferDeskState>;
  config: StakeWidgetConfig;
  /** Which way the desk's routes move the staker's value: the routes it asks are this direction's. */
  direction: Direction;
  /** The embedder's referrer wallet, for the routes that pay it a share. */
  referrer?: string;
  caps: FeeCaps;
  debounceMs: number;
  /** Where pool reads are shared: the page's for the RPC unless given (tests keep their own). */
  poolReads?: SharedReads<PoolReading>;
  /** Offers are about to be asked for the preview: a good moment to warm what a click needs next. */
  onAsking?: () => void;
  /** Every offer for the preview's question once all routes answered, best first (none when none can serve): the card shows the ways out side by side. */
  /** `declined`: why each other route has none now, where it could say. */
  onOffers?: (offers: readonly RouteOffer[], declined: readonly Said[]) => void;
}

export interface OfferDesk {
  /**
   * The preview's question: this amount (base units of what goes in) for this entry, asked of every
   * route after the typing pause; null, or no entry: nothing to ask. The same question again changes nothing.
   */
  ask(entry: LstEntry | null, amount: bigint | null): void;
  /** The offers for `amount`, best first: the preview's while recent, else asked now, cancelled only by `signal`. */
  offers(entry: LstEntry, amount: bigint, signal: AbortSignal): Promise<Offers>;
  /** False only when the RPC said it serves another network; an RPC that could not be asked is not proof. */
  checkNetwork(): Promise<boolean>;
  /** Shows this preview (the offer being built at a click, or the one shown before the click again). */
  show(preview: Preview): void;
  /** The pool moved (a stake landed): its next figure is read from the chain again. */
  poolMoved(): void;
  /** Stops the pause and the preview's own asks; the next `ask` asks again, even the same question. */
  stop(): void;
}

/** The preview of one offer: its figure, its route and the pool's terms it went by. */
export const offerPreview = ({ expectedOut, minimumOut, route, terms }: RouteOffer): Preview => ({
  status: 'ready',
  expectedOut,
  minimumOut,
  route,
  terms,
});

/**
 * The card's offer desk for one direction: after a typing pause (and a network check) it asks every
 * route that serves the token, shows the best offer as soon as it arrives, and keeps the answers for
 * 20 s so a click reuses them. A question that changed meanwhile drops the answers of the one before.
 * The pool is read once for every route and amount (and shared with the page), the routes' code and
 * the pool read coming in the lazy route chunk with the first question.
 */
export function createOfferDesk({
  store,
  config,
  direction,
  referrer,
  caps,
  debounceMs,
  poolReads,
  onAsking,
  onOffers,
}: OfferDeskOptions): OfferDesk {
  const recentOffers = createRecentFetch<Offers>(MAX_AGE_MS);
  /** The amount the preview is for; undefined: none asked yet (or the desk was stopped). */
  let askedFor: bigint | null | undefined;
  /** Each question answers only for itself: a stopped one's late end must not land on the next. */
  let question = 0;
  let pause: ReturnType<typeof setTimeout> | undefined;
  /** Cancels the preview's own asks, never a stake's. */
  let previewAsks: AbortController | null = null;
  /** Forgets the pool read the last offers used; set once the route chunk is here. */
  let forgetPool = () => undefined as void;

  const askRoutes = (entry: LstEntry, amount: bigint, signal: AbortSignal, onBetter?: (offer: RouteOffer) => void) =>
    recentOffers.start(String(amount), async () => {
      const { chooseOffers, readPoolOnPage, forgetPoolRead } = await import('./routes/routeCode');
      // The pool is read once for every route and every amount typed within 20 s: the deposit takes
      // SOL into it, and any route into its token is held to its rate and its fees. The read is not
      // cancelled with the amount that asked it: the next amount uses it.
      const reads = { referrer, reads: poolReads };
      forgetPool = () => forgetPoolRead(config, entry, reads);
      const pool = namesPool(entry) ? readPoolOnPage(config, entry, reads) : null;
      return chooseOffers(routesFor(entry, direction), { config, entry, amount, referrer, pool, caps }, signal, onBetter);
    });

  const checkNetwork = async () => {
    const right = await loadApi()
      .then((api) => api.checkNetwork(config))
      .catch(() => null);
    if (right === false) store.setState({ wrongNetwork: true, preview: { status: 'idle' } });
    return right !== false;
  };

  return {
    checkNetwork,
    offers: (entry, amount, signal) => recentOffers.fresh(String(amount)) ?? askRoutes(entry, amount, signal),
    show: (preview) => store.setState({ preview }),

    ask(entry, amount) {
      const asked = entry ? amount : null;
      if (asked === askedFor) return;
      askedFor = asked;
      const mine = ++question;
      const current = () => mine === question;
      clearTimeout(pause);
      onOffers?.([], []);
      if (!entry || asked === null) {
        previewAsks?.abort();
        recentOffers.clear();
        forgetPool();
        store.setState({ preview: { status: 'idle' } });
        return;
      }
      store.setState({ preview: { status: 'loading' } });
      pause = setTimeout(async () => {
        if (!(await checkNetwork()) || !current()) return;
        onAsking?.();
        const show = (offer: RouteOffer) => current() && store.setState({ preview: offerPreview(offer) });
        let pending = recentOffers.fresh(String(asked));
        if (!pending) {
          previewAsks?.abort();
          previewAsks = new AbortController();
          pending = askRoutes(entry, asked, previewAsks.signal, show);
        }
        pending.then(
          (offers) => {
            if (offers[0]) show(offers[0]);
            if (current()) onOffers?.(offers, offers.declined);
          },
          (error: unknown) => {
            if (!current()) return;
            store.setState({ preview: error instanceof SaidError ? { status: 'failed', reason: error.said } : { status: 'failed' } });
            onOffers?.([], []);
          },
        );
      }, debounceMs);
    },

    poolMoved: () => forgetPool(),

    stop() {
      question++;
      askedFor = undefined;
      clearTimeout(pause);
      previewAsks?.abort();
    },
  };
}
