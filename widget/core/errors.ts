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
