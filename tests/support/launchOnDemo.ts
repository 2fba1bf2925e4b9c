import { createRpcClient } from '../../widget/api/rpcClient';
import { resolveConfig } from '../../widget/core/config/config';
import type { LaunchTerms } from '../../widget/launch/launchTerms';
import { runLaunch, type LaunchState } from '../../widget/launch/runLaunch';
import { createDemoServices, DEMO_URLS } from '../../demo/demoServices';
import { demoLaunch } from '../../demo/demoLaunch';
import { DEMO_VOTE_ACCOUNT } from '../../demo/launchAccounts';
import { createMockFetch } from '../../demo/mockFetch';
import { keypairWallet } from './keypairWallet';
import { LAUNCH_TERMS } from './launchOnLitesvm';

/** The litesvm launch's terms, with the demo's validator. */
export const DEMO_LAUNCH_TERMS: LaunchTerms = { ...LAUNCH_TERMS, vote: DEMO_VOTE_ACCOUNT };

/**
 * A launch on the demo chain: the launch's own planner, guard and tracker, with the widget's RPC
 * client, against the demo services (as `npm start` runs them), signed by a keypair wallet.
 */
export function launchOnDemo() {
  const services = createDemoServices({ launch: demoLaunch });
  const rpc = createRpcClient(resolveConfig({ ...DEMO_URLS, fetch: createMockFetch(services.answer), timeoutMs: 5_000 }));
  const wallet = keypairWallet();

  /** Runs the launch once, as a click on "Create on Solana" does; `stopAfter`: the page goes away once that many steps landed. */
  async function launch(terms: LaunchTerms = DEMO_LAUNCH_TERMS, { stopAfter }: { stopAfter?: number } = {}) {
    const states: LaunchState[] = [];
    const controller = new AbortController();
    let landed = 0;
    const end = await runLaunch(
      { rpc, sign: (bytes) => wallet.signTransaction(bytes), track: { sleep: async () => {} } },
      { wallet: wallet.address, terms },
      (state) => {
        states.push(state);
        if (state.phase === 'confirming' && states.at(-2)?.phase !== 'confirming') landed++;
        if (state.phase === 'reading' && stopAfter !== undefined && landed >= stopAfter) controller.abort();
      },
      controller.signal,
    );
    return { end, states };
  }
  return { services, rpc, wallet, launch };
}
