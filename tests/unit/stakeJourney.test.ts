import { describe, expect, it } from 'vitest';
import { evergreen } from '../../demo/demoProjects';
import type { Fault } from '../../demo/demoFaults';
import { stakeThroughDemo as setup } from '../support/stakeThroughDemo';
import { worded } from '../support/worded';

const REFUSED = 'The swap service offered a transaction that is not the stake you asked for. Nothing was signed.';
const detailOf = (end: unknown) => (worded(end) as { detail?: string }).detail ?? '';

describe('a stake against the demo services, through the real clients and the guard', () => {
  it('quotes, builds, checks, signs, sends once, confirms and reports what arrived', async () => {
    const { services, wallet, states, stake } = setup();
    const end = await stake();
    expect(states.map((state) => state.phase)).toEqual([
      'quoting',
      'building',
      'checking',
      'awaiting-signature',
      'sending',
      'confirming',
      'success',
    ]);
    expect(worded(end)).toMatchObject({ phase: 'success', simulated: 1_428_571_428n, received: 1_428_571_428n, decimals: 9 });
    expect(wallet.prompts).toBe(1);
    expect(services.chain.accepted).toHaveLength(1);
    expect(services.chain.accepted[0]!.message.staticKeys[0]).toBe(wallet.address);
    // The simulation said what landing did: 1.5 SOL and the fees left the wallet, nothing more.
    const spent = 100_000_000_000n - services.chain.balances.get(wallet.address)!;
    expect(spent > 1_500_000_000n && spent < 1_510_000_000n).toBe(true);
  });

  it('sends the spec parameters to every service, and simulates on the configured RPC before the prompt', async () => {
    const { services, wallet, stake } = setup();
    await stake(4_100_000_000n);
    const find = (service: string) => services.requests.find((request) => request.service === service)!;
    expect(Object.fromEntries(new URL(find('swap-quote').url).searchParams)).toEqual({
      input: 'So11111111111111111111111111111111111111112',
      outputLstMint: evergreen.mint,
      amount: '4100000000',
      mode: 'ExactIn',
    });
    const aggregator = new URL(find('aggregator-quote').url);
    expect(aggregator.pathname).toBe('/swap/v1/quote');
    expect(Object.fromEntries(aggregator.searchParams)).toEqual({
      inputMint: 'So11111111111111111111111111111111111111112',
      outputMint: evergreen.mint,
      amount: '4100000000',
      slippageBps: '50',
      restrictIntermediateTokens: 'true',
    });
    expect(find('aggregator-swap').body).toMatchObject({
      userPublicKey: wallet.address,
      dynamicComputeUnitLimit: true,
      dynamicSlippage: false,
      prioritizationFeeLamports: { priorityLevelWithMaxLamports: { priorityLevel: 'veryHigh', maxLamports: 1_000_000 } },
      quoteResponse: { outputMint: evergreen.mint, inAmount: '4100000000', slippageBps: 50 },
    });
    const simulation = services.requests
      .filter((request) => request.service === 'rpc-simulate')
      .map((request) => (request.body as { method: string }).method);
    expect(simulation.sort()).toEqual(['getMultipleAccounts', 'simulateTransaction']);
    const [, options] = (find('rpc-send').body as { params: [string, unknown] }).params;
    expect(options).toEqual({ encoding: 'base64', skipPreflight: true, maxRetries: 2 });
  });

  it('treats a refusal in the wallet as a cancellation and sends nothing', async () => {
    const { services, wallet, stake } = setup();
    wallet.refuse = true;
    const end = await stake();
    expect(worded(end.phase)).toBe('cancelled');
    expect(services.chain.accepted).toHaveLength(0);
    expect(services.requests.some((request) => request.service === 'rpc-send')).toBe(false);
  });
});

describe('the transaction guard refuses, before any wallet prompt', () => {
  it.each([
    ['aggregator-quote', 'low-quote', 'Its quote delivers nothing.'],
    ['aggregator-quote', 'loose-slippage', 'allows 3 % slippage instead of 0.5 %'],
    ['aggregator-quote', 'mismatch', 'instead of evgSOL'],
    ['aggregator-swap', 'drain', 'sends SOL to an address that is not yours'],
    ['aggregator-swap', 'approve', 'lets another address spend your tokens'],
    ['aggregator-swap', 'set-authority', "hands an account's authority to another address"],
    ['aggregator-swap', 'under-deliver', 'less than the 1.42142857 evgSOL its quote promises'],
    ['aggregator-swap', 'second-signer', 'needs 2 signatures'],
    ['aggregator-swap', 'nonce', 'durable nonce'],
    ['aggregator-swap', 'foreign-program', 'a program a stake does not need (Memo..fcHr)'],
    ['aggregator-swap', 'fee-cap', 'priority fee, 0.01 SOL, is above the 0.001 SOL cap'],
    ['aggregator-swap', 'wrong-fee-payer', 'paid for by another wallet'],
    ['aggregator-swap', 'bad-base64', 'cannot be read'],
    ['aggregator-swap', 'simulation-error', 'fails when the Solana RPC simulates it'],
    // Routes whose instructions look honest: only the account of the staker's position catches them.
    ['aggregator-swap', 'skim', 'It would also send 0.0079 SOL to an account you do not own.'],
    ['aggregator-swap', 'wsol-drain', 'It would also send 5 SOL to an account you do not own.'],
    ['aggregator-swap', 'route-approve', 'It would let US51..ELFx spend your evgSOL.'],
  ] as const)('%s answering %s', async (service, fault, reason) => {
    const { wallet, stake, sent } = setup({ faults: [[service, fault]] });
    const end = await stake();
    expect(worded(end)).toMatchObject({ phase: 'failed', message: REFUSED });
    expect(detailOf(end)).toContain(reason);
    expect(wallet.prompts).toBe(0);
    expect(sent()).toBe(0);
  });

  it('refuses a swap quote service that answers for another amount', async () => {
    const { wallet, stake } = setup({ faults: [['swap-quote', 'mismatch']] });
    const end = await stake();
    expect(worded(end)).toMatchObject({ phase: 'failed', message: 'Failed to get swap quote. Please try again.' });
    expect(detailOf(end)).toContain('instead of');
    expect(wallet.prompts).toBe(0);
  });

  it('does not ask the wallet when the simulation cannot be run', async () => {
    const { wallet, stake } = setup({ faults: [['rpc-simulate', 'error']] });
    const end = await stake();
    expect(worded(end)).toMatchObject({ phase: 'failed', message: expect.stringContaining('could not be checked on the Solana RPC') });
    expect(wallet.prompts).toBe(0);
  });

  it.each(['swap-quote', 'aggregator-quote', 'aggregator-swap'] as const)(
    'ends a failing %s call with the quote failure message',
    async (service) => {
      for (const fault of ['error', 'rate-limited', 'network', 'hang', 'nonsense', 'wrong-shape'] as Fault[]) {
        const { wallet, stake } = setup({ faults: [[service, fault]] });
        const end = await stake();
        expect(worded(end), `${service} ${fault}`).toMatchObject({
          phase: 'failed',
          message: 'Failed to get swap quote. Please try again.',
        });
        expect(wallet.prompts).toBe(0);
      }
    },
  );
});

