import type { DemoAnswer } from './demoRouter';

/**
 * A fetch that the demo services answer in-process: no service worker, no global patching, and it
 * works under a strict Content-Security-Policy. Requests no handler knows fail like a dead network.
 */
export function createMockFetch(answer: DemoAnswer): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const signal = init?.signal ?? undefined;
    const aborted = new Promise<never>((_, reject) => {
      if (signal?.aborted) reject(new DOMException('The operation was aborted.', 'AbortError'));
      signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
    const response = await Promise.race([answer(request), aborted]);
    if (!response) throw new TypeError(`Failed to fetch: no demo service answers ${request.method} ${request.url}`);
    if (response.type === 'error') throw new TypeError('Failed to fetch: the connection dropped');
    return response;
  };
}
