/** Switches that make a demo service misbehave, for tests, stories and a person trying the demo. */
export type DemoService = 'lst-list' | 'swap-quote' | 'aggregator-quote' | 'aggregator-swap' | 'rpc-send' | 'rpc-status' | 'rpc-balance';

export type Fault =
  | 'error' // HTTP 500
  | 'rate-limited' // HTTP 429
  | 'network' // the connection drops
  | 'hang' // never answers
  | 'nonsense' // an answer that is not JSON
  | 'wrong-shape' // JSON of the wrong shape
  | 'mismatch' // an answer to another question
  | 'simulation-error' // swap: the aggregator's simulation failed
  | 'wrong-fee-payer' // swap: a transaction another wallet pays for
  | 'bad-base64' // swap: a transaction that is not base64
  | 'tx-error' // rpc-status: the transaction failed on chain
  | 'never-lands'; // rpc-status: the transaction never shows up; the blockhash expires

export const faults = new Map<DemoService, Fault>();

export function setFault(service: DemoService, fault: Fault | null): void {
  if (fault) faults.set(service, fault);
  else faults.delete(service);
}

export function clearFaults(): void {
  faults.clear();
}

/** Reads `?fault=service:fault,service:fault` so the demo can be driven from its URL. */
export function faultsFromQuery(search: string): void {
  const spec = new URLSearchParams(search).get('fault');
  for (const item of spec?.split(',') ?? []) {
    const [service, fault] = item.split(':') as [DemoService, Fault];
    setFault(service, fault);
  }
}
