import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StakeCard } from '../widget/react/StakeCard';
import { demoProjects } from '../demo/demoProjects';
import { cardDecorators } from './support/storySetup';
import type { Fault } from '../demo/demoFaults';
import { english } from '../widget/core/texts/english';

const evergreen = demoProjects[0]!;
const canopy = demoProjects.find((project) => project.symbol === 'canSOL')!;
/** What the card says in place of an explorer link: the demo's transactions are on no explorer. */
const DEMO_TRANSACTION = english.demoTransaction;

const meta = {
  title: 'Widget/StakeCard',
  component: StakeCard,
  decorators: cardDecorators,
  args: { mint: evergreen.mint, walletButton: 'auto' },
  argTypes: {
    walletButton: { control: 'inline-radio', options: ['auto', 'show', 'hide'] },
    display: { control: 'inline-radio', options: ['card', 'button', 'floating'] },
    position: { control: 'inline-radio', options: ['bottom-right', 'bottom-left'] },
    lang: { control: 'inline-radio', options: ['en', 'es', 'zh', 'de'] },
    labels: { control: 'object' },
    onStakeSuccess: { action: 'stakesuccess' },
    onStakeFailure: { action: 'stakefailure' },
    onStakeCancel: { action: 'stakecancel' },
  },
  parameters: { wallet: { status: 'connected' } },
} satisfies Meta<typeof StakeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) => within(canvasElement);
const ready = async (canvasElement: HTMLElement) =>
  card(canvasElement).findByRole('heading', { name: 'Stake SOL for evgSOL' }, { timeout: 5000 });
const typeAmount = async (canvasElement: HTMLElement, value: string) => {
  await ready(canvasElement);
  const input = card(canvasElement).getByLabelText('Stake Amount');
  await userEvent.clear(input);
  await userEvent.type(input, value);
};
const startStaking = async (canvasElement: HTMLElement, value = '1.5') => {
  await typeAmount(canvasElement, value);
  await userEvent.click(card(canvasElement).getByRole('button', { name: 'Start Staking' }));
};
const findStatus = (canvasElement: HTMLElement, text: string | RegExp) => card(canvasElement).findByText(text, {}, { timeout: 8000 });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(card(canvasElement).getByRole('button', { name: 'Start Staking' })).toBeDisabled();
    await expect(card(canvasElement).getByPlaceholderText('0.0')).toHaveValue('');
  },
};

/** The balance is known: 25 %, 50 % and Max fill in the field (Max keeps 0.01 SOL back for fees). */
export const AmountPresets: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const presets = await card(canvasElement).findByRole('group', { name: 'Amount presets' }, { timeout: 5000 });
    await userEvent.click(within(presets).getByRole('button', { name: 'Max' }));
    await expect(card(canvasElement).getByLabelText('Stake Amount')).toHaveValue('99.99');
    await userEvent.click(within(presets).getByRole('button', { name: '50 %' }));
    await expect(card(canvasElement).getByLabelText('Stake Amount')).toHaveValue('50');
    await findStatus(canvasElement, 'You receive ≈ 47.619 evgSOL');
  },
};

/**
 * What the staker holds of the token and its worth at the pool's rate, and the pool's APY over its last
 * epoch: both from the page's one read of the pool. After a stake the position is read again.
 */
export const PositionAndApy: Story = {
  // Canopy: an SPL stake pool the demo chain holds, 5 % of rewards to the project.
  args: { mint: canopy.mint },
  play: async ({ canvasElement }) => {
    await card(canvasElement).findByRole('heading', { name: 'Stake SOL for canSOL' }, { timeout: 5000 });
    await findStatus(canvasElement, /^APY ≈ 7\.1\s% \(last epoch\)$/);
    await findStatus(canvasElement, 'You hold 0 canSOL ≈ 0 SOL');
    const input = card(canvasElement).getByLabelText('Stake Amount');
    await userEvent.type(input, '1');
    await userEvent.click(card(canvasElement).getByRole('button', { name: 'Start Staking' }));
    await card(canvasElement).findByRole('heading', { name: 'Stake confirmed' }, { timeout: 8000 });
    // Worth 1 SOL less the rounding, shown to 4 places.
    await findStatus(canvasElement, /^You hold 0\.\d+ canSOL ≈ 1 SOL$/);
  },
};

