import { fetchAggregatorQuote, fetchSwapTransaction, type AggregatorQuote } from '../../../api/aggregator';
import { fetchSwapQuote } from '../../../api/swapQuote';
import { refusedCredentials } from '../../../core/config/errors';
import { checkQuote } from '../../../core/guard/checkQuote';
import { fairPriceRefusal } from '../../../core/guard/fairPrice';
import { WRAPPED_SOL_MINT } from '../../../core/lst/lst';
import { SaidError } from '../../../core/texts/said';
import { poolRefusal } from '../../pool/poolRefusal';
import { poolTermsOf } from '../../pool/poolTermsOf';
import { poolProgramId } from '../../../core/stakePool/poolPrograms';
import type { RouteAsk, RouteOffer, StakeRoute } from '../route';

/**
 * The spec's route: the aggregator's quote (checked, then passed on untouched) and its swap
 * transaction, which the guard then holds to the quote's minimum, with an independent figure to
 * hold the quote to. For a token whose stake pool the chain holds as listed, that figure is the
 * pool's own rate (read once for every route, no service asked), and the pool's fees are the
 * token's; for any other token it is the swap quote service's, asked beside the aggregator (or, when
 * the pool read showed no such pool, once it had).
 */
export const swapRoute: StakeRoute = {
  async offer({ config, entry, amount: lamports, pool: poolRead, caps }, signal) {
    const aggregatorQuote = fetchAggregatorQuote(config, { outputMint: entry.mint, amount: lamports }, signal);
    const swapQuote = () =>
      fetchSwapQuote(config, { input: WRAPPED_SOL_MINT, outputLstMint: entry.mint, amount: lamports, mode: 'ExactIn' }, signal);
    // For an entry the list says is no SPL pool (Marinade, Lido) the swap quote service is asked at
    // once; for a stake pool's token only if the pool cannot be read: one more round trip on that path.
    // (The list's program name, read here rather than through the registry: importing the registry,
    // which loads this chunk, made the bundler split the card's first load in two.)
    const listsStakePool = poolProgramId(entry.pool?.program ?? '') !== null;
    const serviceFigure = listsStakePool ? null : swapQuote();
    if (!poolRead) {
      const [preview, quote] = await Promise.all([serviceFigure ?? swapQuote(), aggregatorQuote]);
      return swapOffer({ config, entry, lamports }, quote, preview.outAmount);
    }
    // Settled below either way; a rejection must not go unheard while the pool is read.
    aggregatorQuote.catch(() => undefined);
    serviceFigure?.catch(() => undefined);
    // A stake pool's token is never priced without its pool: an RPC that could not read it (a 429, a
    // timeout) fails this offer, so a failed read cannot turn the fee caps off. For an entry the list
    // says is no stake pool, the read is a second look only: without it the token is priced as listed.
    const reading = listsStakePool ? await poolRead.catch(keyFirst(aggregatorQuote)) : await poolRead.catch(() => null);
    // The token's stake pool, where the list names it or wherever the chain has it under the list's address.
    const pool = reading?.ok ? reading.pool : reading?.pool;
    if (!reading || !pool) {
      const [preview, quote] = await Promise.all([serviceFigure ?? swapQuote(), aggregatorQuote]);
      return swapOffer({ config, entry, lamports }, quote, preview.outAmount);
    }
    const refusal = poolRefusal(reading, caps, entry.symbol);
    if (refusal) throw new SaidError(refusal);
    const quote = await aggregatorQuote;
    const offer = swapOffer({ config, entry, lamports }, quote, BigInt(quote.outAmount));
    return {
      ...offer,
      terms: reading.ok ? reading.terms : poolTermsOf(pool, entry.decimals),
      check: () => offer.check() ?? fairPriceRefusal(offer.minimumOut, lamports, pool, entry),
    };
  },
};

/**
 * The pool's read failed: the offer fails with it, unless the aggregator refused our key too, which is
 * the one failure an embedder can mend and so the one the card names.
 */
const keyFirst = (aggregatorQuote: Promise<unknown>) => async (error: unknown) => {
  const refused = await aggregatorQuote.then(
    () => null,
    (failure: unknown) => (refusedCredentials(failure) ? failure : null),
  );
  throw refused ?? error;
};

/** The offer for an aggregator quote, held to `shown`: the figure on the card, which the quote may fall at most 1 % short of. */
function swapOffer(
  { config, entry, lamports }: Pick<RouteAsk, 'config' | 'entry'> & { lamports: bigint },
  quote: AggregatorQuote,
  shown: bigint,
): RouteOffer {
  return {
    route: 'swap',
    expectedOut: shown,
    // A base-units string: the aggregator's schema checked it.
    minimumOut: BigInt(quote.otherAmountThreshold),
    programIds: config.aggregatorProgramIds,
    check: () => checkQuote(quote, { mint: entry.mint, symbol: entry.symbol, decimals: entry.decimals, lamports, expectedOut: shown }),
    build: async (wallet, signal) =>
      (await fetchSwapTransaction(config, { quoteResponse: quote, userPublicKey: wallet }, signal)).swapTransaction,
  };
}
