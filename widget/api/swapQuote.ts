import * as v from 'valibot';
import { ServiceError } from '../core/config/errors';
import { english } from '../core/texts/english';
import { apiKeyHeader, requestJson, type HttpConfig } from './requestJson';
import { baseUnitsString, validate } from './validate';

export interface SwapQuoteRequest {
  /** Mint of the token staked in (wrapped SOL). */
  input: string;
  outputLstMint: string;
  /** Base units of the input token. */
  amount: bigint;
  mode?: 'ExactIn' | 'ExactOut';
  /** Route source, sent as JSON. */
  swapSrc?: unknown;
}

const answerSchema = v.object({
  inAmount: v.optional(baseUnitsString),
  outAmount: baseUnitsString,
  feeAmount: v.optional(v.unknown()),
  feeMint: v.optional(v.unknown()),
  feePct: v.optional(v.unknown()),
  swapSrc: v.optional(v.unknown()),
});

export interface SwapQuote {
  outAmount: bigint;
  inAmount: bigint;
}

/** GET {quoteApiUrl}/swap/quote: the LST amount the swap quote service expects for `amount`. */
export async function fetchSwapQuote(
  config: HttpConfig & { quoteApiUrl: string; quoteApiKey?: string },
  request: SwapQuoteRequest,
  signal?: AbortSignal,
): Promise<SwapQuote> {
  const query = new URLSearchParams({
    input: request.input,
    outputLstMint: request.outputLstMint,
    amount: request.amount.toString(),
  });
  if (request.mode) query.set('mode', request.mode);
  if (request.swapSrc !== undefined) query.set('swapSrc', JSON.stringify(request.swapSrc));
  const fail = english.swapQuoteFailed;
  const body = await requestJson(config, {
    service: 'swap-quote',
    failMessage: fail,
    url: `${config.quoteApiUrl}/swap/quote?${query}`,
    headers: apiKeyHeader(config.quoteApiKey),
    signal,
  });
  const answer = validate(answerSchema, body, 'swap-quote', fail);
  const inAmount = answer.inAmount === undefined ? request.amount : BigInt(answer.inAmount);
  if ((request.mode ?? 'ExactIn') === 'ExactIn' && inAmount !== request.amount) {
    throw new ServiceError('swap-quote', 'mismatch', fail, `quoted ${inAmount} instead of ${request.amount}`);
  }
  return { inAmount, outAmount: BigInt(answer.outAmount) };
}
