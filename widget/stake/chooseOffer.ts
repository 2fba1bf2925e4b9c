import { SaidError } from '../core/texts/said';
import type { RouteAsk, RouteEntry, RouteOffer } from './routes/route';

/**
 * Asks every route at once and resolves with the offer that gives the staker the most LST (by what the
 * guard will hold each to). `onBetter` hears each offer that beats the ones before it as it arrives, so
 * a figure that needs no service shows without waiting for one that does. When no route can serve, the
 * rejection is the one a staker can read (a route's SaidError), else the first.
 */
export async function chooseOffer(
  routes: readonly RouteEntry[],
  ask: Omit<RouteAsk, 'alongside'>,
  signal: AbortSignal,
  onBetter?: (offer: RouteOffer) => void,
): Promise<RouteOffer> {
  let best: RouteOffer | null = null;
  const asked = routes.map(async (route) => {
    const offer = await (await route.load()).offer({ ...ask, alongside: routes.length > 1 }, signal);
    if (!best || offer.minimumOut > best.minimumOut) {
      best = offer;
      onBetter?.(offer);
    }
    return offer;
  });
  const settled = await Promise.allSettled(asked);
  if (best) return best;
  const reasons = settled.map((result) => (result.status === 'rejected' ? (result.reason as unknown) : null));
  throw reasons.find((reason) => reason instanceof SaidError) ?? reasons[0] ?? new Error('no route serves this token');
}
