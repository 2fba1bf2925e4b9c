import type { LstEntry } from '../widget/core/lst/lst';
import { CLOCK_SYSVAR, EPOCH_SCHEDULE_SYSVAR, SYSVAR_OWNER } from '../widget/core/addresses/sysvars';
import { STAKE_PROGRAM } from '../widget/core/addresses/nativePrograms';
import { GENESIS_HASHES } from '../widget/core/config/cluster';
import { PROGRAMS, TOKEN_PROGRAMS } from '../widget/core/guard/programs';
import { base64ToBytes, bytesToBase64 as toBase64 } from '../widget/core/encoding/base64';
import { decodeBase58 } from '../widget/core/encoding/base58';
import { isAddress } from '../widget/core/encoding/isAddress';
import { sameBytes } from '../widget/core/encoding/sameBytes';
import type { DecodedTransaction } from '../widget/core/guard/decodedMessage';
import { decodeTransaction } from '../widget/solana/decodeTransaction';
import { depositOutcome } from '../widget/stake/routes/deposit/depositArithmetic';
import { exitFigure } from '../widget/core/stakePool/exitArithmetic';
import { WRAPPED_SOL_MINT } from '../widget/core/lst/lst';
import { clockData, epochScheduleData, mintData, MINT_SIZE, rentExempt, tokenAccountData, type DemoRawAccount } from './demoAccounts';
import {
  acceptTransaction,
  buildSwapBackTransaction,
  buildSwapTransaction,
  BLOCKS_PER_LOOKUP,
  createDemoChain,
  holdHalfElsewhere,
  issueBlockhash,
  lamportsOf,
  noteWallets,
  shownLamports,
  runTransaction,
  someoneElse,
  type DemoChain,
  type DemoTokenAccount,
  type ServePool,
  SWAP_BACK_SHAPES,
  type SwapBackShape,
  type SwapShape,
} from './demoChain';
import { DEMO_RATE, demoProjects } from './demoProjects';
import { POOL_FAULTS, servedPool, type DemoPool, type PoolFault } from './demoPools';
import { json, routeRequests, wait, type DemoAnswer } from './demoRouter';
import { createDemoFaults, type DemoFaults, type DemoService, type FaultList } from './demoFaults';
import type { DemoLaunch } from './demoLaunch';
import { pastedPoolEntry, pastedPoolSeed, type PastedPool } from './pastedPool';
import { DEMO_MINIMUM_DELEGATION, reserveStakeData, STAKE_POOL_ACCOUNT_SIZE, stakePoolData } from './stakePoolAccounts';
import { advanceDemoEpoch } from './demoEpoch';
import { demoFeeMarket, demoUnits } from './demoFeeMarket';
import { demoClock, DEMO_SLOTS_PER_EPOCH } from './demoClock';

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
  /** Launches on the demo chain (demoLaunch): the site's demo has them, the try-it script does not. */
  launch?: DemoLaunch;
  /** Copies of pools launched on another page's demo chain (the try-it script's `data-demo-pool`): on the chain and the list. */
  pools?: readonly PastedPool[];
}

const expectedOut = (lamports: bigint) => (lamports * DEMO_RATE.lstPerSol[0]) / DEMO_RATE.lstPerSol[1];

/** What a market gives for a pool's token: a little less than the pool's own deposit (0.3 %), as real aggregators quote. */
const MARKET_SHORTFALL_BPS = 30n;

/** The LST the quote services and the aggregator offer for `lamports`: for a demo pool's token, just under its deposit. */
function marketOut(chain: DemoChain, mint: string, lamports: bigint): bigint {
  const pool = [...chain.pools.values()].find((candidate) => candidate.poolMint === mint);
  if (!pool) return expectedOut(lamports);
  const deposit = depositOutcome(pool, lamports, { referrerIsStaker: true });
  return deposit.ok ? (deposit.stakerReceives * (10_000n - MARKET_SHORTFALL_BPS)) / 10_000n : 0n;
}

