import { ServiceError, type ServiceName } from '../core/config/errors';
import type { StakeWidgetConfig } from '../core/config/config';

export type HttpConfig = Pick<StakeWidgetConfig, 'fetch' | 'timeoutMs'>;

export interface JsonRequest {
  service: ServiceName;
  /** What the staker is told when this call fails (the spec's text for the service). */
  failMessage: string;
  url: string;
  body?: unknown;
  /** Extra request headers (an API key). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * One HTTP call with a timeout and the caller's AbortSignal, answering parsed JSON or throwing a
 * ServiceError that says which way it failed.
 */
export async function requestJson(config: HttpConfig, request: JsonRequest): Promise<unknown> {
  const { service, failMessage, url, body, headers, signal } = request;
  const fail = (failure: ServiceError['failure'], detail: string, status?: number) =>
    new ServiceError(service, failure, failMessage, detail, status);
  if (signal?.aborted) throw fail('aborted', 'cancelled');

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort);
  try {
    const response = await config
      .fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { ...(body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
        referrerPolicy: 'no-referrer',
      })
      .catch((error: unknown) => {
        if (timedOut) throw fail('timeout', `no answer within ${config.timeoutMs / 1000} s`);
        if (signal?.aborted) throw fail('aborted', 'cancelled');
        throw fail('network', error instanceof Error ? error.message : 'network error');
      });
    if (!response.ok) throw fail('http', `HTTP ${response.status}`, response.status);
    const text = await response.text().catch(() => {
      throw timedOut ? fail('timeout', 'the answer stopped arriving') : fail('network', 'the answer was cut off');
    });
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw fail('invalid-response', 'the answer is not JSON');
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** The `x-api-key` header for a service whose key is configured, or none. */
export function apiKeyHeader(key: string | undefined): Record<string, string> | undefined {
  return key ? { 'x-api-key': key } : undefined;
}
