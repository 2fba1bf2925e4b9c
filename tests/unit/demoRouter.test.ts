import { describe, expect, it } from 'vitest';
import { json, routeRequests } from '../../demo/demoRouter';
import { createMockFetch } from '../../demo/mockFetch';

const answer = routeRequests([
  { method: 'GET', url: 'https://list.test/v1/lsts', handle: async () => json({ which: 'list' }) },
  { method: 'POST', url: 'https://rpc.test/', handle: async (request) => json({ got: await request.json() }) },
]);
const mockFetch = createMockFetch(answer);

describe('the demo services route by method and address', () => {
  it('ignores the query and a trailing slash', async () => {
    expect(await (await mockFetch('https://list.test/v1/lsts?page=2')).json()).toEqual({ which: 'list' });
    expect(await (await mockFetch('https://list.test/v1/lsts/')).json()).toEqual({ which: 'list' });
    const rpc = await mockFetch('https://rpc.test', { method: 'POST', body: JSON.stringify({ id: 1 }) });
    expect(await rpc.json()).toEqual({ got: { id: 1 } });
    expect(rpc.headers.get('content-type')).toBe('application/json');
  });

  it('fails like a dead network for another method, path or host', async () => {
    await expect(mockFetch('https://list.test/v1/lsts', { method: 'POST' })).rejects.toThrow(/no demo service answers POST/);
    await expect(mockFetch('https://list.test/v1/lst')).rejects.toThrow(TypeError);
    await expect(mockFetch('https://other.test/v1/lsts')).rejects.toThrow(TypeError);
  });

  it('an aborted request rejects with AbortError', async () => {
    const hanging = createMockFetch(routeRequests([{ method: 'GET', url: 'https://slow.test/', handle: () => new Promise(() => {}) }]));
    const controller = new AbortController();
    const pending = hanging('https://slow.test/', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
