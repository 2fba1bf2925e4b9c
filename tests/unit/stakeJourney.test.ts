import { beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../widget/core/config';
import { runStake } from '../../widget/core/runStake';
import type { StakeState } from '../../widget/core/stakeFlow';
import { fetchQuotes } from '../../widget/api/fetchQuotes';
import { createStakeDeps } from '../../widget/solana/createStakeDeps';
import { createDemoServices, DEMO_URLS } from '../mocks/handlers';
import { evergreen } from '../mocks/demoProjects';
import { clearFaults, setFault } from '../mocks/faults';
import { createMockFetch } from '../mocks/mockFetch';
import { keypairWallet } from '../support/keypairWallet';

const noWait = () => Promise.resolve();

function setup() {
  const services = createDemoServices();
  const config = resolveConfig({ ...DEMO_URLS, fetch: createMockFetch(services.handlers), timeoutMs: 200 });
  const wallet = keypairWallet();
  const deps = createStakeDeps(config, wallet, { quote: (request, signal) => fetchQuotes(config, request, signal) }, { sleep: noWait });
  const states: StakeState[] = [];
  const stake = (lamports = 1_500_000_000n) =>
    runStake(deps, { mint: evergreen.mint, lamports, wallet: wallet.address }, (state) => states.push(state), new AbortController().signal);
  return { services, wallet, states, stake };
}

describe('a stake against the demo services, through the real clients', () => {
  beforeEach(clearFaults);

  it('quotes, builds, signs, sends once, confirms and reports the expected LST amount', async () => {
    const { services, wallet, states, stake } = setup();
    const end = await stake();
    expect(states.map((state) => state.phase)).toEqual([
      'quoting', 'building', 'awaiting-signature', 'sending', 'confirming', 'success',
    ]);
    expect(end).toMatchObject({ phase: 'success', outAmount: 1_428_571_428n });
    expect(wallet.prompts).toBe(1);
    expect(services.chain.accepted).toHaveLength(1);
    expect(services.chain.accepted[0]!.message.staticAccountKeys[0]!.toBase58()).toBe(wallet.address);
  });

  it('sends the spec parameters to every service', async () => {
    const { services, wallet, stake } = setup();
    await stake(4_100_000_000n);
    const find = (service: string) => services.requests.find((request) => request.service === service)!;
    const quote = new URL(find('swap-quote').url).searchParams;
    expect(Object.fromEntries(quote)).toEqual({
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
      dynamicSlippage: true,
      prioritizationFeeLamports: { priorityLevelWithMaxLamports: { priorityLevel: 'veryHigh', maxLamports: 1_000_000 } },
      quoteResponse: { outputMint: evergreen.mint, inAmount: '4100000000', slippageBps: 50 },
    });
    const [, options] = (find('rpc-send').body as { params: [string, unknown] }).params;
    expect(options).toEqual({ encoding: 'base64', skipPreflight: true, maxRetries: 2 });
  });

  it('treats a refusal in the wallet as a cancellation and sends nothing', async () => {
    const { services, wallet, stake } = setup();
    wallet.refuse = true;
    const end = await stake();
    expect(end.phase).toBe('cancelled');
    expect(services.chain.accepted).toHaveLength(0);
    expect(services.requests.some((request) => request.service === 'rpc-send')).toBe(false);
  });

  it.each([
    ['simulation-error', 'The swap would fail: Attempt to debit'],
    ['wrong-fee-payer', 'another wallet'],
    ['bad-base64', 'cannot be read'],
  ] as const)('never asks the wallet to sign when the swap answer has %s', async (fault, detail) => {
    const { wallet, stake } = setup();
    setFault('aggregator-swap', fault);
    const end = await stake();
    expect(end).toMatchObject({ phase: 'failed', message: 'Failed to get swap quote. Please try again.' });
    expect((end as { detail: string }).detail).toContain(detail);
    expect(wallet.prompts).toBe(0);
  });

  it.each(['swap-quote', 'aggregator-quote', 'aggregator-swap'] as const)(
    'ends a failing %s call with the quote failure message',
    async (service) => {
      for (const fault of ['error', 'rate-limited', 'network', 'hang', 'nonsense', 'wrong-shape'] as const) {
        clearFaults();
        setFault(service, fault);
        const { wallet, stake } = setup();
        const end = await stake();
        expect(end, `${service} ${fault}`).toMatchObject({ phase: 'failed', message: 'Failed to get swap quote. Please try again.' });
        expect(wallet.prompts).toBe(0);
      }
    },
  );

  it('refuses quotes for another amount or mint than asked', async () => {
    for (const service of ['swap-quote', 'aggregator-quote'] as const) {
      clearFaults();
      setFault(service, 'mismatch');
      const { stake } = setup();
      const end = await stake();
      expect(end).toMatchObject({ phase: 'failed', message: 'Failed to get swap quote. Please try again.' });
      expect((end as { detail: string }).detail).toContain('instead of');
    }
  });

  it('reports an on-chain error readably, with the signature for the explorer link', async () => {
    const { stake } = setup();
    setFault('rpc-status', 'tx-error');
    const end = await stake();
    expect(end).toMatchObject({ phase: 'failed', message: 'Transaction failed: {"InstructionError":[1,{"Custom":1}]}' });
    expect((end as { signature: string }).signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
  });

  it('says a transaction that never lands expired and cost nothing', async () => {
    const { stake } = setup();
    setFault('rpc-status', 'never-lands');
    const end = await stake();
    expect(end).toMatchObject({ phase: 'failed', message: expect.stringContaining('expired') });
    expect((end as { message: string }).message).toContain('not charged');
  });

  it('fails without a signature when sending fails', async () => {
    const { stake } = setup();
    setFault('rpc-send', 'error');
    const end = await stake();
    expect(end).toMatchObject({ phase: 'failed', message: expect.stringMatching(/^Transaction failed: /) });
    expect(end).not.toHaveProperty('signature');
  });

  it('the RPC stand-in refuses a transaction the fee payer did not sign', async () => {
    const { stake, wallet } = setup();
    wallet.signTransaction = async (bytes) => {
      wallet.prompts++;
      const tampered = Uint8Array.from(bytes);
      tampered[1] = 7; // a forged, non-zero "signature"
      return tampered;
    };
    const end = await stake();
    expect(end).toMatchObject({ phase: 'failed', message: 'Transaction failed: Transaction signature verification failure' });
  });
});
