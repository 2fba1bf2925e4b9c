import { roundedFraction } from '../core/amount/roundedFraction';
import type { StakeWidgetConfig } from '../core/config/config';
import { SOL_DECIMALS, type LstEntry } from '../core/lst/lst';
import { amountParam, type AmountParam } from '../core/texts/said';
import type { PoolTerms } from './routes/route';
import { routesFor } from './routes/registry';

/** Places a rate (SOL per token) and a percentage are shown with. */
const RATE_PLACES = 4;
const PERCENT_PLACES = 2;

const percent = ({ numerator, denominator }: { numerator: bigint; denominator: bigint }) =>
  amountParam(roundedFraction({ numerator: numerator * 100n, denominator }, PERCENT_PLACES), PERCENT_PLACES);

/**
 * A pool's terms as the texts `poolRate` and `poolFees` fill them in: SOL per whole token to 4 places
 * ("1 picoSOL = 1.3333 SOL"), and its SOL deposit fee and epoch fee in percent to 2 places.
 */
export function poolTermsParams(terms: PoolTerms): { rate: AmountParam; depositFee: AmountParam; epochFee: AmountParam } {
  const { numerator, denominator } = terms.lamportsPerToken;
  return {
    rate: amountParam(roundedFraction({ numerator, denominator: denominator * 10n ** BigInt(SOL_DECIMALS) }, RATE_PLACES), RATE_PLACES),
    depositFee: percent(terms.depositFee),
    epochFee: percent(terms.epochFee),
  };
}

/**
 * The entry's pool terms as the chain has them now (one RPC call, in a lazy chunk): for a page that
 * shows them beside the card. Null when the entry is no SPL stake pool; `unavailable` when its pool
 * cannot take a deposit now (the card then says why).
 */
export async function loadPoolTerms(
  config: StakeWidgetConfig,
  entry: LstEntry,
  signal?: AbortSignal,
): Promise<PoolTerms | { unavailable: string } | null> {
  if (!routesFor(entry).some((route) => route.name === 'deposit')) return null;
  const { readPool } = await import('./routes/deposit/readPool');
  const reading = await readPool(config, entry, undefined, signal);
  return reading.ok ? reading.terms : { unavailable: reading.reason };
}
