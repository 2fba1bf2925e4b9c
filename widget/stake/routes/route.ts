import type { StakeWidgetConfig } from '../../core/config/config';
import type { ExpectedStakeAccount } from '../../core/guard/checkExitSimulation';
import type { FeeToConfirm } from '../../core/guard/exitFees';
import type { FeeCaps } from '../../core/guard/feeCaps';
import type { SetAside } from '../../core/guard/stakerPosition';
import type { LstEntry } from '../../core/lst/lst';
import type { EnglishKey } from '../../core/texts/english';
import type { UnstakeKey } from '../../core/texts/unstakeEnglish';
import type { Said } from '../../core/texts/said';
import type { PoolReading } from '../pool/readPool';
import type { Built } from '../../solana/road/ownTransaction';

/**
 * The ways to turn SOL into a project's LST (`deposit`, `swap`) and back out of it (`instant` from the
 * pool's reserve, a `stake-account` split from the pool's stake, `swap-back` through the aggregator);
 * the card names the one it uses.
 */
export type RouteName = StakeRouteName | ExitRouteName;
export type StakeRouteName = 'swap' | 'deposit';
export type ExitRouteName = 'instant' | 'stake-account' | 'swap-back';

/** Which way a route moves the staker's value: into the token (SOL in, LST out) or out of it (LST in, SOL out). */
export type Direction = 'stake' | 'unstake';

/**
 * How a route reaches the token: through the project's own pool (exact figures, the pool's terms, the
 * pool's own checks) or through a market (a quote, held to the pool's rate).
 */
export type RouteKind = 'pool' | 'market';

/** The words a route is named and explained with: keys of the card's texts. */
export interface RouteTexts {
  /** The route's name under the figure ("Direct deposit into the pool"). */
  label: EnglishKey;
  /** The figure's sentence: exact for a route whose figure the program enforces, approximate for a quote. */
  preview: EnglishKey;
  /** What the card says when the guard refuses this route's transaction. */
  refused: EnglishKey;
}

/** A way out's words: keys of the Unstake tab's texts, which load with it. */
export interface ExitRouteTexts {
  label: UnstakeKey;
  /** What the card says when the guard refuses this way out's transaction. */
  refused: UnstakeKey;
  /** Why a staker would pick it, on its choice beside the others ("Through a swap, at the market's rate"). */
  why: UnstakeKey;
}

/** What a route is asked: the staker's amount, for the card's token as the list describes it. */
export interface RouteAsk {
  config: StakeWidgetConfig;
  entry: LstEntry;
  /** Base units of what goes in: lamports to stake, the LST's units to unstake (the route's direction says which). */
  amount: bigint;
  /** The embedder's referrer wallet, if it named one. */
  referrer?: string;
  /**
   * The entry's stake pool as the chain has it, read once for every route (null when the list names
   * no pool account): its rate is the fair price of any route into the token, and its fees apply to
   * whoever holds the token.
   */
  pool: Promise<PoolReading> | null;
  /** The most the pool may charge before its token is refused (the embedder's, or the defaults). */
  caps: FeeCaps;
}

export type { PoolTerms } from '../pool/poolTermsType';

/** A figure of an exit the staker confirms before the wallet is asked (no holder is ever trapped: never a refusal). */
export type ExitConfirmation =
  /** A withdrawal fee above the cap, in force now or scheduled. */
  | { kind: 'fee'; fee: FeeToConfirm }
  /** A swap back more than 1 % under what the pool itself pays now (its rate less its SOL withdrawal fee). */
  | { kind: 'below-exit-rate'; offered: bigint; atPoolRate: bigint }
  /** A swap back with no pool figure to measure it by (a token no readable stake pool backs). */
  | { kind: 'unmeasured'; offered: bigint }
  /** The emptied account's rent the card promised stays in it: the swap's transaction goes as its service built it, without the close. */
  | { kind: 'stays-open'; lamports: bigint };

