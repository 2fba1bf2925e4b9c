import type { Keypair } from '@solana/web3.js';
import { formatAmount } from '../../widget/core/amount/amount';
import { resolveConfig, type StakeWidgetConfig } from '../../widget/core/config/config';
import { createBalanceBoard } from '../../widget/core/page/balanceBoard';
import { createSharedReads } from '../../widget/core/page/sharedReads';
import { createStakeOwner, MAX_AGE_MS } from '../../widget/stake/createStakeOwner';
import type { StakeState } from '../../widget/stake/stakeFlow';
import { evergreen } from '../../demo/demoProjects';
import type { FaultList } from '../../demo/demoFaults';
import { createDemoServices, DEMO_URLS, type DemoServices } from '../../demo/demoServices';
import { createMockFetch } from '../../demo/mockFetch';
import { createTestSession } from './testSession';

/**
 * One stake by the card's own stake owner (its routes, clients, guard and tracker) against the demo
 * services, on a virtual clock: each wait advances it, so rebroadcasts happen on time without real
 * waiting. After `maxTicks` waits tracking is stopped (as a page teardown would), so an RPC that never
 * recovers ends the test.
 */
export function stakeThroughDemo({
  maxTicks = 100,
  faults,
  services = createDemoServices({ faults }),
  mint = evergreen.mint,
  keypair,
  ...settings
}: { maxTicks?: number; faults?: FaultList; services?: DemoServices; mint?: string; keypair?: Keypair } & Partial<StakeWidgetConfig> = {}) {
  const config = resolveConfig({ ...DEMO_URLS, fetch: createMockFetch(services.answer), timeoutMs: 150, ...settings });
  const { session: walletSession, wallet, connect } = createTestSession({}, keypair);
  connect();
  // The wallet going away is the page's wallet session saying so, as wallet-adapter's would.
  wallet.disconnect = () => walletSession.setState({ status: 'no-wallet', selected: null, publicKey: null });
  const teardown = new AbortController();
  let clock = 0;
  let ticks = 0;
  const sleep = async (ms: number, signal?: AbortSignal) => {
    clock += ms;
    if (++ticks > maxTicks) teardown.abort();
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
  };
  const owner = createStakeOwner({
    config,
    wallet: walletSession,
    mint,
    debounceMs: 0,
    balances: createBalanceBoard(MAX_AGE_MS),
    // Pool reads of this test's chain only: the page's shared reads would outlive it (node tests share one page).
    poolReads: createSharedReads(MAX_AGE_MS),
    track: { sleep, now: () => clock, signal: teardown.signal },
  });
  owner.retain();
  const states: StakeState[] = [];
  owner.subscribe(() => {
    const { flow } = owner.getState();
    if (flow !== states.at(-1) && flow.phase !== 'idle') states.push(flow);
  });
  /** Waits for the card's token, types the amount and clicks once. */
  const stake = async (lamports = 1_500_000_000n): Promise<StakeState> => {
    await new Promise<void>((resolve) => {
      const ready = () => owner.getState().token.status === 'ready';
      if (ready()) return resolve();
      const stop = owner.subscribe(() => ready() && (stop(), resolve()));
    });
    owner.setAmount(formatAmount(lamports, 9));
    const end = await owner.stake();
    if (!end) throw new Error(`the stake did not start: ${JSON.stringify(owner.getState().notice)}`);
    return end.state;
  };
  const sent = () => services.requests.filter((request) => request.service === 'rpc-send').length;
  return { services, config, wallet, states, stake, sent, owner };
}
