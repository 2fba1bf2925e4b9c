import { fetchSwapTransaction } from '../../../api/aggregator';
import { fetchQuotes } from '../../../api/fetchQuotes';
import { checkQuote } from '../../../core/guard/checkQuote';
import type { StakeRoute } from '../route';

/**
 * The spec's route: the swap quote service's figure for the card, the aggregator's quote (checked,
 * then passed on untouched) and its swap transaction, which the guard then holds to the quote's minimum.
 */
export const swapRoute: StakeRoute = {
  async offer({ config, entry, lamports }, signal) {
    const { expectedOut, aggregatorQuote } = await fetchQuotes(config, { mint: entry.mint, lamports }, signal);
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
