import { associatedTokenAddress } from '../../widget/solana/stakeAccounts';
import { VersionedTransaction, type Keypair, type PublicKey } from '@solana/web3.js';
import type { LiteSVM } from 'litesvm';
import { formatAmount } from '../../widget/core/amount/amount';
import { minimumAfterSlippage, SLIPPAGE_BPS } from '../../widget/core/amount/stakeLimits';
import { resolveConfig } from '../../widget/core/config/config';
import { WRAPPED_SOL_MINT } from '../../widget/core/lst/lst';
import { createBalanceBoard } from '../../widget/core/page/balanceBoard';
import { createSharedReads } from '../../widget/core/page/sharedReads';
import { createWalletSession } from '../../widget/core/wallet/walletSession';
import { createStakeOwner, MAX_AGE_MS, type Preview } from '../../widget/stake/createStakeOwner';
import type { StakeState } from '../../widget/stake/stakeFlow';
import type { FeeCaps } from '../../widget/core/guard/feeCaps';
import { litesvmFetch } from './litesvmRpc';

const URLS = {
  quoteApiUrl: 'https://swap-quote.litesvm.invalid/v1',
  aggregatorApiUrl: 'https://aggregator.litesvm.invalid',
  rpcUrl: 'https://rpc.litesvm.invalid/',
};

/** The token being staked into, as the LST list describes it. */
export interface ListedLst {
  mint: string;
  symbol: string;
  decimals: number;
  tokenProgram: string;
  /** The list's pool for it: an SPL stake pool's program name and address make the deposit route serve it. */
  pool?: { program: string; pool: string };
}

/** An aggregator that answers with whatever transaction a test builds: honest or hostile. */
export interface TestAggregator {
  /** What the swap quote service tells the staker they receive: the figure on the card. */
  expectedOut: bigint;
  /** The aggregator's quote; its minimum is the spec's 0.5 % below unless given. */
  outAmount: bigint;
  minimumOut?: bigint;
  /** The swap transaction it builds for the staker. */
  transaction(user: PublicKey): VersionedTransaction;
}

/**
 * A deposit's requests from the click to the wallet prompt, in two round trips: the road's pricing (a
 * recent blockhash, beside what the deposit consumes and its accounts' recent fees), then the guard's
 * read beside its simulation.
 */
export const DEPOSIT_BEFORE_PROMPT = [
  'rpc getLatestBlockhash',
  'rpc simulateTransaction',
  'rpc getRecentPrioritizationFees',
  'rpc getMultipleAccounts',
  'rpc simulateTransaction',
];

