import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WalletButton } from '../widget/react/WalletButton';
import { withWidget } from './support/storySetup';

const meta = {
  title: 'Widget/WalletButton',
  component: WalletButton,
  decorators: [withWidget],
  parameters: { layout: 'centered' },
} satisfies Meta<typeof WalletButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('button')[0]!;

export const SelectWallet: Story = {
  parameters: { wallet: { status: 'no-wallet' } },
  play: async ({ canvasElement }) => expect(button(canvasElement)).toHaveTextContent('Select Wallet'),
};

export const Connect: Story = {
  parameters: { wallet: { status: 'has-wallet' } },
  play: async ({ canvasElement }) => expect(button(canvasElement)).toHaveTextContent('Connect'),
};

export const Connecting: Story = {
  parameters: { wallet: { status: 'connecting' } },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement)).toHaveTextContent('Connecting ...');
    await expect(button(canvasElement)).toBeDisabled();
  },
};

export const Connected: Story = {
  parameters: { wallet: { status: 'connected' } },
  play: async ({ canvasElement }) => expect(button(canvasElement)).toHaveTextContent(/^\S{4}\.\.\S{4}$/),
};

export const MenuOpen: Story = {
  parameters: { wallet: { status: 'connected' }, layout: 'padded' },
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement));
    // The menu is a chunk of its own: it arrives after the click.
    const items = (await within(canvasElement).findAllByRole('menuitem')).map((item) => item.textContent);
    await expect(items).toEqual(['Copy address', 'Change wallet', 'Disconnect']);
  },
};

export const Copied: Story = {
  parameters: { wallet: { status: 'connected' }, layout: 'padded' },
  play: async ({ canvasElement }) => {
    // The story's own clipboard: a real one needs a permission the preview frame may not have.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => {} }, configurable: true });
    await userEvent.click(button(canvasElement));
    // The menu is a chunk of its own: it arrives after the click.
    await userEvent.click(await within(canvasElement).findByRole('menuitem', { name: 'Copy address' }));
    await expect(await within(canvasElement).findByRole('menuitem', { name: 'Copied' })).toBeInTheDocument();
  },
};
