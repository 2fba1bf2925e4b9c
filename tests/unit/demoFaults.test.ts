import { describe, expect, it } from 'vitest';
import { faultsFromQuery } from '../../demo/demoFaults';
import { createDemoServices, DEMO_URLS } from '../../demo/demoServices';
import { createMockFetch } from '../../demo/mockFetch';

const listStatus = async (services: ReturnType<typeof createDemoServices>) =>
  (await createMockFetch(services.answer)(`${DEMO_URLS.lstApiUrl}/lsts`)).status;

describe('demo faults belong to one demo', () => {
  it('a fault set on one instance leaves every other instance healthy', async () => {
    const broken = createDemoServices({ faults: [['lst-list', 'error']] });
    const healthy = createDemoServices();
    expect(await listStatus(broken)).toBe(500);
    expect(await listStatus(healthy)).toBe(200);
    healthy.faults.set('lst-list', 'rate-limited');
    expect(await listStatus(healthy)).toBe(429);
    expect(await listStatus(broken)).toBe(500);
    broken.faults.set('lst-list', null);
    expect(await listStatus(broken)).toBe(200);
  });

  it('reads ?fault=service:fault,service:fault', () => {
    expect(faultsFromQuery('?fault=aggregator-quote:error,rpc-status:tx-error')).toEqual([
      ['aggregator-quote', 'error'],
      ['rpc-status', 'tx-error'],
    ]);
    expect(faultsFromQuery('?list=one')).toEqual([]);
  });
});