export interface StakeRun {
  end: StakeState;
  /** Sequential waits on a service from the click to the wallet prompt (null: no prompt). */
  roundTrips: number | null;
  /** Each request made, as `service method` in order. */
  requests: string[];
  /** The requests made before the wallet prompt. */
  beforePrompt: string[];
  /** The transactions the RPC was asked to send, as sent. */
  sent: VersionedTransaction[];
  /** The card's preview when the staker clicked, the requests made for it, and its round trips. */
  preview: Preview;
  previewRequests: string[];
  previewRounds: number;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A stake as a card runs it, on a real Solana runtime: the widget's own stake session, service
 * clients, guard and tracker, against an RPC that litesvm answers and an aggregator whose transaction
 * the test writes. The wallet signs with the staker's keypair; `tamper` lets it change what it signs.
 *
 * Round trips are counted by holding every answer until the next macrotask: requests made in parallel
 * start in the same turn and share a round, a request that waits for an answer starts a new one.
 */
export function litesvmStake(
  svm: LiteSVM,
  {
    user,
    token,
    aggregator,
    tamper,
    referrer,
    caps,
    servicesDown = false,
    beforeRpc,
    pool,
    unlisted = false,
  }: {
    user: Keypair;
    token: ListedLst;
    /** The card's `pool` attribute: the stake pool the embedder chose. */
    pool?: string;
    /** The LST list does not name the token at all (`token` is then only what the card stakes into). */
    unlisted?: boolean;
    /** None: the aggregator and the swap quote service want a key we do not have (HTTP 401). */
    aggregator?: TestAggregator;
    tamper?: (transaction: VersionedTransaction) => VersionedTransaction;
    referrer?: string;
    /** The embedder's fee caps. */
    caps?: Partial<FeeCaps>;
    /** With no aggregator: the aggregator and the swap quote service are down (HTTP 500) rather than wanting a key. */
    servicesDown?: boolean;
    /**
     * Runs as each RPC call arrives, before the chain answers it: the chain may change between two calls
     * of one round. A Response it returns is the node's answer instead (an overloaded node's 429, say),
     * and a promise that never settles is a node that never answers.
     */
    beforeRpc?: (method: string, params: unknown[]) => Response | Promise<Response> | void;
  },
) {
  // The node's index of the staker's token accounts: here, their associated account of the listed token.
  const rpc = litesvmFetch(svm, {
    alsoHeld: (owner) => [associatedTokenAddress(owner, token.mint, token.tokenProgram)],
  });
  // The page caches the list per service URL: an entry for the same mint listed otherwise (another
  // pool, another program) gets a service of its own, or it would be served the first one's entry.
  const listing = unlisted ? 'unlisted' : token.pool ? `${token.pool.program}-${token.pool.pool}` : 'no-pool';
  const lstApiUrl = `https://lst-list.litesvm.invalid/${token.mint}/${listing}/v1`;
  const requests: string[] = [];
  const sent: VersionedTransaction[] = [];
  let round = 0;
  let roundOpen = false;
  const startRound = () => {
    if (roundOpen) return;
    round++;
    roundOpen = true;
    setTimeout(() => (roundOpen = false), 0);
  };
  const answer = async (url: string, init: RequestInit | undefined): Promise<Response> => {
    const query = new URL(url).searchParams;
    if (url.startsWith(`${lstApiUrl}/lsts`)) {
      const entry = {
        mint: token.mint,
        name: token.symbol,
        symbol: token.symbol,
        decimals: token.decimals,
        token_program: token.tokenProgram,
        pool: token.pool,
      };
      return json({ lsts: unlisted ? [] : [entry] });
    }
    const swap = aggregator;
    if (!swap && !url.startsWith(URLS.rpcUrl)) {
      return servicesDown ? json({ error: 'internal error' }, 500) : json({ error: 'an API key is required' }, 401);
    }
    if (url.startsWith(`${URLS.quoteApiUrl}/swap/quote`)) {
      return json({ inAmount: query.get('amount'), outAmount: swap!.expectedOut.toString() });
    }
    if (url.startsWith(`${URLS.aggregatorApiUrl}/swap/v1/quote`)) {
      const out = swap!.outAmount;
      return json({
        inputMint: WRAPPED_SOL_MINT,
        inAmount: query.get('amount'),
        outputMint: token.mint,
        outAmount: out.toString(),
        otherAmountThreshold: (swap!.minimumOut ?? minimumAfterSlippage(out)).toString(),
        swapMode: 'ExactIn',
        slippageBps: SLIPPAGE_BPS,
        priceImpactPct: '0',
        routePlan: [{ swapInfo: {} }],
      });
    }
    if (url.startsWith(`${URLS.aggregatorApiUrl}/swap/v1/swap`)) {
      const transaction = swap!.transaction(user.publicKey);
      return json({ swapTransaction: Buffer.from(transaction.serialize()).toString('base64') });
    }
    const { method, params } = JSON.parse(String(init?.body)) as { method: string; params: unknown[] };
    requests[requests.length - 1] += ` ${method}`;
    const instead = beforeRpc?.(method, params);
    if (instead) return instead;
    if (method === 'sendTransaction') sent.push(VersionedTransaction.deserialize(Buffer.from(String(params[0]), 'base64')));
    return rpc(url, init);
  };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    startRound();
    requests.push(url.startsWith(URLS.rpcUrl) ? 'rpc' : new URL(url).pathname);
    // As a browser's fetch does, the request's signal (a timeout, a card taken off) ends the wait.
    const response = await new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      answer(url, init).then(resolve, reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    return response;
  };

  // The page keeps one LST list per service URL: each world's token is listed by a service of its own.
  const config = resolveConfig({ ...URLS, lstApiUrl, fetch, timeoutMs: 5_000 });
  let promptRound: number | null = null;
  let promptRequests = 0;
  const sign = async (bytes: Uint8Array) => {
    promptRound = round;
    promptRequests = requests.length;
    const transaction = VersionedTransaction.deserialize(bytes);
    const signing = tamper ? tamper(transaction) : transaction;
    signing.sign([user]);
    return signing.serialize();
  };
  const wallet = user.publicKey.toBase58();
  const walletSession = createWalletSession({ status: 'connected', publicKey: wallet });
  walletSession.attach({ select() {}, async connect() {}, async disconnect() {}, signTransaction: sign });
  // The card's own owner, as a card creates it.
  const session = createStakeOwner({
    config,
    wallet: walletSession,
    mint: token.mint,
    pool,
    referrer,
    caps,
    debounceMs: 0,
    balances: createBalanceBoard(MAX_AGE_MS),
    // Pool reads of this test's chain only: the page's shared reads would outlive it (node tests share one page).
    poolReads: createSharedReads(MAX_AGE_MS),
    track: { sleep: async () => {} },
  });
  session.retain();

  /** Types the amount, waits for the card's preview as a staker would, then clicks once. */
  async function stake(lamports: bigint): Promise<StakeRun> {
    const typedAt = requests.length;
    const typedRound = round;
    session.setAmount(formatAmount(lamports, 9));
    await new Promise<void>((resolve) => {
      const done = () =>
        session.getState().token.status === 'ready' &&
        session.getState().preview.status !== 'loading' &&
        session.getState().balance !== null;
      if (done()) return resolve();
      const stop = session.subscribe(() => done() && (stop(), resolve()));
    });
    const preview = session.getState().preview;
    const previewRequests = requests.slice(typedAt);
    const previewRounds = round - typedRound;
    await new Promise((resolve) => setTimeout(resolve, 0));
    const clickRound = round;
    const from = requests.length;
    promptRound = null;
    const ended = await session.stake();
    if (!ended) throw new Error('the stake did not start: ' + JSON.stringify(session.getState().notice));
    const end = ended.state;
    const roundTrips = promptRound === null ? null : promptRound - clickRound;
    return {
      end,
      roundTrips,
      requests: requests.slice(from),
      beforePrompt: requests.slice(from, promptRequests),
      sent,
      preview,
      previewRequests,
      previewRounds,
    };
  }
  return { stake, session, requests };
}
