import { beforeEach, describe, expect, it } from 'vitest';
import { checkNetwork } from '../../widget/api/networkCheck';
import { resetPage } from '../../widget/core/page/page';
import { resolveConfig } from '../../widget/core/config/config';
import type { FaultList } from '../../demo/demoFaults';
import { createDemoServices, DEMO_URLS } from '../../demo/demoServices';
import { createMockFetch } from '../../demo/mockFetch';

function setup(cluster: 'mainnet-beta' | 'devnet' = 'mainnet-beta', faults: FaultList = []) {
  const services = createDemoServices({ faults });
  const config = resolveConfig({ ...DEMO_URLS, cluster, fetch: createMockFetch(services.answer), timeoutMs: 200 });
  const asked = () => services.requests.filter((request) => request.service === 'rpc-genesis').length;
  return { config, asked, faults: services.faults };
}

beforeEach(resetPage);

describe('checkNetwork (the RPC serves the configured cluster)', () => {
  it("says yes when the genesis hash is the cluster's, asking once per page however many cards ask", async () => {
    const { config, asked } = setup();
    expect(await Promise.all([checkNetwork(config), checkNetwork(config), checkNetwork(config)])).toEqual([true, true, true]);
    expect(asked()).toBe(1);
  });

  it("says no for another network's genesis hash, whichever way round", async () => {
    expect(await checkNetwork(setup('devnet').config)).toBe(false);
    resetPage();
    expect(await checkNetwork(setup('mainnet-beta', [['rpc-genesis', 'mismatch']]).config)).toBe(false);
  });

  it.each(['error', 'network', 'nonsense', 'wrong-shape'] as const)(
    'does not know when the RPC answers %s, and asks again next time',
    async (fault) => {
      const { config, asked, faults } = setup('mainnet-beta', [['rpc-genesis', fault]]);
      expect(await checkNetwork(config)).toBeNull();
      faults.set('rpc-genesis', null);
      expect(await checkNetwork(config)).toBe(true);
      expect(asked()).toBe(2);
    },
  );
});
