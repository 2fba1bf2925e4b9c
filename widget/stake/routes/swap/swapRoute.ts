import { fetchAggregatorQuote, fetchSwapTransaction } from '../../../api/aggregator';
import { fetchQuotes, type Quotes } from '../../../api/fetchQuotes';
import { checkQuote } from '../../../core/guard/checkQuote';
import type { StakeRoute } from '../route';

/**
 * The spec's route: the swap quote service's figure for the card, the aggregator's quote (checked,
 * then passed on untouched) and its swap transaction, which the guard then holds to the quote's minimum.
 * Beside a pool deposit (whose figure needs no service) only the aggregator is asked, and its own
 * figure is shown if it wins: the swap quote service is for the entries that are not SPL pools.
 */
export const swapRoute: StakeRoute = {
  async offer({ config, entry, lamports, alongside }, signal) {
    const asked = { mint: entry.mint, lamports };
    const { expectedOut, aggregatorQuote }: Quotes = alongside
      ? await fetchAggregatorQuote(config, { outputMint: entry.mint, amount: lamports }, signal).then((quote) => ({
          expectedOut: BigInt(quote.outAmount),
          aggregatorQuote: quote,
        }))
      : await fetchQuotes(config, asked, signal);
    return {
      route: 'swap',
      expectedOut,
      // A base-units string: the aggregator's schema checked it.
      minimumOut: BigInt(aggregatorQuote.otherAmountThreshold),
      programIds: config.aggregatorProgramIds,
      check: () => checkQuote(aggregatorQuote, { mint: entry.mint, symbol: entry.symbol, decimals: entry.decimals, lamports, expectedOut }),
      build: async (wallet, signal) =>
        (await fetchSwapTransaction(config, { quoteResponse: aggregatorQuote, userPublicKey: wallet }, signal)).swapTransaction,
    };
  },
};
