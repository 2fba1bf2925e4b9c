import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StakeCard } from '../widget/react/StakeCard';
import { demoProjects } from '../demo/demoProjects';
import { cardDecorators } from './support/storySetup';

/**
 * What a staker meets on the card's first try (issue 40), each state in the light scheme and the dark:
 * Connect in the card, the rent before a first stake, one success message with the position under it,
 * figures rounded for reading (the exact one on hover and focus), and plain words when the list fails.
 */
const evergreen = demoProjects[0]!;
const canSol = demoProjects.find((project) => project.symbol === 'canSOL')!;

/** The dark variants sit on a dark page, as a dark site shows them. */
const darkPage: Decorator = (Story) => (
  <div style={{ background: '#0b0f14', padding: 16 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Widget/Card journey',
  component: StakeCard,
  decorators: cardDecorators,
  args: { mint: evergreen.mint, theme: 'light' },
  parameters: { wallet: { status: 'connected' } },
} satisfies Meta<typeof StakeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) => within(canvasElement);
const find = (canvasElement: HTMLElement, text: string | RegExp) => card(canvasElement).findByText(text, {}, { timeout: 8000 });
const heading = (canvasElement: HTMLElement, name: string) => card(canvasElement).findByRole('heading', { name }, { timeout: 8000 });
const typeAmount = async (canvasElement: HTMLElement, value: string) =>
  userEvent.type(card(canvasElement).getByLabelText('Stake Amount'), value);

/** The same story on the dark scheme. */
const dark = (story: Story): Story => ({ ...story, args: { ...story.args, theme: 'dark' }, decorators: [darkPage] });

/** No wallet connected: the card says so and offers Connect (the page's picker) on both tabs. */
export const Disconnected: Story = {
  parameters: { wallet: { status: 'no-wallet' } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Stake SOL for evgSOL');
    await expect(card(canvasElement).getByText('Connect a wallet on Solana to continue')).toBeVisible();
    await expect(card(canvasElement).getByRole('button', { name: 'Connect' })).toBeVisible();
  },
};
export const DisconnectedDark = dark(Disconnected);

/** The Unstake tab, disconnected: its own title, and the same words and Connect button. */
export const DisconnectedUnstake: Story = {
  parameters: { wallet: { status: 'no-wallet' } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Stake SOL for evgSOL');
    await userEvent.click(card(canvasElement).getByRole('tab', { name: 'Unstake' }));
    await heading(canvasElement, 'Unstake evgSOL');
    await expect(card(canvasElement).getByText('Connect a wallet on Solana to continue')).toBeVisible();
    await expect(card(canvasElement).getByRole('button', { name: 'Connect' })).toBeVisible();
  },
};
export const DisconnectedUnstakeDark = dark(DisconnectedUnstake);

/** A first stake of canSOL: the account it opens, its rent, and the total, before the click. */
export const FirstStakeRent: Story = {
  args: { mint: canSol.mint },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Stake SOL for canSOL');
    await typeAmount(canvasElement, '1');
    await find(canvasElement, 'Opens your canSOL account: 0.002039 SOL, back to you when it is closed.');
    await expect(card(canvasElement).getByText('Total: 1.002 SOL + network fee')).toBeVisible();
  },
};
export const FirstStakeRentDark = dark(FirstStakeRent);

/** After a stake: one message (a heading, the spec's sentence, where the tokens are) and, right under it, what the staker holds. */
export const SuccessAndPosition: Story = {
  args: { mint: canSol.mint },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Stake SOL for canSOL');
    await find(canvasElement, 'You hold 0 canSOL ≈ 0 SOL');
    await typeAmount(canvasElement, '1');
    await find(canvasElement, /^You receive 0\.\d{4} canSOL$/);
    await userEvent.click(card(canvasElement).getByRole('button', { name: 'Start Staking' }));
    const confirmed = await heading(canvasElement, 'Stake confirmed');
    await expect(confirmed.closest('[role="status"]')).toHaveTextContent(
      /^Stake confirmedYou will receive approximately 0\.\d{4} LST tokensThey are in your wallet as canSOL\./,
    );
    await find(canvasElement, /^You hold 0\.\d{4} canSOL ≈ 1 SOL$/);
  },
};
export const SuccessAndPositionDark = dark(SuccessAndPosition);

/** Figures rounded for reading; focusing one shows its exact text, as hovering does (its title). */
export const ReadableFigures: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Stake SOL for evgSOL');
    await typeAmount(canvasElement, '1.5');
    const figure = await find(canvasElement, 'You receive ≈ 1.4286 evgSOL');
    await expect(figure).toHaveAttribute('title', 'You receive ≈ 1.428571428 evgSOL');
    figure.focus();
    await waitFor(() => expect(figure).toHaveFocus());
  },
};
export const ReadableFiguresDark = dark(ReadableFigures);

/** The list did not load: plain words and a retry (the spec's 'Failed to fetch LSTs' is logged, not shown). */
export const ListFailed: Story = {
  parameters: { demo: { faults: [['lst-list', 'error']] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(card(canvasElement).getByRole('alert')).toHaveTextContent('Could not load the list of tokens.'), {
      timeout: 5000,
    });
    await expect(card(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
export const ListFailedDark = dark(ListFailed);
