import { PublicKey, VersionedTransaction } from '@solana/web3.js';
import type { LstEntry } from '../widget/core/lst/lst';
import { GENESIS_HASHES } from '../widget/core/config/cluster';
import { PROGRAMS, TOKEN_PROGRAMS } from '../widget/core/guard/programs';
import { base64ToBytes, bytesToBase64 as toBase64 } from '../widget/core/encoding/base64';
import { mintData, tokenAccountData } from './demoAccounts';
import {
  acceptTransaction,
  buildSwapTransaction,
  BLOCKS_PER_LOOKUP,
  createDemoChain,
  lamportsOf,
  runTransaction,
  type DemoChain,
  type DemoTokenAccount,
  type SwapShape,
} from './demoChain';
import { DEMO_RATE, demoProjects } from './demoProjects';
import { json, routeRequests, wait, type DemoAnswer } from './demoRouter';
import { createDemoFaults, type DemoFaults, type DemoService, type FaultList } from './demoFaults';

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
  /** The x-api-key header it carried, if any. */
  apiKey: string | null;
}

export interface DemoServices {
  /** Answers a request to any of the services (null: nothing at that address). */
  answer: DemoAnswer;
  chain: DemoChain;
  /** Every request the services received, in order. */
  requests: RecordedRequest[];
  /** This instance's fault switches: break or mend a service while it runs. */
  faults: DemoFaults;
}

export interface DemoOptions {
  urls?: DemoUrls;
  /** The list the LST service serves; the demo projects by default. */
  lsts?: () => LstEntry[] | Promise<LstEntry[]>;
  /** Milliseconds each answer takes, to make progress states visible. */
  latencyMs?: number;
  /** The faults it starts with; change them later through `services.faults`. */
  faults?: FaultList;
}

const expectedOut = (lamports: bigint) => (lamports * DEMO_RATE.lstPerSol[0]) / DEMO_RATE.lstPerSol[1];

/** What a faulty service answers instead of the real thing, or null when it behaves. */
async function misbehave(faults: DemoFaults, service: DemoService): Promise<Response | null> {
  switch (faults.get(service)) {
    case 'error':
      return json({ error: 'internal error' }, { status: 500 });
    case 'rate-limited':
      return json({ error: 'too many requests' }, { status: 429 });
    case 'network':
      return Response.error();
    case 'hang':
      await wait('forever');
      return null;
    case 'nonsense':
      return new Response('<html>Bad gateway</html>', { headers: { 'content-type': 'application/json' } });
    case 'wrong-shape':
      return json({ data: [1, 2, 3], ok: 'maybe' });
    case 'unauthorized':
      return json({ error: 'missing or invalid x-api-key' }, { status: 401 });
    default:
      return null;
  }
}

function rpcResult(id: unknown, result: unknown) {
  return json({ jsonrpc: '2.0', id, result });
}

function rpcError(id: unknown, message: string, code = -32601) {
  return json({ jsonrpc: '2.0', id, error: { code, message } });
}

const SWAP_SHAPES: SwapShape[] = [
  'drain',
  'approve',
  'set-authority',
  'under-deliver',
  'second-signer',
  'nonce',
  'foreign-program',
  'fee-cap',
  'skim',
  'wsol-drain',
  'route-approve',
];

const programOf = (entry: LstEntry) => (TOKEN_PROGRAMS.includes(entry.token_program) ? entry.token_program : PROGRAMS.token);
const poolKey = (entry: LstEntry) => new PublicKey(entry.pool?.pool ?? entry.mint);

/**
 * An account as the JSON-RPC answers it: a token account, an LST's mint, or a wallet's SOL. An address
 * off the curve that is none of these (a token account not created yet) does not exist.
 */
