import { fetchAggregatorQuote, fetchSwapTransaction } from '../../../api/aggregator';
import { checkQuote } from '../../../core/guard/checkQuote';
import { belowExitRate } from '../../../core/guard/fairPrice';
import { SOL_DECIMALS, WRAPPED_SOL_MINT } from '../../../core/lst/lst';
import type { StakeRoute } from '../route';

/**
 * The spec's aggregator calls with input and output reversed: the LST into (wrapped, then unwrapped)
 * SOL. The quote is checked like a stake's and its minimum is what the exit guard holds the
 * simulation to. Where the chain holds the token's pool, the quote is measured against what the pool
 * itself pays now (its rate less its SOL withdrawal fee): more than 1 % under it, the staker confirms
 * both figures before the wallet is asked; never a refusal, for no holder is ever trapped.
 */
export const swapBackRoute: StakeRoute = {
  async offer({ config, entry, amount, pool: poolRead }, signal) {
    const [quote, reading] = await Promise.all([
      fetchAggregatorQuote(config, { inputMint: entry.mint, outputMint: WRAPPED_SOL_MINT, amount }, signal),
      // The pool's figure is a second look only: an unreadable pool leaves the swap as quoted.
      poolRead?.catch(() => null) ?? null,
    ]);
    const expectedOut = BigInt(quote.outAmount);
    const minimumOut = BigInt(quote.otherAmountThreshold);
    const pool = reading?.ok ? reading.pool : reading?.pool;
    const below = pool ? belowExitRate(minimumOut, amount, pool) : null;
    return {
      route: 'swap-back',
      expectedOut,
      minimumOut,
      programIds: config.aggregatorProgramIds,
      exit: {
        programIds: config.aggregatorProgramIds,
        arrives: 'now',
        confirm: below ? [{ kind: 'below-exit-rate', ...below }] : [],
      },
      check: () =>
        checkQuote(quote, {
          inputMint: entry.mint,
          mint: WRAPPED_SOL_MINT,
          symbol: 'SOL',
          decimals: SOL_DECIMALS,
          lamports: amount,
          expectedOut,
        }),
      build: async (wallet, signal) =>
        (await fetchSwapTransaction(config, { quoteResponse: quote, userPublicKey: wallet }, signal)).swapTransaction,
    };
  },
};
