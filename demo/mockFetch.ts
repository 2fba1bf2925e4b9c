import { getResponse, type HttpHandler } from 'msw';

/**
 * A fetch that answers from MSW handlers in-process: no service worker, no global patching, and it
 * works under a strict Content-Security-Policy. Requests no handler knows fail like a dead network.
 */
export function createMockFetch(handlers: HttpHandler[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const signal = init?.signal ?? undefined;
    const aborted = new Promise<never>((_, reject) => {
      if (signal?.aborted) reject(new DOMException('The operation was aborted.', 'AbortError'));
      signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
    const response = await Promise.race([getResponse(handlers, request), aborted]);
    if (!response) throw new TypeError(`Failed to fetch: no demo service answers ${request.method} ${request.url}`);
    if (response.type === 'error') throw new TypeError('Failed to fetch: the connection dropped');
    return response;
  };
}
