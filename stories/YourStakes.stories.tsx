import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { demoProjects } from '../demo/demoProjects';
import type { DemoServices } from '../demo/demoServices';
import { NO_WORTH, StakesPage, STAKES_WORDS } from '../site/pages/StakesPage';
import { SiteConfigContext } from '../site/SiteConfigContext';
import { exitStakeAccountOnDemo, holdOnDemo } from '../tests/support/yourStakesOnDemo';
import { page, resetPage } from '../widget/core/page/page';
import { createStorySetup, type DemoParameters } from './support/storySetup';

const bySymbol = (symbol: string) => demoProjects.find((entry) => entry.symbol === symbol)!;

/** What the story's wallet holds on its demo chain before it connects. */
type Holdings = (services: DemoServices, owner: string) => Promise<void> | void;

/**
 * The page's wallet session (the one the site's elements share), set for the story: connected once its
 * holdings are on the story's demo chain, or a wallet found but not connected.
 */
const withPageWallet: Decorator = (Story, context) => {
  const { demo, holdings, connected = true } = context.parameters as { demo?: DemoParameters; holdings?: Holdings; connected?: boolean };
  const setup = useMemo(() => createStorySetup(demo), [context.id]);
  useEffect(() => {
    let live = true;
    void Promise.resolve(holdings?.(setup.services, setup.wallet.address)).then(() => {
      if (!live) return;
      page().wallet.setState(
        connected
          ? { status: 'connected', selected: 'Test Wallet', publicKey: setup.wallet.address }
          : { status: 'has-wallet', selected: null, publicKey: null },
      );
    });
    return () => {
      live = false;
    };
  }, [setup]);
  return (
    <SiteConfigContext.Provider value={setup.config}>
      <Story />
    </SiteConfigContext.Provider>
  );
};

const meta = {
  title: 'Site/Your stakes',
  component: StakesPage,
  decorators: [withPageWallet],
  // A fresh page, as a reload gives: no wallet code of an earlier story (the elements' own) drives its session.
  beforeEach: () => {
    resetPage();
    page().wallet.setState({ status: 'loading', selected: null, publicKey: null });
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StakesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvas = (canvasElement: HTMLElement) => within(canvasElement);

/** No wallet connected: a sentence and the site's wallet button. */
export const Disconnected: Story = {
  parameters: { connected: false },
  play: async ({ canvasElement }) => {
    await expect(await canvas(canvasElement).findByText(STAKES_WORDS.disconnected, {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvasElement.querySelector('lst-wallet-button')).not.toBeNull();
  },
};

/** The wallet's token accounts being read (the RPC never answers here). */
export const Loading: Story = {
  parameters: { demo: { faults: [['rpc-holdings', 'hang']], timeoutMs: 600_000 } },
  play: async ({ canvasElement }) => {
    await expect(canvas(canvasElement).getByRole('status')).toHaveTextContent(STAKES_WORDS.loading);
  },
};

/** A connected wallet holding nothing listed: a sentence and a way to explore. */
export const NothingHeld: Story = {
  play: async ({ canvasElement }) => {
    await expect(await canvas(canvasElement).findByText(STAKES_WORDS.nothing, {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas(canvasElement).getByRole('link', { name: STAKES_WORDS.explore })).toHaveAttribute('href', '/explore');
  },
};

/**
 * What the wallet holds: canSOL valued at its pool's rate, evgSOL (staked by swap: no worth, and why),
 * fernSOL all gone into two stake accounts, one ready to withdraw and one cooling down, and a mossSOL
 * stake account whose emptied token account was closed (found through the wallet's stake accounts).
 */
export const Holdings: Story = {
  parameters: {
    holdings: async (services: DemoServices, owner: string) => {
      holdOnDemo(services, owner, bySymbol('canSOL'), 1_500_000_000n);
      holdOnDemo(services, owner, bySymbol('evgSOL'), 250_000_000n);
      holdOnDemo(services, owner, bySymbol('fernSOL'), 0n);
      await exitStakeAccountOnDemo(services, owner, bySymbol('fernSOL'), 1_001_579_455n);
      await exitStakeAccountOnDemo(services, owner, bySymbol('fernSOL'), 2_000_000_000n, { index: 1, phase: 'cooling' });
      await exitStakeAccountOnDemo(services, owner, bySymbol('mossSOL'), 3_000_000_000n);
    },
  },
  play: async ({ canvasElement }) => {
    const moss = await canvas(canvasElement).findByRole('listitem', { name: 'Moss Staked SOL' }, { timeout: 5000 });
    await expect(within(moss).getByText('3 SOL ready to withdraw')).toBeInTheDocument();
    const fern = await canvas(canvasElement).findByRole('listitem', { name: 'Fern Staked SOL' }, { timeout: 5000 });
    await expect(within(fern).getByText('1.001579455 SOL ready to withdraw')).toBeInTheDocument();
    await expect(within(fern).getByText(/^2 SOL deactivating: SOL in about/)).toBeInTheDocument();
    const canopy = canvas(canvasElement).getByRole('listitem', { name: 'Canopy Staked SOL' });
    await expect(within(canopy).getByText('1.5 canSOL')).toBeInTheDocument();
    await expect(within(canopy).getByText(/^≈ \d+(\.\d{1,4})? SOL$/)).toBeInTheDocument();
    const evergreen = canvas(canvasElement).getByRole('listitem', { name: 'Evergreen Staked SOL' });
    await expect(within(evergreen).getByText(NO_WORTH['no-pool'])).toBeInTheDocument();
    await expect(within(canopy).getByRole('link', { name: 'Open canSOL' })).toHaveAttribute('href', `/detail/${bySymbol('canSOL').mint}`);
  },
};

/** The RPC fails: plain words and Try again (which asks again, and fails again here). */
export const RpcFailed: Story = {
  parameters: { demo: { faults: [['rpc-holdings', 'error']] } },
  play: async ({ canvasElement }) => {
    const alert = await canvas(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(STAKES_WORDS.holdingsFailed);
    await userEvent.click(within(alert).getByRole('button', { name: STAKES_WORDS.retry }));
    await expect(await canvas(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(STAKES_WORDS.holdingsFailed);
  },
};

/**
 * The node does not list a wallet's stake accounts (public endpoints often refuse the scan): what can be
 * found is listed, and a sentence says where a stake account from a project whose token is gone shows.
 */
export const StakeAccountsUnlisted: Story = {
  parameters: {
    demo: { faults: [['rpc-stake-accounts', 'error']] },
    holdings: async (services: DemoServices, owner: string) => {
      holdOnDemo(services, owner, bySymbol('canSOL'), 1_500_000_000n);
      await exitStakeAccountOnDemo(services, owner, bySymbol('mossSOL'), 1_001_579_455n);
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await canvas(canvasElement).findByText(STAKES_WORDS.stakeAccountsUnlisted, {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas(canvasElement).getByRole('listitem', { name: 'Canopy Staked SOL' })).toBeInTheDocument();
    await expect(canvas(canvasElement).queryByRole('listitem', { name: 'Moss Staked SOL' })).toBeNull();
  },
};
