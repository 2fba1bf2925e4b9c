import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoProjects } from '../demo/demoProjects';
import { BringAccounts } from '../widget/react/BringAccounts';
import { StakeCard } from '../widget/react/StakeCard';
import { TextsProvider } from '../widget/react/TextsContext';
import {
  ACTIVE,
  fixtureDesk,
  MIXED,
  poolRefusing,
  REFUSED,
  RUNS,
  TOKEN_REFUSED,
  WALLET,
  type FixtureDeskOptions,
} from '../tests/support/bringFixtures';
import { cardDecorators } from './support/storySetup';

const canSol = demoProjects.find((project) => project.symbol === 'canSOL')!;

/** "Bring your stake"'s panel as the card shows it, on a desk answering with `widget/bring`'s shapes. */
function BringStory({ desk, lang, onEnd }: { desk: FixtureDeskOptions; lang?: string; onEnd?: () => void }) {
  const { desk: fixture } = fixtureDesk(desk);
  return (
    <TextsProvider lang={lang}>
      <section className="lst-card">
        <BringAccounts desk={fixture} entry={canSol} caps={{}} onEnd={onEnd} />
      </section>
    </TextsProvider>
  );
}

const meta = {
  title: 'Widget/BringStake',
  component: BringStory,
  decorators: cardDecorators,
  args: { desk: { listing: MIXED }, onEnd: fn() },
  parameters: { wallet: { status: 'connected' } },
} satisfies Meta<typeof BringStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const view = (canvasElement: HTMLElement) => within(canvasElement);
const active = (canvasElement: HTMLElement) => view(canvasElement).findByRole('radio', { name: /75 SOL · Active/ });

/** Pick the active stake account, then deposit it: what every run story starts with. */
async function pickAndDeposit(canvasElement: HTMLElement) {
  await userEvent.click(await active(canvasElement));
  await userEvent.click(view(canvasElement).getByRole('button', { name: 'Deposit this stake account' }));
}

/** Looking for the wallet's stake accounts. */
export const Loading: Story = {
  args: { desk: { listing: 'pending' } },
  play: async ({ canvasElement }) => {
    await expect(await view(canvasElement).findByRole('status')).toHaveTextContent('Looking for your stake accounts…');
  },
};

/** Two that can go in (the wallet's, named by the list, and one of the card's own exit stake accounts), and each other one greyed with its reason. */
export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = view(canvasElement);
    await expect(await active(canvasElement)).toBeEnabled();
    await expect(canvas.getByText(/Validator Evergreen Validator \(G8wN\.\.nqop\) · In your wallet/)).toBeVisible();
    await expect(canvas.getByText(/From your canSOL unstake/)).toBeVisible();
    await expect(canvas.getByText('Activating: it can be deposited from epoch 748')).toBeVisible();
    await expect(canvas.getByText('Deactivating: only active stake can be deposited')).toBeVisible();
    await expect(canvas.getByText('Not staked: it holds SOL, not stake')).toBeVisible();
    await expect(canvas.getByText('Locked until epoch 800')).toBeVisible();
    await expect(canvas.getByText("Its validator is not in canSOL's pool")).toBeVisible();
    await expect(canvas.getByText("canSOL's pool takes stake only on its preferred validator")).toBeVisible();
    await expect(canvas.getByText("Not this wallet's to move")).toBeVisible();
    await expect(canvas.getByText("Too small: canSOL's pool would give no canSOL for it")).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /10 SOL · Activating/ })).toBeDisabled();
    // Nothing picked yet: no deposit to click.
    await expect(canvas.getByRole('button', { name: 'Deposit this stake account' })).toBeDisabled();
  },
};

/** The active one picked: the exact LST and every fee, in the LST, before the click. */
export const PreviewSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = view(canvasElement);
    await userEvent.click(await active(canvasElement));
    await expect(canvas.getByText('You receive 74.9936 canSOL')).toBeVisible();
    await expect(canvas.getByText(/^Stake deposit fee: 0\.07\d+ canSOL$/)).toBeVisible();
    await expect(canvas.getByText(/^SOL deposit fee on its 0\.00228\d* SOL not staked: 0\.00000228\d* canSOL$/)).toBeVisible();
    await expect(canvas.getByText("Of these fees, 0.0375 canSOL goes to this site's referrer")).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Deposit this stake account' })).toBeEnabled();
  },
};

/** The wallet has none. */
export const NoneFound: Story = {
  args: { desk: { listing: { listing: 'listed', poolRefuses: null, wallet: WALLET, stakeDepositFee: null, accounts: [] } } },
  play: async ({ canvasElement }) => {
    await expect(await view(canvasElement).findByText('This wallet has no stake accounts.')).toBeVisible();
  },
};

/** The RPC could not be read. */
export const ReadFailed: Story = {
  args: { desk: { listing: 'fails' } },
  play: async ({ canvasElement }) => {
    await expect(await view(canvasElement).findByRole('alert')).toHaveTextContent('Your stake accounts could not be read right now.');
  },
};

const refusedListing = {
  listing: 'refused' as const,
  poolRefuses: null,
  wallet: WALLET,
  stakeDepositFee: { numerator: 1n, denominator: 1000n },
  accounts: [],
};

/** The RPC does not list stake accounts (a public endpoint): paste one's address, which is then read and judged. */
export const RpcRefusedPaste: Story = {
  args: { desk: { listing: refusedListing, pasted: ACTIVE } },
  play: async ({ canvasElement }) => {
    const canvas = view(canvasElement);
    await expect(await canvas.findByText("This Solana RPC does not list stake accounts: paste one's address")).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Stake account address'), ACTIVE.address);
    await userEvent.click(canvas.getByRole('button', { name: 'Look it up' }));
    await expect(await canvas.findByText('You receive 74.9936 canSOL')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /75 SOL · Active/ })).toBeChecked();
  },
};