export interface ExitOfferTerms {
  /** The programs the exit may call besides the known ones: the pool's, or the aggregator's. */
  programIds: readonly string[];
  /** When the staker has the SOL: at once, or from a stake account once it is deactivated (about two days). */
  arrives: 'now' | 'after-deactivation';
  /** What the staker confirms first; empty when nothing is above the caps. */
  confirm: readonly ExitConfirmation[];
  /**
   * When the way out empties the staker's LST account (they unstake all of it), its transaction also
   * closes that account to their wallet: its rent comes back. Our own transactions carry the close; a
   * service's (the swap back's, whose API has no such option) gets it appended where it fits
   * (`withCloseEmptied`), and where it does not the staker confirms the account staying open.
   */
  closesEmptied?: boolean;
  /**
   * The pool's withdrawal fee this way out pays, as a fraction; null for a swap back (its cost is in
   * its rate).
   */
  fee?: { numerator: bigint; denominator: bigint } | null;
  /** About how long until the SOL can be withdrawn, in seconds: 0 for SOL now; null when the chain's clock could not say. */
  waitSeconds?: number | null;
  /**
   * What the staker will be able to withdraw, in lamports, when it is not the figure itself: a stake
   * account's whole balance (its stake and the rent the staker pays into it now, which comes back).
   */
  withdrawable?: bigint;
  /**
   * The stake account the exit creates for `wallet`, known once its transaction is built (the first
   * free seeded address): the guard holds the simulation to it. Absent for an exit paid in SOL.
   */
  stakeAccount?(wallet: string): ExpectedStakeAccount | undefined;
}
import type { PoolTerms } from '../pool/poolTermsType';

/** One route's offer for one amount: the figure the card shows, and what the guard must then see. */
export interface RouteOffer {
  route: RouteName;
  /** Base units of what comes out that the card shows the staker: the LST's for a stake, lamports for an unstake. */
  expectedOut: bigint;
  /** Base units the simulation must show the staker gaining, at least: what offers are compared by. */
  minimumOut: bigint;
  /** Programs besides System, Token, Associated Token and Compute Budget the transaction may call. */
  programIds: readonly string[];
  /**
   * Accounts the route's own program holds that record the staker by design (the pool, when the staker
   * is its manager: a team staking into its own pool), set aside from the staker's accounting while
   * that program holds them.
   */
  setAside?: SetAside;
  /** The pool's terms, when the route deposits into the pool. */
  terms?: PoolTerms;
  /** For a way out: what the exit guard holds it to beyond the figures, and what the staker must confirm. */
  exit?: ExitOfferTerms;
  /** Null when the offer is for exactly what was asked, else why not: checked before anything is built. */
  check(): Said | null;
  /** The transaction for `wallet`: a service's (base64), as it came, or one of our own, which the road measures, prices and compiles. */
  build(wallet: string, signal: AbortSignal): Promise<Built>;
}

/** A route's code: it makes offers. Rejects when it cannot serve the amount now (a SaidError says why). */
export interface StakeRoute {
  offer(ask: RouteAsk, signal: AbortSignal): Promise<RouteOffer>;
  /**
   * For a route through the pool: the pool's terms as this route would take the staker through it now,
   * or why it cannot now (`unavailable`: the reason's code). Lets a page show the terms beside the card.
   */
  termsNow?(reading: PoolReading): PoolTerms | { unavailable: string };
}

/** A route as the registry lists it: whether it may serve an entry (no I/O), and its code, loaded when needed. */
interface RouteEntryBase {
  kind: RouteKind;
  serves(entry: LstEntry): boolean;
  load(): Promise<StakeRoute>;
}

/** A way in: named and explained with the card's texts. */
export interface StakeRouteEntry extends RouteEntryBase {
  name: StakeRouteName;
  direction: 'stake';
  texts: RouteTexts;
}

/** A way out: named and explained with the Unstake tab's texts. */
export interface ExitRouteEntry extends RouteEntryBase {
  name: ExitRouteName;
  direction: 'unstake';
  texts: ExitRouteTexts;
}

export type RouteEntry = StakeRouteEntry | ExitRouteEntry;
