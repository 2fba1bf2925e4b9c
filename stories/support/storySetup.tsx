import type { Decorator } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { resolveConfig, type StakeWidgetConfig } from '../../widget/core/config/config';
import type { WalletOption, WalletStatus } from '../../widget/core/wallet/walletSession';
import { StakeWidgetProvider } from '../../widget/react/StakeWidgetProvider';
import { SiteConfigContext } from '../../site/SiteConfigContext';
import type { DemoService, Fault } from '../../demo/demoFaults';
import { createDemoServices, DEMO_URLS } from '../../demo/demoServices';
import { demoProjects } from '../../demo/demoProjects';
import { createMockFetch } from '../../demo/mockFetch';
import { createTestSession } from '../../tests/support/testSession';
import type { LstEntry } from '../../widget/core/lst/lst';

/** Per-story network: the demo services, with this story's faults and list. */
export interface DemoParameters {
  faults?: [DemoService, Fault][];
  /** Faults set once the first transaction lands: the staker holds the LST, then the pool changes (its exit fee jumps). */
  faultsAfterFirstLanding?: [DemoService, Fault][];
  latencyMs?: number;
  lsts?: LstEntry[];
  timeoutMs?: number;
  /** Changes the demo chain before the story starts (a pool's accounts as a story needs them). */
  onChain?: (chain: ReturnType<typeof createDemoServices>['chain']) => void;
}

/** Per-story wallet: a mock session signing with a keypair, or refusing, or never answering. */
export interface WalletParameters {
  status?: WalletStatus;
  signing?: 'sign' | 'reject' | 'hang';
  /** Signs this many transactions, then refuses: a staker who staked (so they hold the LST), then cancels the unstake. */
  refuseAfter?: number;
  wallets?: WalletOption[];
}

let stories = 0;

export function createStorySetup(demo: DemoParameters = {}, wallet: WalletParameters = {}) {
  // The LST list and the RPC's network are cached per page by URL: each story gets its own, or they
  // would share a list or a network answer.
  const story = ++stories;
  const urls = { ...DEMO_URLS, lstApiUrl: `${DEMO_URLS.lstApiUrl}/story-${story}`, rpcUrl: `${DEMO_URLS.rpcUrl}story-${story}` };
  const services = createDemoServices({
    urls,
    faults: demo.faults,
    latencyMs: demo.latencyMs ?? 200,
    lsts: () => demo.lsts ?? demoProjects,
  });
  demo.onChain?.(services.chain);
  const config: StakeWidgetConfig = resolveConfig({
    ...urls,
    fetch: createMockFetch(async (request) => {
      const response = await services.answer(request);
      if (services.chain.accepted.length > 0)
        for (const [service, fault] of demo.faultsAfterFirstLanding ?? []) services.faults.set(service, fault);
      return response;
    }),
    demo: true,
    timeoutMs: demo.timeoutMs ?? 15_000,
  });
  const test = createTestSession(wallet.wallets ? { wallets: wallet.wallets } : {});
  if (wallet.status === 'connected') test.connect();
  else if (wallet.status) test.session.setState({ status: wallet.status, selected: wallet.status === 'no-wallet' ? null : 'Test Wallet' });
  if (wallet.signing === 'reject') test.wallet.refuse = true;
  if (wallet.signing === 'hang') test.wallet.signTransaction = () => new Promise(() => {});
  if (wallet.refuseAfter !== undefined) {
    const sign = test.wallet.signTransaction;
    const refuseAfter = wallet.refuseAfter;
    test.wallet.signTransaction = (bytes) => {
      test.wallet.refuse = test.wallet.prompts >= refuseAfter;
      return sign(bytes);
    };
  }
  return { services, config, ...test };
}

function useStorySetup(parameters: Record<string, unknown>, id: string) {
  // One setup per story: its services, faults and wallet must not leak into the next story.
  return useMemo(() => createStorySetup(parameters.demo as DemoParameters, parameters.wallet as WalletParameters), [id]);
}

/** Widget components get the story's services and mock wallet. */
export const withWidget: Decorator = (Story, context) => {
  const setup = useStorySetup(context.parameters, context.id);
  return (
    <StakeWidgetProvider config={setup.config} session={setup.session} startWallets={false}>
      <Story />
    </StakeWidgetProvider>
  );
};

/** Site pages get the story's services as the site's configuration. */
export const withSite: Decorator = (Story, context) => {
  const setup = useStorySetup(context.parameters, context.id);
  return (
    <SiteConfigContext.Provider value={setup.config}>
      <Story />
    </SiteConfigContext.Provider>
  );
};

/** A plain frame for a story's content. */
export function Frame({ children, width = 440 }: { children: ReactNode; width?: number }) {
  return <div style={{ maxWidth: width }}>{children}</div>;
}

/** A card's stories: in the frame, on the story's own demo page (`withWidget`). */
export const cardDecorators: Decorator[] = [
  (Story) => (
    <Frame>
      <Story />
    </Frame>
  ),
  withWidget,
];
