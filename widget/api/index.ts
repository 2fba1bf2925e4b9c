export { fetchAggregatorQuote, fetchSwapTransaction, SLIPPAGE_BPS, PRIORITY_FEE_MAX_LAMPORTS } from './aggregator';
export type { AggregatorQuote, SwapTransactionAnswer } from './aggregator';
export { clearLstCache, fetchLsts, getLsts, getLstsOrEmpty } from './lstList';
export { fetchSwapQuote } from './swapQuote';
export { fetchQuotes } from './fetchQuotes';
export type { SwapQuote, SwapQuoteRequest } from './swapQuote';
export { requestJson } from './requestJson';
