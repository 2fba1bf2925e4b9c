import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StakeCard } from '../widget/react/StakeCard';
import { demoProjects } from '../demo/demoProjects';
import { Frame, withWidget } from './support/storySetup';

const evergreen = demoProjects[0]!;

/** The card's way out: its Unstake tab, on the demo's pools. */
const meta = {
  title: 'Widget/UnstakeTab',
  component: StakeCard,
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
    withWidget,
  ],
  args: { mint: evergreen.mint, walletButton: 'auto' },
  argTypes: {
    actions: { control: 'inline-radio', options: ['stake unstake', 'stake', 'unstake'] },
    onUnstakeSuccess: { action: 'unstakesuccess' },
    onUnstakeFailure: { action: 'unstakefailure' },
    onUnstakeCancel: { action: 'unstakecancel' },
  },
  parameters: { wallet: { status: 'connected' } },
} satisfies Meta<typeof StakeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) => within(canvasElement);

/** Two tabs, "Stake" first; the Unstake tab asks for the LST's units and starts disabled. */
export const UnstakeTab: Story = {
  play: async ({ canvasElement }) => {
    const tab = await card(canvasElement).findByRole('tab', { name: 'Unstake' }, { timeout: 5000 });
    await userEvent.click(tab);
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await card(canvasElement).findByLabelText('Unstake Amount', {}, { timeout: 5000 });
    await expect(card(canvasElement).getByRole('button', { name: 'Start Unstaking' })).toBeDisabled();
  },
};

/** `actions="unstake"`: one action, no tabs. */
export const UnstakeOnly: Story = {
  args: { actions: 'unstake' },
  play: async ({ canvasElement }) => {
    await card(canvasElement).findByLabelText('Unstake Amount', {}, { timeout: 5000 });
    await expect(card(canvasElement).queryByRole('tablist')).toBeNull();
  },
};