/** What the 'cheap-swap-back' fault's market pays: 2 % under the pool's own exit, its minimum further under (past the 1 % the card lets pass unasked). */
const CHEAP_SHORTFALL_BPS = 200n;

/**
 * The lamports a market pays for `poolTokens` of a demo pool's token: a little under what the pool
 * itself pays now (its rate less its SOL withdrawal fee), as the way in is a little under its deposit.
 */
function marketBack(chain: DemoChain, mint: string, poolTokens: bigint, shortfallBps = MARKET_SHORTFALL_BPS): bigint {
  const pool = [...chain.pools.values()].find((candidate) => candidate.poolMint === mint);
  const atPool = pool
    ? exitFigure(pool, pool.solWithdrawalFee, poolTokens).lamports
    : (poolTokens * DEMO_RATE.lstPerSol[1]) / DEMO_RATE.lstPerSol[0];
  return (atPool * (10_000n - shortfallBps)) / 10_000n;
}

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
const poolKey = (entry: LstEntry) => entry.pool?.pool ?? entry.mint;

/** The chain as one answer reads it: now (a read), or as a transaction would leave it (a simulation). */
interface ChainView {
  chain: DemoChain;
  tokens: Map<string, DemoTokenAccount>;
  pools: Map<string, DemoPool>;
  accounts: Map<string, DemoRawAccount>;
  /** How a pool account shows (a demo fault may change it). */
  serve: ServePool;
  lamports(address: string): bigint;
  list: readonly LstEntry[];
}

const account = (owner: string, lamports: bigint, data: Uint8Array) => ({
  lamports: Number(lamports),
  owner,
  data: [toBase64(data), 'base64'],
  executable: false,
  rentEpoch: 0,
});

const clockOf = (chain: DemoChain) => clockData(demoClock(chain));

/** A demo pool's account, or one of its companions (validator list, reserve, mint), as the RPC answers it. */
function poolAccount({ pools, serve, lamports }: ChainView, address: string) {
  for (const held of pools.values()) {
    const pool = serve(held);
    if (address === pool.address) {
      const data = pool.unreadable ? new Uint8Array(STAKE_POOL_ACCOUNT_SIZE) : stakePoolData(pool);
      return account(pool.owner, rentExempt(STAKE_POOL_ACCOUNT_SIZE), data);
    }
    if (address === pool.reserveStake) return account(STAKE_PROGRAM, lamports(address), reserveStakeData(pool.withdrawAuthority));
    // The mint's supply is the pool's count of its tokens; the pool's withdraw authority mints them.
    if (address === held.poolMint) {
      const data = mintData(9, { supply: held.poolTokenSupply, mintAuthority: held.withdrawAuthority });
      return account(held.tokenProgramId, rentExempt(MINT_SIZE), data);
    }
  }
  return undefined;
}

/**
 * An account as the JSON-RPC answers it: a token account, a demo pool's account or one beside it, an
 * LST's mint, the Clock sysvar, or a wallet's SOL. An address off the curve that is none of these (a
 * token account not created yet) does not exist. A pool the chain does not hold (evergreen's, the real
 * list's) is no pool here: the deposit route finds no stake pool account there, and the card swaps.
 */
function encodeAccount(view: ChainView, address: string) {
  const token = view.tokens.get(address);
  if (token) return account(token.program, token.lamports, tokenAccountData(token.mint, token.owner, token.amount, token));
  // A launch's accounts (its reserve, its list, its validator's stake), as their programs left them.
  const other = view.accounts.get(address);
  if (other) return account(other.owner, view.lamports(address), other.data);
  const pool = poolAccount(view, address);
  if (pool) return pool;
  if (address === CLOCK_SYSVAR) return account(SYSVAR_OWNER, 1_169_280n, clockOf(view.chain));
  if (address === EPOCH_SCHEDULE_SYSVAR) return account(SYSVAR_OWNER, 1_120_560n, epochScheduleData(DEMO_SLOTS_PER_EPOCH));
  const entry = view.list.find((lst) => lst.mint === address);
  if (entry) return account(programOf(entry), rentExempt(MINT_SIZE), mintData(entry.decimals));
  // A wallet holds its SOL; an address with none (a vacant one, a program address) does not exist.
  const lamports = view.lamports(address);
  return lamports > 0n ? account(PROGRAMS.system, lamports, new Uint8Array()) : null;
}

