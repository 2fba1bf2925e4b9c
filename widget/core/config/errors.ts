/** Every external call fails with one of these, so callers can tell "failed" from "empty". */
export type ServiceName = 'lst-list' | 'swap-quote' | 'aggregator-quote' | 'aggregator-swap' | 'rpc';

export type ServiceFailure =
  | 'http' // the service answered with a non-2xx status
  | 'network' // no answer at all
  | 'timeout' // no answer in time
  | 'aborted' // the caller gave up
  | 'invalid-response' // an answer that is not what the service promises
  | 'mismatch'; // a well-formed answer to another question than the one asked

export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  constructor(
    readonly service: ServiceName,
    readonly failure: ServiceFailure,
    message: string,
    readonly detail: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Turns anything thrown or reported into text a person can read: never "[object Object]". */
export function readableError(error: unknown): string {
  if (typeof error === 'string') return error || 'unknown error';
  if (error instanceof Error) {
    const detail = error instanceof ServiceError ? error.detail : '';
    return [error.message, detail].filter(Boolean).join(': ') || error.name;
  }
  if (error && typeof error === 'object') {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
    try {
      return JSON.stringify(error, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
    } catch {
      return 'unknown error';
    }
  }
  return error === undefined || error === null ? 'unknown error' : String(error);
}

/** The service and the setting to fix, for a service that answered 401 or 403. */
const KEY_SETTINGS: Partial<Record<ServiceName, readonly [string, string]>> = {
  'aggregator-quote': ['aggregator', 'aggregator-api-key'],
  'aggregator-swap': ['aggregator', 'aggregator-api-key'],
  'swap-quote': ['swap quote service', 'quote-api-key'],
  rpc: ['Solana RPC', 'an rpc-url that accepts this page'],
};

/** When `error` is a service refusing our credentials (401/403): which service, and what to set. */
export function refusedCredentials(error: unknown): readonly [string, string] | null {
  if (!(error instanceof ServiceError) || (error.status !== 401 && error.status !== 403)) return null;
  return KEY_SETTINGS[error.service] ?? null;
}
