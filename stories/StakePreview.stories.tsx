import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sayRun } from '../widget/core/texts/runEnglish';
import { StakePreview } from '../widget/react/StakePreview';
import { TextsProvider } from '../widget/react/TextsContext';
import { demoProjects } from '../demo/demoProjects';
import { Frame } from './support/storySetup';

/** The line under the amount: what the staker receives, by which route, and a pool's own terms. */
const pico = { ...demoProjects[1]!, symbol: 'picoSOL', decimals: 9 };

const meta = {
  title: 'Widget/StakePreview',
  component: StakePreview,
  decorators: [
    (Story, { args }) => (
      <Frame>
        <TextsProvider lang={(args as { lang?: string }).lang}>
          <div className="lst-card">
            <Story />
          </div>
        </TextsProvider>
      </Frame>
    ),
  ],
  args: { entry: pico, preview: { status: 'idle' } },
} satisfies Meta<typeof StakePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Straight into the pool: the exact amount, and the pool's rate and fees (picoSOL's real figures). */
export const DirectDeposit: Story = {
  args: {
    preview: {
      status: 'ready',
      route: 'deposit',
      expectedOut: 749_844_220n,
      terms: {
        lamportsPerToken: { numerator: 4_000_000_000n, denominator: 3n },
        depositFee: { numerator: 1n, denominator: 5_000n },
        withdrawalFee: { numerator: 1n, denominator: 1_000n },
        epochFee: { numerator: 5n, denominator: 100n },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByText('You receive 0.7498 picoSOL')).toBeVisible();
    await expect(view.getByText('Direct deposit into the pool')).toBeVisible();
    await expect(view.getByText('1 picoSOL = 1.3333 SOL')).toBeVisible();
    // testing-library folds the no-break spaces that keep each percent with its figure into spaces.
    await expect(view.getByText('Deposit fee 0.02 %; withdrawal fee 0.1 %; the pool keeps 5 % of rewards')).toBeVisible();
  },
};

/** The same in German: the card's number format. */
export const DirectDepositGerman: Story = {
  args: { ...DirectDeposit.args, lang: 'de' } as Story['args'],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1 picoSOL = 1,3333 SOL')).toBeVisible();
  },
};

/** Through the aggregator: its figure is approximate. */
export const Swap: Story = {
  args: { preview: { status: 'ready', route: 'swap', expectedOut: 1_428_571_428n } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You receive ≈ 1.4286 picoSOL')).toBeVisible();
    await expect(within(canvasElement).getByText('Swap')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { preview: { status: 'loading' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Fetching a quote…')).toBeVisible(),
};

/** No route could serve, and one said why: a pool updating for the new epoch, with no aggregator to fall back on. */
export const PoolUpdating: Story = {
  args: { preview: { status: 'failed', reason: sayRun('poolUpdating', { symbol: 'picoSOL' }) } },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText("picoSOL's pool is updating for the new epoch. Try again in a few minutes.")).toBeVisible(),
};

export const PoolClosedToDeposits: Story = {
  args: { preview: { status: 'failed', reason: sayRun('poolClosedToDeposits', { symbol: 'picoSOL' }) } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText(/takes SOL only from its own deposit authority/)).toBeVisible(),
};

/** No route answered, and none said why (a service failed): staking will ask again. */
export const NoQuote: Story = {
  args: { preview: { status: 'failed' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('No quote right now; staking will try again.')).toBeVisible(),
};
