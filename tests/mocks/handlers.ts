import { PublicKey } from '@solana/web3.js';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { LstEntry } from '../../widget/core/lst';
import { acceptTransaction, buildSwapTransaction, BLOCKS_PER_LOOKUP, createDemoChain, DEFAULT_BALANCE, type DemoChain } from './demoChain';
import { DEMO_RATE, demoProjects } from './demoProjects';
import { faults as sharedFaults, type DemoService, type Fault } from './faults';

export interface DemoUrls {
  lstApiUrl: string;
  quoteApiUrl: string;
  aggregatorApiUrl: string;
  rpcUrl: string;
}

/** Where the demo services answer when nothing else is configured. `.invalid` never resolves for real. */
export const DEMO_URLS: DemoUrls = {
  lstApiUrl: 'https://lst-list.demo.invalid/v1',
  quoteApiUrl: 'https://swap-quote.demo.invalid/v1',
  aggregatorApiUrl: 'https://aggregator.demo.invalid',
  rpcUrl: 'https://rpc.demo.invalid/',
};

export interface RecordedRequest {
  service: DemoService;
  url: string;
  body?: unknown;
}

export interface DemoServices {
  handlers: HttpHandler[];
  chain: DemoChain;
  /** Every request the services received, in order. */
  requests: RecordedRequest[];
}

export interface DemoOptions {
  urls?: DemoUrls;
  /** The list the LST service serves; the demo projects by default. */
  lsts?: () => LstEntry[] | Promise<LstEntry[]>;
  /** Milliseconds each answer takes, to make progress states visible. */
  latencyMs?: number;
  /** This instance's own fault switches (stories); by default the shared ones tests set with setFault. */
  faults?: Map<DemoService, Fault>;
}

const expectedOut = (lamports: bigint) => (lamports * DEMO_RATE.lstPerSol[0]) / DEMO_RATE.lstPerSol[1];

/** What a faulty service answers instead of the real thing, or null when it behaves. */
async function misbehave(faults: Map<DemoService, Fault>, service: DemoService): Promise<Response | null> {
  switch (faults.get(service)) {
    case 'error':
      return HttpResponse.json({ error: 'internal error' }, { status: 500 });
    case 'rate-limited':
      return HttpResponse.json({ error: 'too many requests' }, { status: 429 });
    case 'network':
      return HttpResponse.error();
    case 'hang':
      await delay('infinite');
      return null;
    case 'nonsense':
      return new HttpResponse('<html>Bad gateway</html>', { headers: { 'content-type': 'application/json' } });
    case 'wrong-shape':
      return HttpResponse.json({ data: [1, 2, 3], ok: 'maybe' });
    default:
      return null;
  }
}

function rpcResult(id: unknown, result: unknown) {
  return HttpResponse.json({ jsonrpc: '2.0', id, result });
}

function rpcError(id: unknown, message: string) {
  return HttpResponse.json({ jsonrpc: '2.0', id, error: { code: -32002, message } });
}

