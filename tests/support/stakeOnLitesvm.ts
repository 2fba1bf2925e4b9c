import type { PublicKey, VersionedTransaction } from '@solana/web3.js';
import { litesvmStake, type StakeRun, type TestAggregator } from './litesvmStake';
import { SOL, swapTransaction, type RouteOptions, type World } from './litesvmWorld';
import { worded } from './worded';

/** What the guard's litesvm tests stake, and what an honest route delivers for it. */
export const STAKE = 1n * SOL;
export const OUT = 950_000_000n;

/** The aggregator's transaction: the honest route with some options changed, or one built whole. */
export type RouteChoice = Partial<RouteOptions> | ((user: PublicKey) => VersionedTransaction);

export interface StakeOptions extends Partial<TestAggregator> {
  /** The LST's symbol in the list; tLST unless given. */
  symbol?: string;
  /** What the wallet does to the transaction before it signs. */
  tamper?: (transaction: VersionedTransaction) => VersionedTransaction;
  /** Runs as each RPC call arrives, before the chain answers it. */
  beforeRpc?: (method: string) => void;
}

export type WordedRun = Omit<StakeRun, 'end'> & {
  end: { phase: string; message?: string; detail?: string; received?: bigint | null; simulated?: bigint };
};

/** Stakes 1 SOL in `world` through the production session; the aggregator answers with `route`'s transaction. */
export async function stakeIn(
  world: World,
  route: RouteChoice,
  { symbol = 'tLST', tamper, beforeRpc, ...aggregator }: StakeOptions = {},
): Promise<WordedRun> {
  const transaction = typeof route === 'function' ? route : () => swapTransaction(world, { lamports: STAKE, out: OUT, ...route });
  const { stake } = litesvmStake(world.svm, {
    user: world.user,
    token: { mint: world.mint.toBase58(), symbol, decimals: 9, tokenProgram: world.tokenProgram.toBase58() },
    aggregator: { expectedOut: OUT, outAmount: OUT, transaction, ...aggregator },
    ...(tamper ? { tamper } : {}),
    ...(beforeRpc ? { beforeRpc } : {}),
  });
  const run = await stake(STAKE);
  return { ...run, end: worded(run.end) as WordedRun['end'] };
}
