import * as v from 'valibot';
import { WRAPPED_SOL_MINT } from '../core/lst/lst';
import { english } from '../core/texts/english';
import { PRIORITY_FEE_MAX_LAMPORTS, SLIPPAGE_BPS } from '../core/amount/stakeLimits';
import { apiKeyHeader, requestJson, type HttpConfig } from './requestJson';
import { baseUnitsString, validate } from './validate';

type AggregatorConfig = HttpConfig & { aggregatorApiUrl: string; aggregatorApiKey?: string };

/**
 * The fields of the aggregator's QuoteResponse the guard reads; the rest is passed on untouched.
 * Whether they describe the stake asked for is the guard's question (core/guard/checkQuote), not this.
 */
const quoteSchema = v.looseObject({
  inputMint: v.string(),
  outputMint: v.string(),
  inAmount: baseUnitsString,
  outAmount: baseUnitsString,
  otherAmountThreshold: baseUnitsString,
  swapMode: v.picklist(['ExactIn', 'ExactOut']),
  slippageBps: v.pipe(v.number(), v.integer(), v.minValue(0)),
  priceImpactPct: v.string(),
  routePlan: v.array(v.looseObject({ swapInfo: v.looseObject({}) })),
});

export type AggregatorQuote = v.InferOutput<typeof quoteSchema>;

/**
 * Only the transaction is used. Its `lastValidBlockHeight` and `simulationError` are the aggregator's
 * word: expiry is the configured RPC's to say, and the guard simulates the transaction itself.
 */
const swapSchema = v.looseObject({
  swapTransaction: v.pipe(v.string(), v.minLength(1)),
});

export interface SwapTransactionAnswer {
  /** Base64 of the unsigned transaction. */
  swapTransaction: string;
}

/** GET {aggregatorApiUrl}/swap/v1/quote for wrapped SOL into `outputMint` (or `inputMint` into it: a swap back is LST into wrapped SOL). */
export async function fetchAggregatorQuote(
  config: AggregatorConfig,
  request: { inputMint?: string; outputMint: string; amount: bigint },
  signal?: AbortSignal,
): Promise<AggregatorQuote> {
  const query = new URLSearchParams({
    inputMint: request.inputMint ?? WRAPPED_SOL_MINT,
    outputMint: request.outputMint,
    amount: request.amount.toString(),
    slippageBps: String(SLIPPAGE_BPS),
    restrictIntermediateTokens: 'true',
  });
  const fail = english.swapQuoteFailed;
  const body = await requestJson(config, {
    service: 'aggregator-quote',
    failMessage: fail,
    url: `${config.aggregatorApiUrl}/swap/v1/quote?${query}`,
    headers: apiKeyHeader(config.aggregatorApiKey),
    signal,
  });
  return validate(quoteSchema, body, 'aggregator-quote', fail);
}

/** POST {aggregatorApiUrl}/swap/v1/swap: the transaction that performs `quote` for `userPublicKey`. */
export async function fetchSwapTransaction(
  config: AggregatorConfig,
  request: { quoteResponse: unknown; userPublicKey: string },
  signal?: AbortSignal,
): Promise<SwapTransactionAnswer> {
  const fail = english.quoteFailed;
  const body = await requestJson(config, {
    service: 'aggregator-swap',
    failMessage: fail,
    url: `${config.aggregatorApiUrl}/swap/v1/swap`,
    headers: apiKeyHeader(config.aggregatorApiKey),
    body: {
      quoteResponse: request.quoteResponse,
      userPublicKey: request.userPublicKey,
      dynamicComputeUnitLimit: true,
      // The published API marks dynamic slippage unmaintained, and it would override the fixed 0.5 %.
      dynamicSlippage: false,
      prioritizationFeeLamports: {
        priorityLevelWithMaxLamports: { priorityLevel: 'veryHigh', maxLamports: Number(PRIORITY_FEE_MAX_LAMPORTS) },
      },
    },
    signal,
  });
  const { swapTransaction } = validate(swapSchema, body, 'aggregator-swap', fail);
  return { swapTransaction };
}
