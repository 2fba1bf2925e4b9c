import { WRAPPED_SOL_MINT } from '../lst/lst';
import { amountParam, type Said } from '../texts/said';
import { guardText } from './refusals';
import { MAX_QUOTE_SHORTFALL_BPS, minimumAfterSlippage, SLIPPAGE_BPS } from '../amount/stakeLimits';

/** The fields of the aggregator's quote that say what would be swapped. */
export interface QuoteTerms {
  inputMint: string;
  outputMint: string;
  inAmount: string;
  outAmount: string;
  otherAmountThreshold: string;
  swapMode: string;
  slippageBps: number;
}

/** What the staker asked for, and what they were shown. */
export interface StakeIntent {
  /** What is swapped: SOL (wrapped) for a stake, the LST for a swap back. */
  inputMint?: string;
  /** What the staker receives: the LST for a stake, wrapped SOL for a swap back. */
  mint: string;
  symbol: string;
  /** The LST's decimals, for the texts. */
  decimals: number;
  lamports: bigint;
  /** What the swap quote service said the staker receives: the figure on the card. */
  expectedOut: bigint;
}

/**
 * Null when the quote is for exactly the stake the staker asked for, else why not. A quote that
 * passes is what the transaction is then held to (its `otherAmountThreshold`, in the simulation).
 */
export function checkQuote(quote: QuoteTerms, intent: StakeIntent): Said | null {
  const lst = (amount: bigint) => amountParam(amount, intent.decimals, intent.symbol);
  if (quote.inputMint !== (intent.inputMint ?? WRAPPED_SOL_MINT)) return guardText.quoteInput(quote.inputMint);
  if (quote.outputMint !== intent.mint) return guardText.quoteOutput(quote.outputMint, intent.symbol);
  if (quote.swapMode !== 'ExactIn') return guardText.quoteMode(quote.swapMode);
  const inAmount = BigInt(quote.inAmount);
  if (inAmount !== intent.lamports) {
    return guardText.quoteAmount(inAmount, intent.lamports);
  }
  if (quote.slippageBps !== SLIPPAGE_BPS) return guardText.quoteSlippage(quote.slippageBps);
  // The figure shown is what the quote is held to: nothing shown, nothing to hold it to.
  if (intent.expectedOut <= 0n) return guardText.quoteShownNothing;
  const outAmount = BigInt(quote.outAmount);
  const minimum = BigInt(quote.otherAmountThreshold);
  if (outAmount <= 0n || minimum <= 0n) return guardText.quoteNothing;
  if (minimum < minimumAfterSlippage(outAmount)) return guardText.quoteThreshold(lst(minimum), lst(outAmount));
  if (outAmount * 10_000n < intent.expectedOut * (10_000n - MAX_QUOTE_SHORTFALL_BPS)) {
    return guardText.quoteShort(lst(outAmount), lst(intent.expectedOut));
  }
  return null;
}