/** A pasted address that is none: said before any read. */
export const PastedMalformed: Story = {
  args: { desk: { listing: refusedListing, pasted: ACTIVE } },
  play: async ({ canvasElement }) => {
    const canvas = view(canvasElement);
    const field = await canvas.findByLabelText('Stake account address');
    await userEvent.type(field, 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Look it up' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This is not a Solana address');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A pasted address that holds no stake account: listed, greyed, with its reason. */
export const PastedNotStake: Story = {
  args: { desk: { listing: refusedListing, pasted: REFUSED['not-stake-account'] } },
  play: async ({ canvasElement }) => {
    const canvas = view(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Stake account address'), REFUSED['not-stake-account'].address);
    await userEvent.click(canvas.getByRole('button', { name: 'Look it up' }));
    await expect(await canvas.findByText('This address holds no stake account')).toBeVisible();
  },
};

const runStory = (run: keyof typeof RUNS, text: string | RegExp, role: 'status' | 'alert' = 'status'): Story => ({
  args: { desk: { listing: MIXED, run: RUNS[run] } },
  play: async ({ canvasElement }) => {
    await pickAndDeposit(canvasElement);
    await waitFor(() => expect(view(canvasElement).getByRole(role)).toHaveTextContent(text));
  },
});

/** The wallet is asked: the button is busy, nothing else can be clicked. */
export const AwaitingSignature: Story = {
  ...runStory('awaitingSignature', 'Approve the transaction in your wallet.'),
  play: async (context) => {
    await runStory('awaitingSignature', 'Approve the transaction in your wallet.').play!(context);
    await expect(view(context.canvasElement).getByRole('button', { name: 'Deposit this stake account' })).toBeDisabled();
    await expect(view(context.canvasElement).getByRole('radio', { name: /75 SOL · Active/ })).toBeDisabled();
  },
};
export const Sending: Story = runStory('sending', 'Sending your transaction…');
/** The RPC is slow to say: still checking, never "failed". */
export const ConfirmingWithTrouble: Story = runStory('confirmingTrouble', /The Solana RPC is not answering right now; we keep checking/);
/** Landed: what arrived. */
export const Done: Story = runStory('done', 'You received 74.9936 canSOL for your stake account');
export const Cancelled: Story = runStory('cancelled', 'Staking cancelled in your wallet. Nothing was sent.', 'alert');
/** The RPC said the transaction failed. */
export const FailedOnChain: Story = runStory('failed', 'Transaction failed: custom program error: 0x10', 'alert');
/** It failed with an error the card words (here the pool's minimum not met): what happened, what it cost, the RPC's words under it. */
export const FailedBelowMinimum: Story = runStory(
  'failedBelowMinimum',
  /^Transaction failed: before it landed, what it would give you fell below the minimum you accepted\..*It changed nothing but its network fee\. You can try again\..*"Custom":39/,
  'alert',
);

/** A pool with its own stake deposit authority takes no public stake deposit. */
export const PoolPrivate: Story = {
  args: { desk: { listing: poolRefusing({ code: 'pool-private' }) } },
  play: async ({ canvasElement }) => {
    const canvas = view(canvasElement);
    await waitFor(() => expect(canvas.getAllByText("canSOL's pool takes no stake accounts from the public")).toHaveLength(2));
    await expect(canvas.queryByRole('button', { name: 'Deposit this stake account' })).toBeNull();
  },
};

/** A stake deposit fee above the card's cap. */
export const FeeOverCap: Story = {
  args: { desk: { listing: poolRefusing({ code: 'fee-over-cap', percent: '3' }) } },
  play: async ({ canvasElement }) => {
    const canvas = view(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByText("canSOL's pool charges 3 % on stake deposits: above this card's 1 % limit")).toHaveLength(2),
    );
    await expect(canvas.getByText("canSOL's pool: stake deposit fee 3 %")).toBeVisible();
  },
};

/** A pool whose token the card refuses for every way in (here a 99 % withdrawal fee): the SOL route's words, for stake accounts too. */
export const TokenRefused: Story = {
  args: { desk: { listing: poolRefusing(TOKEN_REFUSED) } },
  play: async ({ canvasElement }) => {
    const canvas = view(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByText("canSOL's pool keeps 99 % of what you take out. We will not stake into it.")).toHaveLength(2),
    );
    await expect(canvas.queryByRole('button', { name: 'Deposit this stake account' })).toBeNull();
  },
};

/** In German: the texts' own chunk, and the card's number format. */
export const ListedGerman: Story = {
  args: { lang: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = view(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /75 SOL · Aktiv/ }));
    await expect(canvas.getByText('Sie erhalten 74,9936 canSOL')).toBeVisible();
    await expect(canvas.getByText('Wird aktiviert: einzahlbar ab Epoche 748')).toBeVisible();
  },
};

/** On the card, once a wallet is connected: the Stake tab's way to bring a stake account, under the SOL amount, opened. */
export const OnTheCard: StoryObj<typeof StakeCard> = {
  render: () => <StakeCard mint={canSol.mint} />,
  play: async ({ canvasElement }) => {
    const canvas = view(canvasElement);
    const open = await canvas.findByRole('button', { name: 'Or bring a stake account' }, { timeout: 8000 });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('heading', { name: 'Bring your stake' }, { timeout: 8000 })).toBeVisible();
    // The demo chain's own answer: its stake accounts for the burner wallet, or its refusal to list them.
    await waitFor(() => expect(canvas.queryByText('Looking for your stake accounts…')).toBeNull(), { timeout: 8000 });
  },
};
