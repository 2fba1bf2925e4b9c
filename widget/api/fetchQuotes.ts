import type { StakeWidgetConfig } from '../core/config/config';
import { WRAPPED_SOL_MINT } from '../core/lst/lst';
import type { Quotes } from '../stake/stakeFlow';
import { fetchAggregatorQuote } from './aggregator';
import { fetchSwapQuote } from './swapQuote';

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
