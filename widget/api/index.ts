export { fetchAggregatorQuote, fetchSwapTransaction } from './aggregator';
export type { AggregatorQuote, SwapTransactionAnswer } from './aggregator';
export { clearLstCache, fetchLsts, getLsts, getLstsOrEmpty } from './lstList';
export { fetchSwapQuote } from './swapQuote';
export { fetchQuotes } from './fetchQuotes';
export type { SwapQuote, SwapQuoteRequest } from './swapQuote';
export { requestJson } from './requestJson';
export { checkNetwork, clearNetworkChecks } from './networkCheck';
export type { NetworkCheck } from './networkCheck';
