import { associatedTokenAddress } from '../../widget/solana/stakeAccounts';
import { VersionedTransaction, type Keypair } from '@solana/web3.js';
import type { LiteSVM } from 'litesvm';
import { minimumAfterSlippage, SLIPPAGE_BPS } from '../../widget/core/amount/stakeLimits';
import { resolveConfig } from '../../widget/core/config/config';
import type { FeeCaps } from '../../widget/core/guard/feeCaps';
import { WRAPPED_SOL_MINT, type LstEntry } from '../../widget/core/lst/lst';
import { createBalanceBoard } from '../../widget/core/page/balanceBoard';
import { createSharedReads } from '../../widget/core/page/sharedReads';
import { createWalletSession } from '../../widget/core/wallet/walletSession';
import { createUnstakeOwner } from '../../widget/stake/createUnstakeOwner';
import { MAX_AGE_MS } from '../../widget/stake/offerDesk';
import { driveUnstake } from './driveUnstake';
import { litesvmFetch } from './litesvmRpc';
import type { ListedLst } from './litesvmStake';

const URLS = {
  quoteApiUrl: 'https://swap-quote.litesvm.invalid/v1',
  aggregatorApiUrl: 'https://aggregator.litesvm.invalid',
  rpcUrl: 'https://rpc.litesvm.invalid/',
};

/** An aggregator for the swap back (the LST into wrapped SOL), whose transaction the test builds: honest or hostile. */
export interface SwapBackAggregator {
  outAmount: bigint;
  minimumOut?: bigint;
  /** The programs its transactions call, as the embedder's configuration lists the aggregator's. */
  programIds: readonly string[];
  transaction(user: string): Uint8Array;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * An unstake as the card's Unstake tab runs it, on a real Solana runtime: the widget's own unstake
 * owner, routes, exit guard and tracker against an RPC litesvm answers; the aggregator (for the swap
 * back) answers with the transaction the test builds, or 401 when there is none. The wallet signs with
 * the staker's keypair. `answer`: what the staker says to figures they are asked to confirm.
 */
export function litesvmUnstake(
  svm: LiteSVM,
  {
    user,
    token,
    aggregator,
    caps,
    beforeRpc,
    alsoHeld = [],
  }: {
    user: Keypair;
    token: ListedLst;
    aggregator?: SwapBackAggregator;
    caps?: Partial<FeeCaps>;
    /** A Response it returns is the node's answer instead (a node that fails a read). */
    beforeRpc?: (method: string, params: unknown[]) => Response | void;
    /** Token accounts of the staker's besides their associated one, which the node's index lists too. */
    alsoHeld?: readonly string[];
  },
) {
  // The node's index of the staker's token accounts: here, their associated account of the listed token (and any others given).
  const rpc = litesvmFetch(svm, {
    alsoHeld: (owner) => [associatedTokenAddress(owner, token.mint, token.tokenProgram), ...alsoHeld],
  });
  const sent: VersionedTransaction[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    const query = new URL(url).searchParams;
    if (!url.startsWith(URLS.rpcUrl)) {
      if (!aggregator) return json({ error: 'an API key is required' }, 401);
      if (url.startsWith(`${URLS.aggregatorApiUrl}/swap/v1/quote`)) {
        return json({
          inputMint: query.get('inputMint'),
          inAmount: query.get('amount'),
          outputMint: query.get('outputMint'),
          outAmount: aggregator.outAmount.toString(),
          otherAmountThreshold: (aggregator.minimumOut ?? minimumAfterSlippage(aggregator.outAmount)).toString(),
          swapMode: 'ExactIn',
          slippageBps: SLIPPAGE_BPS,
          priceImpactPct: '0',
          routePlan: [{ swapInfo: {} }],
        });
      }
      if (url.startsWith(`${URLS.aggregatorApiUrl}/swap/v1/swap`)) {
        const { userPublicKey } = JSON.parse(String(init?.body)) as { userPublicKey: string };
        return json({ swapTransaction: Buffer.from(aggregator.transaction(userPublicKey)).toString('base64') });
      }
      return json({ error: 'not here' }, 404);
    }
    const { method, params } = JSON.parse(String(init?.body)) as { method: string; params: unknown[] };
    const instead = beforeRpc?.(method, params);
    if (instead) return instead;
    if (method === 'sendTransaction') sent.push(VersionedTransaction.deserialize(Buffer.from(String(params[0]), 'base64')));
    return rpc(url, init);
  };
  const config = resolveConfig({
    ...URLS,
    fetch,
    timeoutMs: 5_000,
    ...(aggregator ? { aggregatorProgramIds: aggregator.programIds } : {}),
  });
  const wallet = user.publicKey.toBase58();
  const walletSession = createWalletSession({ status: 'connected', publicKey: wallet });
  walletSession.attach({
    select() {},
    async connect() {},
    async disconnect() {},
    async signTransaction(bytes) {
      const transaction = VersionedTransaction.deserialize(bytes);
      transaction.sign([user]);
      return transaction.serialize();
    },
  });
  const entry: LstEntry = {
    mint: token.mint,
    name: token.symbol,
    symbol: token.symbol,
    logo_uri: '',
    decimals: token.decimals,
    token_program: token.tokenProgram,
    pool: token.pool,
  };
  const owner = createUnstakeOwner({
    config,
    wallet: walletSession,
    entry,
    caps,
    debounceMs: 0,
    balances: createBalanceBoard(MAX_AGE_MS),
    poolReads: createSharedReads(MAX_AGE_MS),
    track: { sleep: async () => {} },
  });
  owner.retain();

  const { unstake, until } = driveUnstake(owner, walletSession, token.decimals);
  return { unstake, owner, sent, config, wallet: walletSession, until };
}

export { WRAPPED_SOL_MINT };
