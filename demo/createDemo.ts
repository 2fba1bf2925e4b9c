import type { Wallet } from '@wallet-standard/base';
import { createBurnerWallet } from './burnerWallet';
import type { StakeWidgetConfig } from '../widget/core/config/config';
import { createDemoServices, DEMO_URLS, type DemoOptions, type DemoServices } from './demoServices';
import { advanceDemoEpoch } from './demoEpoch';
import { createMockFetch } from './mockFetch';
import { seedBurnerStakeAccounts } from './burnerStakeAccounts';

export interface Demo {
  /** The widget's configuration: every service answered in the page, and the cards say "Demo". */
  config: Partial<StakeWidgetConfig>;
  /** A burner wallet (a Wallet Standard wallet), holding demo SOL and three stake accounts: the widget's `extraWallets`. */
  extraWallets: Wallet[];
  /** What the services received (`requests`), and their fault switches (`faults`). */
  services: DemoServices;
  /** Ends the demo epoch: rewards accrue, the clock moves on, and pools wait for their update ("Your pool"). */
  endEpoch(): void;
}

/**
 * The demo for an embedder's own page or app: the demo projects' list, quotes, swap builder and an RPC
 * stand-in, all answered in the page, and a burner wallet. No request leaves the machine.
 */
export function createDemo({ latencyMs = 350, ...options }: Omit<DemoOptions, 'urls'> = {}): Demo {
  const services = createDemoServices({ latencyMs, ...options });
  return {
    config: { ...DEMO_URLS, fetch: createMockFetch(services.answer), demo: true },
    // Each new burner key holds stake accounts of its own on the demo chain (bring your stake).
    extraWallets: [createBurnerWallet({ onConnect: (address) => seedBurnerStakeAccounts(services.chain, address) })],
    services,
    endEpoch: () => advanceDemoEpoch(services.chain),
  };
}