export function createDemoServices({
  urls = DEMO_URLS,
  lsts: listed = () => demoProjects,
  latencyMs = 0,
  ...options
}: DemoOptions = {}): DemoServices {
  const faults = createDemoFaults(options.faults);
  const pasted = options.pools ?? [];
  const chain = createDemoChain(options.launch ?? null, pasted.map(pastedPoolSeed));
  // The list learns the pools launched on the demo chain, after the projects it names: as the launchpad's
  // list would once a team asks to be added, so `npm start`'s explore page shows a launched project.
  const lsts = async () => {
    const named = await listed();
    // A launched pool's mint is new: no list names it already.
    return [...named, ...pasted.map(pastedPoolEntry), ...(chain.launch?.listed(chain.pools.values(), chain.accounts) ?? [])];
  };
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
  /** The pools as the chain shows them now: with the `rpc-pool` fault, if one is set. */
  const serve: ServePool = (pool) => {
    const fault = faults.get('rpc-pool');
    return servedPool(pool, POOL_FAULTS.includes(fault as PoolFault) ? (fault as PoolFault) : undefined, chain.epoch);
  };

  /** Lands a transaction; with the `rpc-clock` fault 'epoch-ends', each one that lands (not a rebroadcast) ends the demo epoch. */
  const accept = async (wire: Uint8Array) => {
    const landed = chain.accepted.length;
    const verdict = await acceptTransaction(chain, wire, serve);
    if (faults.get('rpc-clock') === 'epoch-ends' && chain.accepted.length > landed) advanceDemoEpoch(chain);
    return verdict;
  };
  /** Lamports as the chain shows them now (the 'empty-reserve' fault moves a reserve's SOL to its validator). */
  const shownNow = (address: string) => shownLamports(chain, serve).get(address) ?? lamportsOf(chain, address);

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
          outAmount: marketOut(chain, mint, BigInt(amount)).toString(),
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
        // Either way: SOL into a listed LST, or a listed LST back into SOL.
        const back = outputMint === WRAPPED_SOL_MINT;
        if (!/^\d+$/.test(amount) || !(await entryOf(back ? inputMint : outputMint))) {
          return json({ error: 'TOKEN_NOT_TRADABLE' }, { status: 400 });
        }
        const fault = faults.get('aggregator-quote');
        if (fault === 'mismatch') outputMint = demoProjects[1]!.mint;
        const market = back
          ? marketBack(chain, inputMint, BigInt(amount), fault === 'cheap-swap-back' ? CHEAP_SHORTFALL_BPS : MARKET_SHORTFALL_BPS)
          : marketOut(chain, outputMint, BigInt(amount));
        const out =
          fault === 'low-quote' ? 1n : fault === 'half-quote' ? market / 2n : fault === 'inflated-swap-back' && back ? 2n * market : market;
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
          quoteResponse?: { inputMint?: string; outputMint?: string; inAmount?: string; outAmount?: string };
          userPublicKey?: string;
        };
        const bad = await arrive('aggregator-swap', request, body);
        if (bad) return bad;
        const back = body.quoteResponse?.outputMint === WRAPPED_SOL_MINT;
        const entry = await entryOf((back ? body.quoteResponse?.inputMint : body.quoteResponse?.outputMint) ?? '');
        const user = body.userPublicKey ?? '';
        if (!isAddress(user)) return json({ error: 'invalid userPublicKey' }, { status: 400 });
        const { inAmount = '', outAmount: quoted = '' } = body.quoteResponse ?? {};
        // An inflated swap back's transaction pays only what the market does: half what its quote claimed.
        const inflated = back && faults.get('aggregator-quote') === 'inflated-swap-back' && /^\d+$/.test(quoted);
        const outAmount = inflated ? (BigInt(quoted) / 2n).toString() : quoted;
        if (!entry || !/^\d+$/.test(inAmount) || !/^\d+$/.test(outAmount)) {
          return json({ error: 'invalid quoteResponse' }, { status: 400 });
        }
        const fault = faults.get('aggregator-swap');
        const payer = fault === 'wrong-fee-payer' ? someoneElse() : user;
        const token = { user: payer, mint: entry.mint, tokenProgram: programOf(entry), pool: poolKey(entry) };
        const shape = fault === 'simulation-error' ? 'fails' : SWAP_SHAPES.includes(fault as SwapShape) ? (fault as SwapShape) : 'honest';
        const { transaction, lastValidBlockHeight } = back
          ? buildSwapBackTransaction(
              chain,
              { ...token, poolTokens: BigInt(inAmount), outAmount: BigInt(outAmount) },
              SWAP_BACK_SHAPES.includes(fault as SwapBackShape) ? (fault as SwapBackShape) : shape === 'fails' ? 'fails' : 'honest',
            )
          : buildSwapTransaction(chain, { ...token, lamports: BigInt(inAmount), outAmount: BigInt(outAmount) }, shape);
        return json({
          swapTransaction: fault === 'bad-base64' ? 'this is not base64!' : toBase64(transaction),
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
          case 'getStakeMinimumDelegation':
            return rpcResult(id, {
              context: { slot: chain.blockHeight },
              value: Number(chain.launch?.minimumDelegation ?? DEMO_MINIMUM_DELEGATION),
            });
          case 'sendTransaction': {
            record('rpc-send', request, { method, params });
            await pause();
            const fault = faults.get('rpc-send');
            const wire = base64ToBytes(String(params[0]));
            if (fault === 'accept-then-hang' || fault === 'accept-then-502') {
              await accept(wire);
              if (fault === 'accept-then-502') return json({ error: 'bad gateway' }, { status: 502 });
              await wait('forever');
            }
            if (fault === 'refuse') return rpcError(id, 'Transaction signature verification failure', -32003);
            const bad = await misbehave(faults, 'rpc-send');
            if (bad) return bad;
            const verdict = await accept(wire);
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
                  : {
                      slot: chain.blockHeight,
                      confirmations: lookups,
                      err: chain.failures.get(signature!) ?? null,
                      confirmationStatus: 'confirmed',
                    };
            return rpcResult(id, { context, value: [status] });
          }
          case 'getGenesisHash': {
            const bad = await arrive('rpc-genesis', request, { method, params }, false);
            if (bad) return bad;
            // The demo is its own world; it says it is mainnet, the widget's default.
            return rpcResult(id, GENESIS_HASHES[faults.get('rpc-genesis') === 'mismatch' ? 'devnet' : 'mainnet-beta']);
          }
          case 'getLatestBlockhash': {
            const bad = await arrive('rpc-blockhash', request, { method, params }, false);
            if (bad) return bad;
            return rpcResult(id, { context: { slot: chain.blockHeight }, value: issueBlockhash(chain) });
          }
          case 'isBlockhashValid': {
            chain.blockHeight += BLOCKS_PER_LOOKUP;
            const lastValid = chain.blockhashes.get(String(params[0])) ?? -1;
            return rpcResult(id, { context: { slot: chain.blockHeight }, value: lastValid >= chain.blockHeight });
          }
          case 'getBalance': {
            const bad = await arrive('rpc-balance', request, { method, params }, false);
            if (bad) return bad;
            noteWallets(chain, [String(params[0])]);
            return rpcResult(id, { context: { slot: chain.blockHeight }, value: Number(shownNow(String(params[0]))) });
          }
          case 'getTokenAccountsByOwner': {
            // The node's index of token accounts: every account of the mint the owner holds, in one answer.
            const bad = await arrive('rpc-holdings', request, { method, params });
            if (bad) return bad;
            const [owner, filter] = params as [string, { mint?: string; programId?: string }];
            if (faults.get('rpc-holdings') === 'outside-account') holdHalfElsewhere(chain, owner);
            const value = [...chain.tokenAccounts]
              .filter(
                ([, token]) => token.owner === owner && (filter?.mint ? token.mint === filter.mint : token.program === filter?.programId),
              )
              .map(([address, token]) => ({
                pubkey: address,
                account: account(token.program, token.lamports, tokenAccountData(token.mint, token.owner, token.amount, token)),
              }));
            return rpcResult(id, { context: { slot: chain.blockHeight }, value });
          }
          case 'getProgramAccounts': {
            // The node's scan of a program's accounts: here, only the Stake program by its withdrawer (byte 44).
            const bad = await arrive('rpc-stake-accounts', request, { method, params }, false);
            if (bad) return bad;
            const [program, options] = params as [string, { filters?: { memcmp?: { offset: number; bytes: string } }[] }];
            const filter = options?.filters?.[0]?.memcmp;
            if (program !== STAKE_PROGRAM || filter?.offset !== 44) return rpcError(id, 'only stake accounts by withdrawer', -32602);
            const withdrawer = decodeBase58(filter.bytes);
            const value = [...chain.accounts]
              .filter(([, account]) => account.owner === STAKE_PROGRAM && sameBytes(account.data.subarray(44, 76), withdrawer))
              // As a node answers with a zero-length data slice: each account's lamports and size, none of its bytes.
              .map(([pubkey, held]) => ({
                pubkey,
                account: {
                  lamports: Number(lamportsOf(chain, pubkey)),
                  owner: STAKE_PROGRAM,
                  data: ['', 'base64'],
                  executable: false,
                  rentEpoch: 0,
                  space: held.data.length,
                },
              }));
            return rpcResult(id, value);
          }
          case 'getRecentPrioritizationFees': {
            const bad = await arrive('rpc-fees', request, { method, params }, false);
            if (bad) return bad;
            return rpcResult(id, demoFeeMarket(chain.blockHeight));
          }
          case 'getMultipleAccounts':
          case 'simulateTransaction': {
            const list = await lsts();
            // A read that starts with a pool the list names is the deposit route's look at the pool: its own service.
            const first = method === 'getMultipleAccounts' ? (params[0] as string[])[0] : undefined;
            const service = list.some((entry) => first !== undefined && entry.pool?.pool === first) ? 'rpc-pool' : 'rpc-simulate';
            const bad = await arrive(service, request, { method, params });
            if (bad) return bad;
            const context = { slot: chain.blockHeight };
            if (method === 'getMultipleAccounts') {
              noteWallets(chain, params[0] as string[]);
              const now: ChainView = {
                chain,
                tokens: chain.tokenAccounts,
                pools: chain.pools,
                accounts: chain.accounts,
                serve,
                lamports: shownNow,
                list,
              };
              return rpcResult(id, { context, value: (params[0] as string[]).map((address) => encodeAccount(now, address)) });
            }
            const options = params[1] as { accounts?: { addresses?: string[] } };
            let transaction: DecodedTransaction;
            try {
              transaction = decodeTransaction(String(params[0]));
            } catch {
              return rpcError(id, 'failed to deserialize transaction', -32602);
            }
            const { ledger, err, logs } = runTransaction(chain, transaction, serve);
            const after: ChainView = {
              chain,
              tokens: ledger.tokens,
              pools: ledger.pools,
              accounts: ledger.accounts,
              serve,
              lamports: (address) => ledger.lamports.get(address) ?? lamportsOf(chain, address),
              list,
            };
            const accounts = (options.accounts?.addresses ?? []).map((address) => encodeAccount(after, address));
            const said = logs.length > 0 || !err ? logs : ['Program log: demo route: insufficient funds'];
            const unitsConsumed = demoUnits(transaction);
            return rpcResult(id, { context, value: { err, logs: said, accounts: err ? null : accounts, unitsConsumed } });
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
              meta: {
                err: chain.failures.get(String(params[0])) ?? null,
                preTokenBalances: balances('before'),
                postTokenBalances: balances('after'),
                logMessages: chain.failureLogs.get(String(params[0])) ?? [],
              },
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
