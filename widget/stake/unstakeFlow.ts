import type { HeldForExit } from '../core/lst/position';
import { amountParam, type Said } from '../core/texts/said';
import { sayUnstake } from '../core/texts/unstakeEnglish';
import type { RouteName, RouteOffer } from './routes/route';
import type { ExitConfirmation } from './routes/route';
import type { StakeDeps } from './stakeFlow';

/** One unstake as the staker asked for it at the click. */
export interface UnstakeRequest {
  mint: string;
  /** The LST's symbol and decimals from the list: what the card shows. */
  symbol: string;
  decimals: number;
  tokenProgram: string;
  /** The LST to unstake, in its base units. */
  amount: bigint;
  wallet: string;
  /** The way out the staker picked; none: the most SOL available now. */
  route?: RouteName;
  /** Ways out the guard refused at an earlier click, for these offers: tried only after every other. */
  refused?: readonly RouteName[];
  /**
   * The way out the card showed at the click, and its figure: the transaction built is that one, for at
   * least that much, or nothing is signed and the staker sees the new figures.
   */
  shown?: { route: RouteName; expectedOut: bigint };
}

/** An unstake's I/O: a stake's transaction I/O, the exit offers, what the staker holds, and their confirmation. */
export interface UnstakeDeps extends Pick<
  StakeDeps,
  'compileOwn' | 'appendOwn' | 'decode' | 'accounts' | 'inspect' | 'sign' | 'signatureOf' | 'track' | 'currentWallet' | 'isWalletRejection'
> {
  /** The ways out that passed their own checks, best first; rejects with why none can serve. */
  offer(request: UnstakeRequest, signal: AbortSignal): Promise<RouteOffer[]>;
  /**
   * The LST the staker holds in the account the ways out burn from, and in their other accounts of it;
   * a failure skips the check (the program still enforces it).
   */
  held(wallet: string, signal: AbortSignal): Promise<HeldAtExit>;
  /** The staker's answer to figures above the caps: true to go ahead. */
  confirm(confirm: readonly ExitConfirmation[]): Promise<boolean>;
  /** A way out its own check or the guard refused at this click: the card no longer takes it by default. */
  refused?(route: RouteName): void;
}

/**
 * What the staker holds as the way out sees it, with `mainLamports`: the lamports of their main
 * account, which closing it once emptied sends back to the wallet. Unknown, or an account the wallet
 * cannot close (its bytes name another close authority, or fees are withheld in it): no close.
 */
export type HeldAtExit = HeldForExit & { mainLamports?: bigint };

/**
 * The lamports a full unstake's close sends back: the main account's, when the amount is all of it
 * (LST in the staker's other accounts does not keep it open: a wallet opens it again when they send
 * some there); null when the account stays open.
 */
export const closeReturns = (amount: bigint, held: HeldAtExit | null): bigint | null =>
  held && held.main > 0n && amount === held.main && held.mainLamports !== undefined ? held.mainLamports : null;

/** An offer of a way out (the desk asks only the `unstake` routes, whose offers all have their exit terms). */
export type ExitOffer = RouteOffer & { exit: NonNullable<RouteOffer['exit']> };

/**
 * The way out the card takes unless the staker picks another: the most SOL available now (the
 * guaranteed minimum, of the offers paid in SOL at once), else the best there is.
 */
export function defaultExit<Offer extends RouteOffer>(offers: readonly Offer[]): Offer | undefined {
  const now = offers.filter((offer) => offer.exit?.arrives === 'now');
  return (now.length > 0 ? now : offers).reduce<Offer | undefined>(
    (best, offer) => (!best || offer.minimumOut > best.minimumOut ? offer : best),
    undefined,
  );
}

/** The staker's pick among the offers if it is there, else the default. */
export const chosenExit = (offers: readonly RouteOffer[], route: RouteName | undefined): RouteOffer | undefined =>
  offers.find((offer) => offer.route === route) ?? defaultExit(offers);

/** `offers` in the order the default takes them: the default, then the default of the rest, and so on. */
function defaultOrder<Offer extends RouteOffer>(offers: readonly Offer[]): Offer[] {
  const rest = [...offers];
  const order: Offer[] = [];
  for (let next = defaultExit(rest); next; next = defaultExit(rest)) {
    rest.splice(rest.indexOf(next), 1);
    order.push(next);
  }
  return order;
}

/**
 * The ways out a click tries, in order (the first is the one the card shows). The staker's pick alone,
 * while it is offered: a refusal of the way they chose is theirs to see, and they pick another. Else
 * the default, then the next by the same measure, so that one the guard refuses hands over to the
 * next; ways out refused at an earlier click (`refused`) come after every other. A hand-over keeps
 * the default's time: SOL now is never turned into a stake account the staker did not pick.
 */
export function exitCandidates(offers: readonly RouteOffer[], route?: RouteName, refused: readonly RouteName[] = []): ExitOffer[] {
  const exits = offers.filter((offer): offer is ExitOffer => offer.exit !== undefined);
  const picked = exits.find((offer) => offer.route === route);
  if (picked) return [picked];
  const isRefused = (offer: ExitOffer) => refused.includes(offer.route);
  const order = [...defaultOrder(exits.filter((offer) => !isRefused(offer))), ...defaultOrder(exits.filter(isRefused))];
  return order.filter((offer) => offer.exit.arrives === order[0]!.exit.arrives);
}

/**
 * Why what the staker holds cannot give the amount, in their words; null when it can. Every way out
 * burns from their associated account alone: LST in their other accounts of the mint is named apart
 * (`detail`), with what to do (move it into the main account from their wallet).
 */
export function heldShort(
  { amount, symbol, decimals }: UnstakeRequest,
  { main, elsewhere }: HeldForExit,
): { message: Said; detail?: Said } | null {
  if (main + elsewhere === 0n) return { message: sayUnstake('noLstHeld', { symbol }) };
  if (amount <= main) return null;
  const balance = amountParam(main, decimals, symbol);
  if (elsewhere === 0n) return { message: sayUnstake('insufficientLst', { balance }) };
  return {
    message: sayUnstake('mainLstShort', { symbol, balance }),
    detail: sayUnstake('heldElsewhere', { amount: amountParam(elsewhere, decimals, symbol), symbol }),
  };
}
