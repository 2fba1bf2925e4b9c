import * as v from 'valibot';
import { ServiceError } from '../core/errors';
import { WRAPPED_SOL_MINT } from '../core/lst';
import { messages } from '../core/messages';
import { requestJson, type HttpConfig } from './requestJson';
import { baseUnitsString, validate } from './validate';

type AggregatorConfig = HttpConfig & { aggregatorApiUrl: string };

/** The spec's fixed swap parameters. */
export const SLIPPAGE_BPS = 50;
export const PRIORITY_FEE_MAX_LAMPORTS = 1_000_000;

/** The fields of the aggregator's QuoteResponse we check; the rest is passed on untouched. */
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

const swapSchema = v.looseObject({
  swapTransaction: v.pipe(v.string(), v.minLength(1)),
  lastValidBlockHeight: v.pipe(v.number(), v.integer(), v.minValue(0)),
  simulationError: v.optional(v.nullable(v.unknown())),
});

export interface SwapTransactionAnswer {
  /** Base64 of the unsigned versioned transaction. */
  swapTransaction: string;
  lastValidBlockHeight: number;
  /** Why the aggregator's own simulation failed, or null. */
  simulationError: string | null;
}

/** GET {aggregatorApiUrl}/swap/v1/quote for wrapped SOL into `outputMint`. */
export async function fetchAggregatorQuote(
  config: AggregatorConfig,
  request: { outputMint: string; amount: bigint },
  signal?: AbortSignal,
): Promise<AggregatorQuote> {
  const query = new URLSearchParams({
    inputMint: WRAPPED_SOL_MINT,
    outputMint: request.outputMint,
    amount: request.amount.toString(),
    slippageBps: String(SLIPPAGE_BPS),
    restrictIntermediateTokens: 'true',
  });
  const fail = messages.swapQuoteFailed;
  const body = await requestJson(config, {
    service: 'aggregator-quote',
    failMessage: fail,
    url: `${config.aggregatorApiUrl}/swap/v1/quote?${query}`,
    signal,
  });
  const quote = validate(quoteSchema, body, 'aggregator-quote', fail);
  const asked = `${WRAPPED_SOL_MINT} -> ${request.outputMint} for ${request.amount}`;
  const got = `${quote.inputMint} -> ${quote.outputMint} for ${quote.inAmount}`;
  if (asked !== got || quote.swapMode !== 'ExactIn') {
    throw new ServiceError('aggregator-quote', 'mismatch', fail, `quoted ${got} instead of ${asked}`);
  }
  return quote;
}

function describeSimulationError(error: unknown): string | null {
  if (error === null || error === undefined) return null;
  if (typeof error === 'string') return error;
  const { error: text, errorCode } = error as { error?: unknown; errorCode?: unknown };
  if (typeof text === 'string') return text;
  if (typeof errorCode === 'string') return errorCode;
  return JSON.stringify(error);
}

/** POST {aggregatorApiUrl}/swap/v1/swap: the transaction that performs `quote` for `userPublicKey`. */
export async function fetchSwapTransaction(
  config: AggregatorConfig,
  request: { quoteResponse: unknown; userPublicKey: string },
  signal?: AbortSignal,
): Promise<SwapTransactionAnswer> {
  const fail = messages.quoteFailed;
  const body = await requestJson(config, {
    service: 'aggregator-swap',
    failMessage: fail,
    url: `${config.aggregatorApiUrl}/swap/v1/swap`,
    body: {
      quoteResponse: request.quoteResponse,
      userPublicKey: request.userPublicKey,
      dynamicComputeUnitLimit: true,
      dynamicSlippage: true,
      prioritizationFeeLamports: {
        priorityLevelWithMaxLamports: { priorityLevel: 'veryHigh', maxLamports: PRIORITY_FEE_MAX_LAMPORTS },
      },
    },
    signal,
  });
  const answer = validate(swapSchema, body, 'aggregator-swap', fail);
  return {
    swapTransaction: answer.swapTransaction,
    lastValidBlockHeight: answer.lastValidBlockHeight,
    simulationError: describeSimulationError(answer.simulationError),
  };
}