/** `amount`: filled in at first, and the staker may change it. */
export const InitialAmount: Story = {
  args: { amount: '1.5' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(card(canvasElement).getByLabelText('Stake Amount')).toHaveValue('1.5');
    await expect(card(canvasElement).getByLabelText('Stake Amount')).not.toHaveAttribute('readonly');
    await findStatus(canvasElement, 'You receive ≈ 1.4286 evgSOL');
  },
};

/** `fixed-amount`: a "stake 1 SOL" card; the field is read-only and has no presets. */
export const FixedAmount: Story = {
  args: { fixedAmount: '1' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(card(canvasElement).getByLabelText('Stake Amount')).toHaveAttribute('readonly');
    await findStatus(canvasElement, 'You receive ≈ 0.9524 evgSOL');
    await expect(card(canvasElement).queryByRole('group', { name: 'Amount presets' })).toBeNull();
  },
};

/** A `fixed-amount` that is not an amount: the card says it is set up wrong and cannot stake. */
export const InvalidFixedAmount: Story = {
  args: { fixedAmount: '1,5' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(card(canvasElement).getByText(/^This card is set up with an amount it cannot stake/)).toBeInTheDocument();
    await expect(card(canvasElement).getByRole('button', { name: 'Start Staking' })).toBeDisabled();
  },
};

/** `display="button"`: a "Stake evgSOL" button; the card opens in a native modal dialog. */
export const ButtonDisplay: Story = {
  args: { display: 'button' },
  play: async ({ canvasElement }) => {
    const launcher = await card(canvasElement).findByRole('button', { name: 'Stake evgSOL' }, { timeout: 5000 });
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await expect(canvasElement.querySelector('dialog')).not.toHaveAttribute('open');
  },
};

/** The button's dialog, open: the same card, its own wallet button (the page's is behind the modal). */
export const ButtonDisplayOpen: Story = {
  args: { display: 'button' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await card(canvasElement).findByRole('button', { name: 'Stake evgSOL' }, { timeout: 5000 }));
    const dialog = canvasElement.querySelector('dialog')!;
    await expect(dialog).toHaveAttribute('open');
    await expect(within(dialog).getByLabelText('Stake Amount')).toBeInTheDocument();
    await expect(within(dialog).getByRole('heading', { name: 'Stake SOL for evgSOL' })).toBeInTheDocument();
  },
};

/** `display="floating"`: a round launcher in a corner (`position`), opening the same dialog. */
export const FloatingDisplay: Story = {
  args: { display: 'floating', position: 'bottom-left' },
  play: async ({ canvasElement }) => {
    const launcher = await card(canvasElement).findByRole('button', { name: 'Stake evgSOL' }, { timeout: 5000 });
    await expect(launcher).toHaveClass('lst-launcher--bottom-left');
  },
};

export const AmountWithPreview: Story = {
  play: async ({ canvasElement }) => {
    await typeAmount(canvasElement, '1.5');
    await findStatus(canvasElement, 'You receive ≈ 1.4286 evgSOL');
  },
};

export const Quoting: Story = {
  parameters: { demo: { faults: [['aggregator-quote', 'hang']], timeoutMs: 600_000 } },
  play: async ({ canvasElement }) => {
    await startStaking(canvasElement);
    await findStatus(canvasElement, 'Getting a quote…');
  },
};

/** The guard at work: the transaction is simulated on the configured RPC before the wallet sees it. */
export const Checking: Story = {
  parameters: { demo: { faults: [['rpc-simulate', 'hang']], timeoutMs: 600_000 } },
  play: async ({ canvasElement }) => {
    await startStaking(canvasElement);
    await findStatus(canvasElement, 'Checking the transaction before your wallet sees it…');
  },
};

