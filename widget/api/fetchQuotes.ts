import type { StakeWidgetConfig } from '../core/config/config';
import { WRAPPED_SOL_MINT } from '../core/lst/lst';
import { fetchAggregatorQuote, type AggregatorQuote } from './aggregator';
import { fetchSwapQuote } from './swapQuote';

export interface Quotes {
  /** LST base units the swap quote service expects the staker to receive: the figure on the card. */
  expectedOut: bigint;
  /** The aggregator's quote, checked by the guard, then passed on untouched to its swap call. */
  aggregatorQuote: AggregatorQuote;
}

/**
 * Both quotes for staking `lamports` into `mint`, in parallel: the swap quote service's expected
 * LST amount (what the staker is told) and the aggregator's quote (what the swap is built from).
 */
export async function fetchQuotes(
  config: Pick<StakeWidgetConfig, 'fetch' | 'timeoutMs' | 'quoteApiUrl' | 'quoteApiKey' | 'aggregatorApiUrl' | 'aggregatorApiKey'>,
  request: { mint: string; lamports: bigint },
  signal?: AbortSignal,
): Promise<Quotes> {
  const [preview, aggregatorQuote] = await Promise.all([
    fetchSwapQuote(config, { input: WRAPPED_SOL_MINT, outputLstMint: request.mint, amount: request.lamports, mode: 'ExactIn' }, signal),
    fetchAggregatorQuote(config, { outputMint: request.mint, amount: request.lamports }, signal),
  ]);
  return { expectedOut: preview.outAmount, aggregatorQuote };
}
