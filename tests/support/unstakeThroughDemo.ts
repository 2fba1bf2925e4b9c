import { Keypair } from '@solana/web3.js';
import { resolveConfig } from '../../widget/core/config/config';
import { createBalanceBoard } from '../../widget/core/page/balanceBoard';
import { createSharedReads } from '../../widget/core/page/sharedReads';
import { createUnstakeOwner } from '../../widget/stake/createUnstakeOwner';
import { MAX_AGE_MS } from '../../widget/stake/offerDesk';
import type { FaultList } from '../../demo/demoFaults';
import { demoProjects } from '../../demo/demoProjects';
import { createDemoServices, DEMO_URLS } from '../../demo/demoServices';
import { createMockFetch } from '../../demo/mockFetch';
import { driveUnstake } from './driveUnstake';
import { stakeThroughDemo } from './stakeThroughDemo';
import { createTestSession } from './testSession';

/**
 * A staker on the demo, as `npm start` has them: they stake `staked` lamports into `symbol` through the
 * card's own stake owner, then the card's own unstake owner (its exit routes, the swap back's aggregator
 * calls, the exit guard and the tracker) takes them out against the same demo services.
 */
export async function unstakeThroughDemo({
  symbol = 'fernSOL',
  staked = 3_000_000_000n,
  faults = [],
}: { symbol?: string; staked?: bigint; faults?: FaultList } = {}) {
  const services = createDemoServices({ faults });
  const entry = demoProjects.find((candidate) => candidate.symbol === symbol)!;
  const keypair = Keypair.generate();
  const stake = stakeThroughDemo({ services, mint: entry.mint, keypair });
  const staking = await stake.stake(staked);
  if (staking.phase !== 'success') throw new Error(`the stake did not succeed: ${JSON.stringify(staking)}`);
  const config = resolveConfig({ ...DEMO_URLS, fetch: createMockFetch(services.answer), timeoutMs: 5_000 });
  const { session, connect } = createTestSession({}, keypair);
  connect();
  const owner = createUnstakeOwner({
    config,
    wallet: session,
    entry,
    debounceMs: 0,
    balances: createBalanceBoard(MAX_AGE_MS),
    poolReads: createSharedReads(MAX_AGE_MS),
    track: { sleep: async () => {} },
  });
  owner.retain();
  const staker = keypair.publicKey.toBase58();
  /** What the staker holds now: SOL, and the LST over their accounts. */
  const holdings = () => ({
    sol: services.chain.balances.get(staker) ?? 0n,
    lst: [...services.chain.tokenAccounts.values()]
      .filter((account) => account.owner === staker && account.mint === entry.mint)
      .reduce((sum, account) => sum + account.amount, 0n),
  });
  return { services, owner, staker, entry, holdings, ...driveUnstake(owner, session, entry.decimals) };
}
