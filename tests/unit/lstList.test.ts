import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '../../widget/core/config/config';
import { ServiceError } from '../../widget/core/config/errors';
import { resetPage } from '../../widget/core/page/page';
import { fetchLsts, getLsts, getLstsOrEmpty } from '../../widget/api/lstList';
import { createDemoServices, DEMO_URLS } from '../../demo/demoServices';
import { demoProjects } from '../../demo/demoProjects';
import type { FaultList } from '../../demo/demoFaults';
import { createMockFetch } from '../../demo/mockFetch';
import fixture from '../../demo/data/sanctum-lst-list-2025-09-04.json';

function setup({ lsts, faults }: { lsts?: () => unknown[]; faults?: FaultList } = {}) {
  const services = createDemoServices({ lsts: lsts as never, faults });
  const config = resolveConfig({ ...DEMO_URLS, fetch: createMockFetch(services.answer), timeoutMs: 200 });
  const listRequests = () => services.requests.filter((request) => request.service === 'lst-list').length;
  return { config, listRequests, faults: services.faults };
}

afterEach(() => {
  resetPage();
  vi.restoreAllMocks();
});

describe('the LST list client', () => {
  it('asks GET {lstApiUrl}/lsts once per page load, however many ask', async () => {
    const { config, listRequests } = setup();
    const answers = await Promise.all([getLsts(config), getLsts(config), getLstsOrEmpty(config)]);
    await getLsts(config);
    expect(listRequests()).toBe(1);
    expect(answers[0]).toHaveLength(demoProjects.length);
    expect(answers[1]).toBe(answers[0]);
  });

  it('logs "Failed to fetch LSTs" and gives an empty list on failure, yet callers can tell failed from empty', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { config, listRequests, faults } = setup({ faults: [['lst-list', 'error']] });
    expect(await getLstsOrEmpty(config)).toEqual([]);
    expect(error).toHaveBeenCalledWith('Failed to fetch LSTs', expect.any(ServiceError));
    await expect(getLsts(config)).rejects.toMatchObject({ message: 'Failed to fetch LSTs', failure: 'http', status: 500 });
    faults.clear();
    expect(await getLsts(config)).toHaveLength(demoProjects.length); // a failure is not cached
    expect(listRequests()).toBe(3);
  });

  it('an empty list is an empty list, not a failure', async () => {
    const { config } = setup({ lsts: () => [] });
    await expect(fetchLsts(config)).resolves.toEqual([]);
  });

  it.each([
    ['nonsense', 'invalid-response'],
    ['wrong-shape', 'invalid-response'],
    ['hang', 'timeout'],
    ['network', 'network'],
    ['rate-limited', 'http'],
  ] as const)('a %s answer fails as %s', async (fault, failure) => {
    const { config } = setup({ faults: [['lst-list', fault]] });
    await expect(fetchLsts(config)).rejects.toMatchObject({ failure, message: 'Failed to fetch LSTs' });
  });

  it("keeps only the string fields of an entry's pool, as of its meta", async () => {
    const entry = { ...demoProjects[0]!, pool: { program: 'SanctumSpl', pool: 'Pool1', vote_account: 1, validator_list: { x: 1 } } };
    const { config } = setup({ lsts: () => [entry] });
    const [read] = await fetchLsts(config);
    expect(read!.pool).toEqual({ program: 'SanctumSpl', pool: 'Pool1' });
  });

  it('drops malformed entries and keeps the rest', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = demoProjects[0]!;
    const { config } = setup({
      lsts: () => [
        good,
        { ...good, mint: 'not an address' },
        { ...good, decimals: 'nine' },
        null,
        'text',
        { ...good, mint: demoProjects[1]!.mint, meta: { 'One-liner': 42, Website: 'https://ok.example' } },
      ],
    });
    const list = await fetchLsts(config);
    expect(list.map((entry) => entry.mint)).toEqual([good.mint, demoProjects[1]!.mint]);
    expect(list[1]!.meta).toEqual({ Website: 'https://ok.example' });
  });

  it('reads the real public list (1,418 entries, no meta, some empty logos)', async () => {
    const { config } = setup({ lsts: () => fixture.lsts });
    const list = await fetchLsts(config);
    expect(list).toHaveLength(1418);
    expect(list.filter((entry) => entry.meta)).toHaveLength(0);
    expect(list.some((entry) => entry.logo_uri === '')).toBe(true);
  });

  it('gives up on a caller abort', async () => {
    const { config } = setup({ faults: [['lst-list', 'hang']] });
    const controller = new AbortController();
    const pending = fetchLsts({ ...config, timeoutMs: 10_000 }, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ failure: 'aborted' });
  });
});