export function createDemoServices({ urls = DEMO_URLS, lsts = () => demoProjects, latencyMs = 0, faults = sharedFaults }: DemoOptions = {}): DemoServices {
  const chain = createDemoChain();
  const requests: RecordedRequest[] = [];
  const record = (service: DemoService, request: Request, body?: unknown) =>
    requests.push({ service, url: request.url, body });
  const pause = () => (latencyMs > 0 ? delay(latencyMs) : Promise.resolve());
  const poolOf = async (mint: string) => {
    const entry = (await lsts()).find((lst) => lst.mint === mint);
    const pool = (entry?.pool as { pool?: string } | undefined)?.pool;
    return entry ? new PublicKey(pool ?? entry.mint) : null;
  };

  const handlers: HttpHandler[] = [
    http.get(`${urls.lstApiUrl}/lsts`, async ({ request }) => {
      record('lst-list', request);
      await pause();
      return (await misbehave(faults, 'lst-list')) ?? HttpResponse.json({ lsts: await lsts() });
    }),

    http.get(`${urls.quoteApiUrl}/swap/quote`, async ({ request }) => {
      record('swap-quote', request);
      await pause();
      const bad = await misbehave(faults, 'swap-quote');
      if (bad) return bad;
      const query = new URL(request.url).searchParams;
      const amount = query.get('amount') ?? '';
      const mint = query.get('outputLstMint') ?? '';
      if (!/^\d+$/.test(amount) || !(await poolOf(mint))) return HttpResponse.json({ error: 'bad request' }, { status: 400 });
      const inAmount = faults.get('swap-quote') === 'mismatch' ? `${BigInt(amount) + 1n}` : amount;
      return HttpResponse.json({
        inAmount,
        outAmount: expectedOut(BigInt(amount)).toString(),
        feeAmount: '0',
        feeMint: mint,
        feePct: '0',
        swapSrc: 'SPool',
      });
    }),

    http.get(`${urls.aggregatorApiUrl}/swap/v1/quote`, async ({ request }) => {
      record('aggregator-quote', request);
      await pause();
      const bad = await misbehave(faults, 'aggregator-quote');
      if (bad) return bad;
      const query = new URL(request.url).searchParams;
      const amount = query.get('amount') ?? '';
      const inputMint = query.get('inputMint') ?? '';
      let outputMint = query.get('outputMint') ?? '';
      if (!/^\d+$/.test(amount) || !(await poolOf(outputMint))) {
        return HttpResponse.json({ error: 'TOKEN_NOT_TRADABLE' }, { status: 400 });
      }
      if (faults.get('aggregator-quote') === 'mismatch') outputMint = demoProjects[1]!.mint;
      const out = expectedOut(BigInt(amount));
      return HttpResponse.json({
        inputMint,
        inAmount: amount,
        outputMint,
        outAmount: out.toString(),
        otherAmountThreshold: ((out * 9_950n) / 10_000n).toString(),
        swapMode: 'ExactIn',
        slippageBps: Number(query.get('slippageBps') ?? 0),
        platformFee: null,
        priceImpactPct: '0',
        routePlan: [
          { swapInfo: { ammKey: outputMint, label: 'Demo pool', inputMint, outputMint, inAmount: amount, outAmount: out.toString() }, percent: 100, bps: 10_000 },
        ],
        contextSlot: chain.blockHeight,
        timeTaken: 0.001,
      });
    }),

    http.post(`${urls.aggregatorApiUrl}/swap/v1/swap`, async ({ request }) => {
      const body = (await request.json()) as {
        quoteResponse?: { outputMint?: string; inAmount?: string };
        userPublicKey?: string;
      };
      record('aggregator-swap', request, body);
      await pause();
      const bad = await misbehave(faults, 'aggregator-swap');
      if (bad) return bad;
      const pool = await poolOf(body.quoteResponse?.outputMint ?? '');
      let user: PublicKey;
      try {
        user = new PublicKey(body.userPublicKey ?? '');
      } catch {
        return HttpResponse.json({ error: 'invalid userPublicKey' }, { status: 400 });
      }
      if (!pool || !/^\d+$/.test(body.quoteResponse?.inAmount ?? '')) {
        return HttpResponse.json({ error: 'invalid quoteResponse' }, { status: 400 });
      }
      const fault = faults.get('aggregator-swap');
      const payer = fault === 'wrong-fee-payer' ? PublicKey.unique() : user;
      const { transaction, lastValidBlockHeight } = buildSwapTransaction(chain, payer, pool, BigInt(body.quoteResponse!.inAmount!));
      const swapTransaction = fault === 'bad-base64' ? 'this is not base64!' : btoa(String.fromCharCode(...transaction.serialize()));
      return HttpResponse.json({
        swapTransaction,
        lastValidBlockHeight,
        prioritizationFeeLamports: 5_000,
        simulationError:
          fault === 'simulation-error'
            ? { errorCode: 'TRANSACTION_ERROR', error: 'Attempt to debit an account but found no record of a prior credit.' }
            : null,
      });
    }),

    http.post(urls.rpcUrl, async ({ request }) => {
      const { id, method, params } = (await request.json()) as { id: unknown; method: string; params: unknown[] };
      switch (method) {
        case 'sendTransaction': {
          record('rpc-send', request, { method, params });
          await pause();
          const bad = await misbehave(faults, 'rpc-send');
          if (bad) return bad;
          const wire = Uint8Array.from(atob(String(params[0])), (char) => char.charCodeAt(0));
          const verdict = acceptTransaction(chain, wire);
          return verdict.ok ? rpcResult(id, verdict.signature) : rpcError(id, verdict.message);
        }
        case 'getSignatureStatuses': {
          record('rpc-status', request, { method, params });
          const bad = await misbehave(faults, 'rpc-status');
          if (bad) return bad;
          const [signature] = (params[0] as string[]) ?? [];
          const lookups = chain.landed.get(signature ?? '');
          const fault = faults.get('rpc-status');
          if (lookups === undefined || fault === 'never-lands') return rpcResult(id, { context: { slot: chain.blockHeight }, value: [null] });
          chain.landed.set(signature!, lookups + 1);
          const status =
            fault === 'tx-error'
              ? { slot: chain.blockHeight, confirmations: 0, err: { InstructionError: [1, { Custom: 1 }] }, confirmationStatus: 'confirmed' }
              : { slot: chain.blockHeight, confirmations: lookups, err: null, confirmationStatus: 'confirmed' };
          return rpcResult(id, { context: { slot: chain.blockHeight }, value: [status] });
        }
        case 'getBalance': {
          record('rpc-balance', request, { method, params });
          const bad = await misbehave(faults, 'rpc-balance');
          if (bad) return bad;
          const lamports = chain.balances.get(String(params[0])) ?? DEFAULT_BALANCE;
          return rpcResult(id, { context: { slot: chain.blockHeight }, value: Number(lamports) });
        }
        case 'getBlockHeight':
          chain.blockHeight += BLOCKS_PER_LOOKUP;
          return rpcResult(id, chain.blockHeight);
        default:
          return rpcError(id, `demo RPC does not implement ${method}`);
      }
    }),
  ];
  return { handlers, chain, requests };
}
