import { fetchQuotes } from '../../widget/api/fetchQuotes';
import { resolveConfig, type StakeWidgetConfig } from '../../widget/core/config/config';
import { runStake } from '../../widget/stake/runStake';
import type { StakeDeps, StakeState } from '../../widget/stake/stakeFlow';
import { createStakeDeps } from '../../widget/solana/createStakeDeps';
import { createRpcClient } from '../../widget/api/rpcClient';
import { evergreen } from '../../demo/demoProjects';
import type { FaultList } from '../../demo/demoFaults';
import { createDemoServices, DEMO_URLS } from '../../demo/demoServices';
import { createMockFetch } from '../../demo/mockFetch';
import { keypairWallet } from './keypairWallet';

/**
 * One stake through the real clients, guard and tracker against the demo services, on a virtual
 * clock: each wait advances it, so rebroadcasts happen on time without real waiting. After `maxTicks`
 * waits tracking is stopped (as a page teardown would), so an RPC that never recovers ends the test.
 */
export function stakeThroughDemo({
  maxTicks = 100,
  faults,
  ...settings
}: { maxTicks?: number; faults?: FaultList } & Partial<StakeWidgetConfig> = {}) {
  const services = createDemoServices({ faults });
  const config = resolveConfig({ ...DEMO_URLS, fetch: createMockFetch(services.answer), timeoutMs: 150, ...settings });
  const wallet = keypairWallet();
  const teardown = new AbortController();
  let clock = 0;
  let ticks = 0;
  const sleep = async (ms: number, signal?: AbortSignal) => {
    clock += ms;
    if (++ticks > maxTicks) teardown.abort();
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
  };
  const deps: StakeDeps = {
    ...createStakeDeps(config, (bytes) => wallet.signTransaction(bytes), { sleep, now: () => clock, signal: teardown.signal }),
    quote: (request, signal) => fetchQuotes(config, request, signal),
    balance: (owner) => createRpcClient(config).getBalance(owner),
    currentWallet: () => wallet.current(),
  };
  const states: StakeState[] = [];
  const stake = (lamports = 1_500_000_000n) =>
    runStake(
      deps,
      {
        mint: evergreen.mint,
        symbol: evergreen.symbol,
        decimals: evergreen.decimals,
        tokenProgram: evergreen.token_program,
        wallet: wallet.address,
        lamports,
      },
      (state) => states.push(state),
      new AbortController().signal,
    );
  const sent = () => services.requests.filter((request) => request.service === 'rpc-send').length;
  return { services, config, wallet, states, stake, sent };
}