/** A hostile aggregator: its transaction would send the staker's SOL to a stranger. */
export const RefusedByTheGuard: Story = {
  parameters: { demo: { faults: [['aggregator-swap', 'drain']] } },
  play: async ({ canvasElement }) => {
    await startStaking(canvasElement);
    const alert = await card(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent(
      'The swap service offered a transaction that is not the stake you asked for. Nothing was signed.',
    );
    await expect(alert).toHaveTextContent('Its transaction sends SOL to an address that is not yours.');
  },
};

/** A refusal by the guard, with the card's words and the guard's reason. */
const refusedWith = (fault: Fault, reason: string): Story => ({
  parameters: { demo: { faults: [['aggregator-swap', fault]] } },
  play: async ({ canvasElement }) => {
    await startStaking(canvasElement);
    const alert = await card(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent(
      'The swap service offered a transaction that is not the stake you asked for. Nothing was signed.',
    );
    await expect(alert).toHaveTextContent(reason);
  },
});

/** A route whose instructions look honest, but which sends 0.0079 SOL of the staker's to a stranger. */
export const RefusedSkim = refusedWith('skim', 'It would also send 0.0079 SOL to an account you do not own.');

/** The staker holds 5 wrapped SOL: the transaction unwraps it to them, and the route sends 5 SOL away. */
export const RefusedWrappedSolDrain = refusedWith('wsol-drain', 'It would also send 5 SOL to an account you do not own.');

/** A route that also lets a stranger spend the staker's new LST. */
export const RefusedRouteApproval = refusedWith('route-approve', 'It would let US51..ELFx spend your evgSOL.');

export const AwaitingSignature: Story = {
  parameters: { wallet: { status: 'connected', signing: 'hang' } },
  play: async ({ canvasElement }) => {
    await startStaking(canvasElement);
    await findStatus(canvasElement, 'Approve the transaction in your wallet.');
  },
};

export const Sending: Story = {
  parameters: { demo: { faults: [['rpc-send', 'hang']], timeoutMs: 600_000 } },
  play: async ({ canvasElement }) => {
    await startStaking(canvasElement);
    await findStatus(canvasElement, 'Sending your transaction…');
  },
};

export const Confirming: Story = {
  parameters: { demo: { faults: [['rpc-status', 'hang']], timeoutMs: 600_000 } },
  play: async ({ canvasElement }) => {
    await startStaking(canvasElement);
    await findStatus(canvasElement, 'Confirming on Solana…');
  },
};

/** Signed and sent, but the RPC does not answer: the card keeps checking, links the transaction, stays busy. */
export const ConfirmingWhileTheRpcIsDown: Story = {
  parameters: { demo: { faults: [['rpc-status', 'error']] } },
  play: async ({ canvasElement }) => {
    await startStaking(canvasElement);
    await findStatus(canvasElement, /The Solana RPC is not answering right now; we keep checking/);
    await expect(card(canvasElement).getByText(DEMO_TRANSACTION)).toBeInTheDocument();
    await expect(card(canvasElement).getByRole('button', { name: 'Start Staking' })).toBeDisabled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await startStaking(canvasElement);
    // One message: a heading, the spec's sentence with what arrived, and where it is now.
    const heading = await card(canvasElement).findByRole('heading', { name: 'Stake confirmed' }, { timeout: 8000 });
    await expect(heading.closest('[role="status"]')).toHaveTextContent(
      'Stake confirmedYou will receive approximately 1.4286 LST tokensThey are in your wallet as evgSOL.',
    );
    await waitFor(() => expect(card(canvasElement).getByLabelText('Stake Amount')).toHaveValue(''));
    await expect(card(canvasElement).getByRole('button', { name: 'Start Staking' })).toBeDisabled();
    await expect(card(canvasElement).getByRole('button', { name: 'Stake again' })).toBeVisible();
    // The demo's transaction is on no explorer: the card says so instead of linking to one.
    await expect(card(canvasElement).getByText(DEMO_TRANSACTION)).toBeInTheDocument();
    await expect(card(canvasElement).queryByRole('link', { name: 'View transaction in the explorer' })).toBeNull();
  },
};

export const QuoteFailed: Story = {
  parameters: { demo: { faults: [['aggregator-quote', 'error']] } },
  play: async ({ canvasElement }) => {
    await startStaking(canvasElement);
    const alert = await card(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('Failed to get swap quote. Please try again.');
  },
};

export const TransactionFailed: Story = {
  parameters: { demo: { faults: [['rpc-status', 'tx-error']] } },
  play: async ({ canvasElement }) => {
    await startStaking(canvasElement);
    const alert = await card(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent(/^Transaction failed: /);
    await expect(within(alert).getByText(DEMO_TRANSACTION)).toBeInTheDocument();
  },
};

/** The RPC said the blockhash is no longer valid and the transaction left no trace: only then "not charged". */
export const Expired: Story = {
  parameters: { demo: { faults: [['rpc-status', 'never-lands']] } },
  play: async ({ canvasElement }) => {
    await startStaking(canvasElement);
    const alert = await card(canvasElement).findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('The transaction expired before it was confirmed. You were not charged.');
  },
};

export const SendRefused: Story = {
  parameters: { demo: { faults: [['rpc-send', 'refuse']] } },
  play: async ({ canvasElement }) => {
    await startStaking(canvasElement);
    const alert = await card(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent(
      'The Solana RPC refused the transaction: Transaction signature verification failure. Nothing was sent.',
    );
    await expect(within(alert).queryByRole('link')).toBeNull();
  },
};

export const CancelledInWallet: Story = {
  parameters: { wallet: { status: 'connected', signing: 'reject' } },
  play: async ({ canvasElement }) => {
    await startStaking(canvasElement);
    await findStatus(canvasElement, 'Staking cancelled in your wallet. Nothing was sent.');
    await expect(card(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const NotConnected: Story = {
  parameters: { wallet: { status: 'no-wallet' } },
  play: async ({ canvasElement }) => {
    await startStaking(canvasElement);
    await expect(await card(canvasElement).findByRole('alert')).toHaveTextContent('Please connect your wallet first');
    // The card's own way to connect, beside the spec's alert.
    await expect(card(canvasElement).getByRole('button', { name: 'Connect' })).toBeInTheDocument();
  },
};

export const InvalidAmount: Story = {
  play: async ({ canvasElement }) => {
    await startStaking(canvasElement, '1,5');
    await expect(card(canvasElement).getByText('Use a dot (.) as the decimal separator, for example 1.5')).toBeInTheDocument();
    await expect(await card(canvasElement).findByRole('alert')).toHaveTextContent('Please enter a valid stake amount');
  },
};

export const InsufficientSol: Story = {
  play: async ({ canvasElement }) => {
    await startStaking(canvasElement, '100');
    await expect(await card(canvasElement).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(/^Insufficient SOL/);
  },
};

export const InvalidMint: Story = {
  args: { mint: 'not-a-mint' },
  play: async ({ canvasElement }) => {
    await expect(await card(canvasElement).findByRole('alert')).toHaveTextContent('This widget has no valid token mint address.');
  },
};

/** The RPC serves another network than the widget's cluster: nothing is quoted, nothing can be sent. */
export const WrongNetwork: Story = {
  parameters: { demo: { faults: [['rpc-genesis', 'mismatch']] } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const alert = await card(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('This widget is set up for Solana mainnet-beta, but its RPC serves another network.');
    await userEvent.type(card(canvasElement).getByLabelText('Stake Amount'), '1');
    await expect(card(canvasElement).getByRole('button', { name: 'Start Staking' })).toBeDisabled();
  },
};

/** The aggregator wants an API key: the message names the setting to fix. */
export const AggregatorKeyRefused: Story = {
  parameters: { demo: { faults: [['aggregator-quote', 'unauthorized']] } },
  play: async ({ canvasElement }) => {
    await startStaking(canvasElement);
    const alert = await card(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('The aggregator refused the request: set aggregator-api-key.');
  },
};

export const ListFailed: Story = {
  parameters: { demo: { faults: [['lst-list', 'error']] } },
  play: async ({ canvasElement }) => {
    // The spec's 'Failed to fetch LSTs' is logged; a staker reads plain words.
    await waitFor(() => expect(card(canvasElement).getByRole('alert')).toHaveTextContent('Could not load the list of tokens.'), {
      timeout: 5000,
    });
    await expect(card(canvasElement).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** `lang="de"`: German words, and the staker types "1,5" for exactly 1.5 SOL; amounts show the German way. */
export const German: Story = {
  args: { lang: 'de' },
  play: async ({ canvasElement }) => {
    await card(canvasElement).findByRole('heading', { name: 'SOL für evgSOL staken' }, { timeout: 5000 });
    const input = card(canvasElement).getByLabelText('Stake-Betrag');
    await expect(input).toHaveAttribute('placeholder', '0,0');
    await userEvent.type(input, '1,5');
    await findStatus(canvasElement, 'Sie erhalten ≈ 1,4286 evgSOL');
    await findStatus(canvasElement, 'Guthaben: 100 SOL');
  },
};

/** German refuses a dot: "1.5" might be one and a half or fifteen hundred, so it is never guessed. */
export const GermanRefusesADot: Story = {
  args: { lang: 'de' },
  play: async ({ canvasElement }) => {
    await card(canvasElement).findByRole('heading', { name: 'SOL für evgSOL staken' }, { timeout: 5000 });
    const input = card(canvasElement).getByLabelText('Stake-Betrag');
    await userEvent.type(input, '1.000,5');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await findStatus(canvasElement, 'Verwenden Sie ein Komma (,) als Dezimaltrennzeichen, zum Beispiel 1,5');
  },
};

/** `lang="es"` after a stake: the outcome in Spanish too. */
export const SpanishSuccess: Story = {
  args: { lang: 'es' },
  play: async ({ canvasElement }) => {
    await card(canvasElement).findByRole('heading', { name: 'Haz staking de SOL por evgSOL' }, { timeout: 5000 });
    await userEvent.type(card(canvasElement).getByLabelText('Cantidad a hacer staking'), '1,5');
    await userEvent.click(card(canvasElement).getByRole('button', { name: 'Empezar staking' }));
    await findStatus(canvasElement, 'Recibirás aproximadamente 1,4286 tokens LST');
  },
};

/** `lang="zh"`: the guard's refusal is translated as well. */
export const ChineseRefusedByTheGuard: Story = {
  args: { lang: 'zh' },
  parameters: { demo: { faults: [['aggregator-swap', 'drain']] } },
  play: async ({ canvasElement }) => {
    await card(canvasElement).findByRole('heading', { name: '质押 SOL 获取 evgSOL' }, { timeout: 5000 });
    await userEvent.type(card(canvasElement).getByLabelText('质押数量'), '1.5');
    await userEvent.click(card(canvasElement).getByRole('button', { name: '开始质押' }));
    const alert = await card(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('兑换服务提供的交易不是你要求的质押。没有签署任何内容。');
    await expect(alert).toHaveTextContent('其交易将 SOL 发送到不属于你的地址。');
  },
};

/** `labels`: a project's own words for some texts, the rest in the card's language. */
export const OwnLabels: Story = {
  args: { lang: 'de', labels: { title: '{symbol} kaufen', submit: 'Jetzt staken' } },
  play: async ({ canvasElement }) => {
    await card(canvasElement).findByRole('heading', { name: 'evgSOL kaufen' }, { timeout: 5000 });
    await expect(card(canvasElement).getByRole('button', { name: 'Jetzt staken' })).toBeDisabled();
    await expect(card(canvasElement).getByText('Stake-Betrag')).toBeVisible();
  },
};

// A stake pool's card: canSOL is a SanctumSpl pool on the demo chain, so its stake is a direct deposit.
const canSol = demoProjects[1]!;
const poolCard = async (canvasElement: HTMLElement, value = '1.5') => {
  await card(canvasElement).findByRole('heading', { name: 'Stake SOL for canSOL' }, { timeout: 5000 });
  const input = card(canvasElement).getByLabelText('Stake Amount');
  await userEvent.clear(input);
  await userEvent.type(input, value);
};

/** A pool's token: the exact amount at the pool's rate, the route, and the pool's rate and fees; no quote service asked. */
export const DirectDeposit: Story = {
  args: { mint: canSol.mint },
  play: async ({ canvasElement }) => {
    await poolCard(canvasElement);
    await findStatus(canvasElement, 'You receive 1.3865 canSOL');
    await expect(card(canvasElement).getByText('Direct deposit into the pool')).toBeVisible();
    await expect(card(canvasElement).getByText(/^1 canSOL = \d+\.\d{4} SOL$/)).toBeVisible();
  },
};

/** The deposit sent and confirmed: what arrived is exactly the figure shown before. */
export const DirectDepositSuccess: Story = {
  args: { mint: canSol.mint },
  play: async ({ canvasElement }) => {
    await poolCard(canvasElement);
    await findStatus(canvasElement, 'You receive 1.3865 canSOL');
    await userEvent.click(card(canvasElement).getByRole('button', { name: 'Start Staking' }));
    await findStatus(canvasElement, 'You will receive approximately 1.3865 LST tokens');
  },
};

/**
 * The pool is not updated for this epoch yet: the card puts the pool's permissionless update in front of
 * the deposit, in the same transaction, and the figure is the pool as the update leaves it, exactly.
 */
export const PoolUpdatedInFront: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: { faults: [['rpc-pool', 'stale']] } },
  play: async ({ canvasElement }) => {
    await poolCard(canvasElement);
    await findStatus(canvasElement, 'Direct deposit into the pool');
    const shown = await findStatus(canvasElement, /^You receive [\d.]+ canSOL$/);
    const figure = shown.textContent!.replace('You receive ', '').replace(' canSOL', '');
    await userEvent.click(card(canvasElement).getByRole('button', { name: 'Start Staking' }));
    await findStatus(canvasElement, `You will receive approximately ${figure} LST tokens`);
  },
};

const poolRefusal = (fault: Fault, text: string): Story => ({
  args: { mint: canSol.mint },
  parameters: {
    demo: {
      faults: [
        ['rpc-pool', fault],
        ['aggregator-quote', 'error'],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await poolCard(canvasElement);
    await findStatus(canvasElement, text);
  },
});

/** The pool takes SOL only from its deposit authority, and no swap is on offer. */
export const PoolClosedToDeposits = poolRefusal(
  'deposit-authority',
  "canSOL's pool takes SOL only from its own deposit authority, so it cannot be staked into here.",
);

/**
 * The pool keeps 99 % of what a holder takes out: its token is refused for every route, the swap
 * included (the aggregator quotes as usual here), in words with the figure, before anything is built.
 */
export const PoolExitFeeRefused: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: { faults: [['rpc-pool', 'exit-fee']] } },
  play: async ({ canvasElement }) => {
    await poolCard(canvasElement);
    await findStatus(canvasElement, "canSOL's pool keeps 99 % of what you take out. We will not stake into it.");
  },
};

/**
 * The pool account cannot be read as a stake pool, and the aggregator quotes half the market: the
 * swap quote service is asked, the quote is more than 1 % short of its figure, and no offer is shown.
 * Clicking says why, with both figures.
 */
export const PoolUnreadableLowQuote: Story = {
  args: { mint: canSol.mint },
  parameters: {
    demo: {
      faults: [
        ['rpc-pool', 'unreadable'],
        ['aggregator-quote', 'half-quote'],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await poolCard(canvasElement);
    await findStatus(canvasElement, "canSOL's pool on the Solana network is not the one the list names, so we will not deposit into it.");
    await userEvent.click(card(canvasElement).getByRole('button', { name: 'Start Staking' }));
    await findStatus(canvasElement, 'The swap service offered a transaction that is not the stake you asked for. Nothing was signed.');
    await expect(card(canvasElement).getByText(/more than 1 % below the [\d.]+ canSOL you were shown/)).toBeVisible();
  },
};

/** The chain's pool account is not the one the list names (another program's), and no swap is on offer. */
export const PoolNotTheListed = poolRefusal(
  'wrong-program',
  "canSOL's pool on the Solana network is not the one the list names, so we will not deposit into it.",
);
