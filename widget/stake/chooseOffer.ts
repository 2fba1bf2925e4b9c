import { say } from '../core/texts/english';
import { SaidError, type Said } from '../core/texts/said';
import type { RouteAsk, RouteEntry, RouteOffer } from './routes/route';

/**
 * No route can serve the amount now, and why, route by route in the registry's order: a route's own
 * reason in the staker's words (`reasons`: a pool updating for the epoch, a fee above the caps), an
 * offer that did not pass its own check (`refusals`: a quote below the pool's rate), and the services
 * that failed (`failures`: the aggregator down, or refusing our key). What the preview says (`said`)
 * is the first reason, else the first refusal.
 */
export class NoOfferError extends SaidError {
  constructor(
    readonly reasons: readonly Said[],
    readonly refusals: readonly Said[],
    readonly failures: readonly unknown[],
  ) {
    super(reasons[0] ?? refusals[0] ?? say('previewFailed'));
  }
}

/**
 * The offers that passed their own checks, best first, and why each other route has none now, in the
 * staker's words where the route could say (an empty reserve: take a stake account or swap back).
 */
export type Offers = RouteOffer[] & { readonly declined: readonly Said[] };

/** A route's ask resolved: an offer that passed its own check, or why not. */
type Answer = { offer: RouteOffer } | { refusal: Said } | { error: unknown };

/**
 * Asks every route at once and resolves with the offers that passed their own checks, the one that
 * gives the staker the most LST first (by what the guard will hold each to), so that one the guard
 * refuses can hand over to the next. `onBetter` hears each offer that beats the ones before it as it
 * arrives, so a figure that needs no service shows without waiting for one that does. When no offer
 * passes, rejects with a `NoOfferError` that says why, route by route.
 */
export async function chooseOffers(
  routes: readonly RouteEntry[],
  ask: RouteAsk,
  signal: AbortSignal,
  onBetter?: (offer: RouteOffer) => void,
): Promise<Offers> {
  let best: RouteOffer | null = null;
  const answers = await Promise.all(
    routes.map(async (route): Promise<Answer> => {
      try {
        const offer = await (await route.load()).offer(ask, signal);
        // A quote that does not check out never wins the preview: it could only be refused at the click.
        const refusal = offer.check();
        if (refusal) return { refusal };
        if (!best || offer.minimumOut > best.minimumOut) {
          best = offer;
          onBetter?.(offer);
        }
        return { offer };
      } catch (error) {
        return { error };
      }
    }),
  );
  const offers = answers.flatMap((answer) => ('offer' in answer ? [answer.offer] : []));
  const errors = answers.flatMap((answer) => ('error' in answer ? [answer.error] : []));
  const reasons = errors.flatMap((error) => (error instanceof SaidError ? [error.said] : []));
  if (offers.length > 0) {
    offers.sort((a, b) => (b.minimumOut > a.minimumOut ? 1 : b.minimumOut < a.minimumOut ? -1 : 0));
    // Two routes of one pool may give the same reason (the pool not found): say it once.
    const declined = reasons.filter((said, at) => reasons.findIndex((other) => JSON.stringify(other) === JSON.stringify(said)) === at);
    return Object.assign(offers, { declined });
  }
  throw new NoOfferError(
    reasons,
    answers.flatMap((answer) => ('refusal' in answer ? [answer.refusal] : [])),
    errors.filter((error) => !(error instanceof SaidError)),
  );
}