function encodeAccount(
  tokens: Map<string, DemoTokenAccount>,
  address: string,
  list: readonly LstEntry[],
  lamports: (address: string) => bigint,
) {
  const token = tokens.get(address);
  if (token)
    return {
      lamports: Number(token.lamports),
      owner: token.program,
      data: [toBase64(tokenAccountData(token.mint, token.owner, token.amount, token)), 'base64'],
      executable: false,
      rentEpoch: 0,
    };
  const entry = list.find((lst) => lst.mint === address);
  if (entry)
    return {
      lamports: 1_461_600,
      owner: programOf(entry),
      data: [toBase64(mintData(entry.decimals)), 'base64'],
      executable: false,
      rentEpoch: 0,
    };
  return PublicKey.isOnCurve(new PublicKey(address).toBytes()) ? walletAccount(lamports(address)) : null;
}

const walletAccount = (lamports: bigint) => ({
  lamports: Number(lamports),
  owner: PROGRAMS.system,
  data: ['', 'base64'],
  executable: false,
  rentEpoch: 0,
});

export function createDemoServices({
  urls = DEMO_URLS,
  lsts = () => demoProjects,
  latencyMs = 0,
  ...options
}: DemoOptions = {}): DemoServices {
  const faults = createDemoFaults(options.faults);
  const chain = createDemoChain();
  const requests: RecordedRequest[] = [];
  const record = (service: DemoService, request: Request, body?: unknown) =>
    requests.push({ service, url: request.url, body, apiKey: request.headers.get('x-api-key') });
  const pause = () => (latencyMs > 0 ? wait(latencyMs) : Promise.resolve());
  /**
   * How every service takes a request: it records it, waits the demo's latency (`wait`: where a person
   * should see progress), and answers with its fault, if one is set (null: answer for real).
   */
  const arrive = async (service: DemoService, request: Request, body?: unknown, wait = true) => {
    record(service, request, body);
    if (wait) await pause();
    return misbehave(faults, service);
  };
  const entryOf = async (mint: string) => (await lsts()).find((lst) => lst.mint === mint) ?? null;

  const answer = routeRequests([
    {
      method: 'GET',
      url: `${urls.lstApiUrl}/lsts`,
      handle: async (request) => {
        return (await arrive('lst-list', request)) ?? json({ lsts: await lsts() });
      },
    },

    {
      method: 'GET',
      url: `${urls.quoteApiUrl}/swap/quote`,
      handle: async (request) => {
        const bad = await arrive('swap-quote', request);
        if (bad) return bad;
        const query = new URL(request.url).searchParams;
        const amount = query.get('amount') ?? '';
        const mint = query.get('outputLstMint') ?? '';
        if (!/^\d+$/.test(amount) || !(await entryOf(mint))) return json({ error: 'bad request' }, { status: 400 });
        const inAmount = faults.get('swap-quote') === 'mismatch' ? `${BigInt(amount) + 1n}` : amount;
        return json({
          inAmount,
          outAmount: expectedOut(BigInt(amount)).toString(),
          feeAmount: '0',
          feeMint: mint,
          feePct: '0',
          swapSrc: 'SPool',
        });
      },
    },

    {
      method: 'GET',
      url: `${urls.aggregatorApiUrl}/swap/v1/quote`,
      handle: async (request) => {
        const bad = await arrive('aggregator-quote', request);
        if (bad) return bad;
        const query = new URL(request.url).searchParams;
        const amount = query.get('amount') ?? '';
        const inputMint = query.get('inputMint') ?? '';
        let outputMint = query.get('outputMint') ?? '';
        if (!/^\d+$/.test(amount) || !(await entryOf(outputMint))) {
          return json({ error: 'TOKEN_NOT_TRADABLE' }, { status: 400 });
        }
        const fault = faults.get('aggregator-quote');
        if (fault === 'mismatch') outputMint = demoProjects[1]!.mint;
        const out = fault === 'low-quote' ? 1n : expectedOut(BigInt(amount));
        const slippageBps = fault === 'loose-slippage' ? 300 : Number(query.get('slippageBps') ?? 0);
        return json({
          inputMint,
          inAmount: amount,
          outputMint,
          outAmount: out.toString(),
          otherAmountThreshold: fault === 'low-quote' ? '0' : ((out * BigInt(10_000 - slippageBps)) / 10_000n).toString(),
          swapMode: 'ExactIn',
          slippageBps,
          platformFee: null,
          priceImpactPct: '0',
          routePlan: [
            {
              swapInfo: { ammKey: outputMint, label: 'Demo pool', inputMint, outputMint, inAmount: amount, outAmount: out.toString() },
              percent: 100,
              bps: 10_000,
            },
          ],
          contextSlot: chain.blockHeight,
          timeTaken: 0.001,
        });
      },
    },

    {
      method: 'POST',
      url: `${urls.aggregatorApiUrl}/swap/v1/swap`,
      handle: async (request) => {
        const body = (await request.json()) as {
          quoteResponse?: { outputMint?: string; inAmount?: string; outAmount?: string };
          userPublicKey?: string;
        };
        const bad = await arrive('aggregator-swap', request, body);
        if (bad) return bad;
        const entry = await entryOf(body.quoteResponse?.outputMint ?? '');
        let user: PublicKey;
        try {
          user = new PublicKey(body.userPublicKey ?? '');
        } catch {
          return json({ error: 'invalid userPublicKey' }, { status: 400 });
        }
        const { inAmount = '', outAmount = '' } = body.quoteResponse ?? {};
        if (!entry || !/^\d+$/.test(inAmount) || !/^\d+$/.test(outAmount)) {
          return json({ error: 'invalid quoteResponse' }, { status: 400 });
        }
        const fault = faults.get('aggregator-swap');
        const payer = fault === 'wrong-fee-payer' ? PublicKey.unique() : user;
        const order = {
          user: payer,
          mint: new PublicKey(entry.mint),
          tokenProgram: new PublicKey(programOf(entry)),
          pool: poolKey(entry),
          lamports: BigInt(inAmount),
          outAmount: BigInt(outAmount),
        };
        const shape = fault === 'simulation-error' ? 'fails' : SWAP_SHAPES.includes(fault as SwapShape) ? (fault as SwapShape) : 'honest';
        const { transaction, lastValidBlockHeight } = buildSwapTransaction(chain, order, shape);
        return json({
          swapTransaction: fault === 'bad-base64' ? 'this is not base64!' : toBase64(transaction.serialize()),
          lastValidBlockHeight: fault === 'lying-expiry' ? chain.blockHeight - 1 : lastValidBlockHeight,
          prioritizationFeeLamports: 200,
          // The aggregator's own word, which the widget does not take: it always says all is well here.
          simulationError: null,
        });
      },
    },

    {
      method: 'POST',
      url: urls.rpcUrl,
      handle: async (request) => {
        const { id, method, params } = (await request.json()) as { id: unknown; method: string; params: unknown[] };
        switch (method) {
          case 'sendTransaction': {
            record('rpc-send', request, { method, params });
            await pause();
            const fault = faults.get('rpc-send');
            const wire = base64ToBytes(String(params[0]));
            if (fault === 'accept-then-hang' || fault === 'accept-then-502') {
              acceptTransaction(chain, wire);
              if (fault === 'accept-then-502') return json({ error: 'bad gateway' }, { status: 502 });
              await wait('forever');
            }
            if (fault === 'refuse') return rpcError(id, 'Transaction signature verification failure', -32003);
            const bad = await misbehave(faults, 'rpc-send');
            if (bad) return bad;
            const verdict = acceptTransaction(chain, wire);
            return verdict.ok ? rpcResult(id, verdict.signature) : rpcError(id, verdict.message, verdict.code);
          }
          case 'getSignatureStatuses': {
            const bad = await arrive('rpc-status', request, { method, params }, false);
            if (bad) return bad;
            const [signature] = (params[0] as string[]) ?? [];
            const lookups = chain.landed.get(signature ?? '');
            const fault = faults.get('rpc-status');
            const context = { slot: chain.blockHeight };
            if (lookups === undefined || fault === 'never-lands') return rpcResult(id, { context, value: [null] });
            chain.landed.set(signature!, lookups + 1);
            const failedOnChain = { InstructionError: [1, { Custom: 1 }] };
            const status =
              fault === 'tx-error'
                ? { slot: chain.blockHeight, confirmations: 0, err: failedOnChain, confirmationStatus: 'confirmed' }
                : fault === 'processed-error' && lookups === 0
                  ? { slot: chain.blockHeight, confirmations: 0, err: failedOnChain, confirmationStatus: 'processed' }
                  : { slot: chain.blockHeight, confirmations: lookups, err: null, confirmationStatus: 'confirmed' };
            return rpcResult(id, { context, value: [status] });
          }
          case 'getGenesisHash': {
            const bad = await arrive('rpc-genesis', request, { method, params }, false);
            if (bad) return bad;
            // The demo is its own world; it says it is mainnet, the widget's default.
            return rpcResult(id, GENESIS_HASHES[faults.get('rpc-genesis') === 'mismatch' ? 'devnet' : 'mainnet-beta']);
          }
          case 'isBlockhashValid': {
            chain.blockHeight += BLOCKS_PER_LOOKUP;
            const lastValid = chain.blockhashes.get(String(params[0])) ?? -1;
            return rpcResult(id, { context: { slot: chain.blockHeight }, value: lastValid >= chain.blockHeight });
          }
          case 'getBalance': {
            const bad = await arrive('rpc-balance', request, { method, params }, false);
            if (bad) return bad;
            return rpcResult(id, { context: { slot: chain.blockHeight }, value: Number(lamportsOf(chain, String(params[0]))) });
          }
          case 'getMultipleAccounts':
          case 'simulateTransaction': {
            const bad = await arrive('rpc-simulate', request, { method, params });
            if (bad) return bad;
            const context = { slot: chain.blockHeight };
            if (method === 'getMultipleAccounts') {
              const list = await lsts();
              const value = (params[0] as string[]).map((address) =>
                encodeAccount(chain.tokenAccounts, address, list, (wallet) => lamportsOf(chain, wallet)),
              );
              return rpcResult(id, { context, value });
            }
            const options = params[1] as { accounts?: { addresses?: string[] } };
            let transaction: VersionedTransaction;
            try {
              transaction = VersionedTransaction.deserialize(base64ToBytes(String(params[0])));
            } catch {
              return rpcError(id, 'failed to deserialize transaction', -32602);
            }
            const { ledger, err } = runTransaction(chain, transaction);
            const after = (wallet: string) => ledger.lamports.get(wallet) ?? lamportsOf(chain, wallet);
            const accounts = (options.accounts?.addresses ?? []).map((address) => encodeAccount(ledger.tokens, address, [], after));
            return rpcResult(id, {
              context,
              value: { err, logs: err ? ['Program log: demo route: insufficient funds'] : [], accounts: err ? null : accounts },
            });
          }
          case 'getTransaction': {
            const receipt = chain.receipts.get(String(params[0]));
            if (!receipt) return rpcResult(id, null);
            const balances = (when: 'before' | 'after') =>
              receipt.map((change, accountIndex) => ({
                accountIndex,
                mint: change.mint,
                owner: change.owner,
                uiTokenAmount: { amount: change[when].toString() },
              }));
            return rpcResult(id, {
              slot: chain.blockHeight,
              meta: { err: null, preTokenBalances: balances('before'), postTokenBalances: balances('after') },
            });
          }
          default:
            return rpcError(id, `demo RPC does not implement ${method}`);
        }
      },
    },
  ]);
  return { answer, chain, requests, faults };
}
