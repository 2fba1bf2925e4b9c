import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { WalletOption } from '../widget/core/wallet/walletSession';
import { WalletPicker } from '../widget/react/WalletPicker';
import { TextsProvider } from '../widget/react/TextsContext';

const icon = (color: string) =>
  `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${color}"/></svg>`)}`;

const wallet = (name: string, readiness: WalletOption['readiness'], color: string): WalletOption => ({
  name,
  icon: icon(color),
  url: `https://${name.toLowerCase()}.example`,
  readiness,
});

const detected = [wallet('Backpack', 'Installed', '#e33e3f'), wallet('Solflare', 'Loadable', '#fc7227')];
const others = [wallet('Phantom', 'NotDetected', '#ab9ff2'), wallet('Legacy', 'Unsupported', '#6b7280')];

const meta = {
  title: 'Widget/WalletPicker',
  component: WalletPicker,
  args: { wallets: [...detected, ...others], onSelect: fn(), onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WalletPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

// The picker opens as a modal once it has mounted, and its words arrive with its lazy texts: each play waits for it.
export const DetectedCollapsed: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Connect a wallet on Solana to continue' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(dialog).getByRole('button', { name: 'More options' })).toBeInTheDocument();
  },
};

export const DetectedExpanded: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'More options' }));
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(canvasElement).getByRole('button', { name: 'Less options' })).toBeInTheDocument();
  },
};

export const NoWalletDetected: Story = {
  args: { wallets: others },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('heading')).toHaveTextContent("You'll need a wallet on Solana to continue"));
    await expect(within(canvasElement).getByRole('button', { name: 'Already have a wallet? View options' })).toBeInTheDocument();
  },
};

/** In the card's language (here `lang="de"`), like every text of the widget. */
export const InGerman: Story = {
  decorators: [
    (Story) => (
      <TextsProvider lang="de" hold>
        <Story />
      </TextsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Verbinden Sie eine Solana-Wallet, um fortzufahren' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Weitere Optionen' }));
    await expect(within(dialog).getByText('Nicht installiert')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  },
};