describe('live endpoints and their keys', () => {
  it.each([
    ['aggregator-quote', 'The aggregator refused the request: set aggregator-api-key.'],
    ['aggregator-swap', 'The aggregator refused the request: set aggregator-api-key.'],
    ['swap-quote', 'The swap quote service refused the request: set quote-api-key.'],
  ] as const)('a 401 from %s names the setting to fix', async (service, message) => {
    const { stake, wallet } = setup({ faults: [[service, 'unauthorized']] });
    const end = await stake();
    expect(worded(end)).toMatchObject({ phase: 'failed', message, detail: expect.stringContaining('HTTP 401') });
    expect(wallet.prompts).toBe(0);
  });

  it('sends each configured key as x-api-key to its own service only', async () => {
    const { stake, services } = setup({ aggregatorApiKey: 'agg-key', quoteApiKey: 'quote-key' });
    await stake();
    const keys = Object.fromEntries(services.requests.map((request) => [request.service, request.apiKey]));
    expect(keys).toMatchObject({
      'aggregator-quote': 'agg-key',
      'aggregator-swap': 'agg-key',
      'swap-quote': 'quote-key',
      'rpc-send': null,
      'rpc-simulate': null,
    });
  });
});

describe('send and confirm: only the RPC says how a stake ended', () => {
  it('reports an on-chain error at confirmed readably, with the signature for the explorer link', async () => {
    const { stake } = setup({ faults: [['rpc-status', 'tx-error']] });
    const end = await stake();
    expect(worded(end)).toMatchObject({ phase: 'failed', message: 'Transaction failed: {"InstructionError":[1,{"Custom":1}]}' });
    expect((end as { signature: string }).signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
  });

  it('looks again at an error seen only at processed', async () => {
    const { stake } = setup({ faults: [['rpc-status', 'processed-error']] });
    expect((await stake()).phase).toBe('success');
  });

  it('says a transaction that never lands expired and cost nothing, once the RPC says its blockhash is invalid', async () => {
    const { stake, services } = setup({ faults: [['rpc-status', 'never-lands']] });
    const end = await stake();
    expect(worded(end)).toMatchObject({ phase: 'failed', message: expect.stringContaining('not charged'), signature: expect.any(String) });
    const asked = services.requests
      .filter((request) => request.service === 'rpc-status')
      .map((request) => request.body as { params: [unknown, { searchTransactionHistory: boolean }] });
    expect(asked.at(-1)!.params[1].searchTransactionHistory).toBe(true);
  });

  it("ignores the aggregator's lastValidBlockHeight, even one already in the past", async () => {
    const { stake } = setup({ faults: [['aggregator-swap', 'lying-expiry']] });
    expect((await stake()).phase).toBe('success');
  });

  it.each(['accept-then-hang', 'accept-then-502'] as const)(
    'a send that %s is followed to its confirmation, and lands once',
    async (fault) => {
      const { stake, services } = setup({ faults: [['rpc-send', fault]] });
      const end = await stake();
      expect(worded(end.phase)).toBe('success');
      expect(services.chain.accepted).toHaveLength(1);
    },
  );

  it('rebroadcasts the same bytes while the send fails, and says expired only when the RPC says so', async () => {
    const { stake, services, sent } = setup({ faults: [['rpc-send', 'error']] });
    const end = await stake();
    expect(worded(end)).toMatchObject({ phase: 'failed', message: expect.stringContaining('not charged'), signature: expect.any(String) });
    expect(sent()).toBeGreaterThan(1);
    const bodies = new Set(
      services.requests.filter((request) => request.service === 'rpc-send').map((request) => JSON.stringify(request.body)),
    );
    expect(bodies.size).toBe(1);
  });

  it('says nothing was sent when the node refuses the transaction itself', async () => {
    const { stake, wallet } = setup();
    wallet.signTransaction = async (bytes) => {
      wallet.prompts++;
      const tampered = Uint8Array.from(bytes);
      tampered[1] = 7; // a forged, non-zero "signature"
      return tampered;
    };
    const end = await stake();
    expect(worded(end)).toEqual({
      phase: 'failed',
      message: 'The Solana RPC refused the transaction: Transaction signature verification failure. Nothing was sent.',
      detail: undefined,
    });
  });
});
