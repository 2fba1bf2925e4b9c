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
  /**
   * The way out the card showed at the click, and its figure: the transaction built is that one, for at
   * least that much, or nothing is signed and the staker sees the new figures.
   */
  shown?: { route: RouteName; expectedOut: bigint };
}

/** An unstake's I/O: a stake's transaction I/O, the exit offers, what the staker holds, and their confirmation. */
export interface UnstakeDeps extends Pick<
  StakeDeps,
  'compileOwn' | 'decode' | 'accounts' | 'inspect' | 'sign' | 'signatureOf' | 'track' | 'currentWallet' | 'isWalletRejection'
> {
  /** The ways out that passed their own checks, best first; rejects with why none can serve. */
  offer(request: UnstakeRequest, signal: AbortSignal): Promise<RouteOffer[]>;
  /** The LST the staker holds over all their accounts of it; a failure skips the check (the program still enforces it). */
  held(wallet: string, signal: AbortSignal): Promise<bigint>;
  /** The staker's answer to figures above the caps: true to go ahead. */
  confirm(confirm: readonly ExitConfirmation[]): Promise<boolean>;
}

/**
 * The way out the card takes unless the staker picks another: the most SOL available now (the
 * guaranteed minimum, of the offers paid in SOL at once), else the best there is.
 */
export function defaultExit(offers: readonly RouteOffer[]): RouteOffer | undefined {
  const now = offers.filter((offer) => offer.exit?.arrives === 'now');
  return (now.length > 0 ? now : offers).reduce<RouteOffer | undefined>(
    (best, offer) => (!best || offer.minimumOut > best.minimumOut ? offer : best),
    undefined,
  );
}

/** The staker's pick among the offers if it is there, else the default. */
export const chosenExit = (offers: readonly RouteOffer[], route: RouteName | undefined): RouteOffer | undefined =>
  offers.find((offer) => offer.route === route) ?? defaultExit(offers);
