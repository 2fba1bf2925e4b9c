import { percentParam } from '../core/amount/percent';
import { roundedFraction } from '../core/amount/roundedFraction';
import type { StakeWidgetConfig } from '../core/config/config';
import { DEFAULT_FEE_CAPS } from '../core/guard/feeCaps';
import { SOL_DECIMALS, type LstEntry } from '../core/lst/lst';
import { amountParam, type AmountParam, type Said } from '../core/texts/said';
import type { PoolTerms } from './routes/route';
import type { PoolApy } from '../core/stakePool/poolApy';
import { poolRouteFor } from './routes/registry';

/** Places a rate (SOL per token) is shown with. */
const RATE_PLACES = 4;

/**
 * A pool's terms as the texts `poolRate` and `poolFees` fill them in: SOL per whole token to 4 places
 * ("1 picoSOL = 1.3333 SOL"), and its SOL deposit fee, withdrawal fee and epoch fee in percent to 2 places.
 */
export function poolTermsParams(terms: PoolTerms): {
  rate: AmountParam;
  depositFee: AmountParam;
  withdrawalFee: AmountParam;
  epochFee: AmountParam;
} {
  const { numerator, denominator } = terms.lamportsPerToken;
  return {
    rate: amountParam(roundedFraction({ numerator, denominator: denominator * 10n ** BigInt(SOL_DECIMALS) }, RATE_PLACES), RATE_PLACES),
    depositFee: percentParam(terms.depositFee),
    withdrawalFee: percentParam(terms.withdrawalFee),
    epochFee: percentParam(terms.epochFee),
  };
}

/** The fees a pool has scheduled, as the text `poolFeesScheduled` fills them in; null when it has none. */
export function scheduledFeesParams(terms: PoolTerms): { withdrawalFee: AmountParam; epochFee: AmountParam } | null {
  return terms.scheduled
    ? { withdrawalFee: percentParam(terms.scheduled.withdrawalFee), epochFee: percentParam(terms.scheduled.epochFee) }
    : null;
}

/**
 * The entry's pool terms and APY as the chain has them now (the page's one read of the pool, in a lazy chunk):
 * for a page that shows them beside the card. Null when no route of the token goes through its pool;
 * `unavailable` when that route cannot take the staker through the pool now, `refused` when the card
 * refuses its token for a fee (the card then says why).
 */
export async function loadPoolTerms(
  config: StakeWidgetConfig,
  entry: LstEntry,
  signal?: AbortSignal,
): Promise<(PoolTerms & { apy: PoolApy | null }) | { unavailable: string } | { refused: Said } | null> {
  const route = poolRouteFor(entry);
  if (!route) return null;
  const [code, { readPoolOnPage, poolRefusal }] = await Promise.all([route.load(), import('./routes/routeCode')]);
  const reading = await readPoolOnPage(config, entry, { signal });
  // A fee above the caps first, as the card says it: it refuses the token whatever else is wrong.
  const refused = poolRefusal(reading, DEFAULT_FEE_CAPS, entry.symbol);
  if (refused) return { refused };
  if (!reading.ok) return { unavailable: reading.reason };
  const terms = code.termsNow ? code.termsNow(reading) : reading.terms;
  // The APY rides in the same read: the panel shows it with the terms, at no request of its own.
  return 'unavailable' in terms ? terms : { ...terms, apy: reading.apy };
}
