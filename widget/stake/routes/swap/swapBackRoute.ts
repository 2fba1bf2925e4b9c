import { fetchAggregatorQuote, fetchSwapTransaction } from '../../../api/aggregator';
import { checkQuote } from '../../../core/guard/checkQuote';
import { belowExitRate } from '../../../core/guard/fairPrice';
import { SOL_DECIMALS, WRAPPED_SOL_MINT } from '../../../core/lst/lst';
import { poolProgramId } from '../../../core/stakePool/poolPrograms';
import type { ExitConfirmation, StakeRoute } from '../route';
import { poolUnreadable } from '../exit/poolExit';

/**
 * The spec's aggregator calls with input and output reversed: the LST into (wrapped, then unwrapped)
 * SOL. The quote is checked like a stake's and its minimum is what the exit guard holds the
 * simulation to. Where the chain holds the token's pool, the quote is measured against what the pool
 * itself pays now (its rate less its SOL withdrawal fee): more than 1 % under it, the staker confirms
 * both figures before the wallet is asked; with no pool to measure it by, the staker confirms the
 * aggregator's own figure. Never a refusal, for no holder is ever trapped.
 */
export const swapBackRoute: StakeRoute = {
  async offer({ config, entry, amount, pool: poolRead }, signal) {
    // Where the list names a stake pool, its figure is what the swap is measured against: a failed read
    // fails this offer (as on the way in), so a read that fails never leaves a swap nothing measured.
    const listsStakePool = poolProgramId(entry.pool?.program ?? '') !== null;
    const [quote, reading] = await Promise.all([
      fetchAggregatorQuote(config, { inputMint: entry.mint, outputMint: WRAPPED_SOL_MINT, amount }, signal),
      poolRead ? poolRead.catch((error: unknown) => (listsStakePool ? poolUnreadable(entry.symbol)(error) : null)) : null,
    ]);
    const expectedOut = BigInt(quote.outAmount);
    const minimumOut = BigInt(quote.otherAmountThreshold);
    const pool = reading?.ok ? reading.pool : reading?.pool;
    // No pool to measure it by: the aggregator's own figure is all there is, so the staker confirms it.
    const confirm: ExitConfirmation[] = pool
      ? (() => {
          const below = belowExitRate(minimumOut, amount, pool);
          return below ? [{ kind: 'below-exit-rate', ...below }] : [];
        })()
      : [{ kind: 'unmeasured', offered: minimumOut }];
    return {
      route: 'swap-back',
      expectedOut,
      minimumOut,
      programIds: config.aggregatorProgramIds,
      exit: {
        programIds: config.aggregatorProgramIds,
        arrives: 'now',
        confirm,
        // The aggregator's API has no option that closes the account it swaps from: the card appends the
        // close to the aggregator's transaction (runUnstake, `withCloseEmptied`).
        closesEmptied: true,
        fee: null,
        waitSeconds: 0,
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
