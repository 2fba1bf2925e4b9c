import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StakeCard } from '../widget/react/StakeCard';
import { demoProjects } from '../demo/demoProjects';
import { STAKE_ACCOUNT_RENT } from '../demo/stakePoolAccounts';
import { cardDecorators, type DemoParameters } from './support/storySetup';

const evergreen = demoProjects[0]!;
type DemoChainOf = Parameters<NonNullable<DemoParameters['onChain']>>[0];

/** The card's way out: its Unstake tab, on the demo's pools. */
const meta = {
  title: 'Widget/UnstakeTab',
  component: StakeCard,
  decorators: cardDecorators,
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

// The way out on the demo chain, after a stake through the same card so the wallet holds the LST:
// canSOL is a SanctumSpl pool the demo chain holds, so every way out is there (the pool's instant exit
// from its reserve, a stake account split from its validator, and the demo aggregator's swap back).
const canSol = demoProjects.find((project) => project.symbol === 'canSOL')!;
/** Short service latency: each story stakes first, then unstakes, over a few dozen demo requests. */
const quick = { latencyMs: 20 };
const findText = (canvasElement: HTMLElement, text: string | RegExp) => card(canvasElement).findByText(text, {}, { timeout: 8000 });

/** Stakes `sol` through the card's Stake tab, then opens the Unstake tab and types `amount` of canSOL. */
async function stakeThenUnstake(canvasElement: HTMLElement, { sol = '3', amount = '2' } = {}) {
  await card(canvasElement).findByRole('heading', { name: 'Stake SOL for canSOL' }, { timeout: 5000 });
  await userEvent.type(card(canvasElement).getByLabelText('Stake Amount'), sol);
  await findText(canvasElement, /^You receive [\d.]+ canSOL$/);
  await userEvent.click(card(canvasElement).getByRole('button', { name: 'Start Staking' }));
  await findText(canvasElement, 'Stake confirmed');
  await userEvent.click(card(canvasElement).getByRole('tab', { name: 'Unstake' }));
  // What the staker holds is read (the presets are enabled); the card's shell says it, once.
  await waitFor(() => expect(card(canvasElement).getByRole('button', { name: 'Max' })).toBeEnabled(), { timeout: 8000 });
  if (amount === 'max') await userEvent.click(card(canvasElement).getByRole('button', { name: 'Max' }));
  else await userEvent.type(card(canvasElement).getByLabelText('Unstake Amount'), amount);
}

/** The ways out as offered, once every route answered: their visible words, in the card's order. */
async function offers(canvasElement: HTMLElement, count: number) {
  const group = await card(canvasElement).findByRole('group', { name: 'Ways out' }, { timeout: 8000 });
  await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(count), { timeout: 8000 });
  return within(group);
}

const pick = async (canvasElement: HTMLElement, count: number, name: RegExp) => {
  const group = await offers(canvasElement, count);
  await userEvent.click(group.getByRole('radio', { name }));
  await expect(group.getByRole('radio', { name })).toBeChecked();
};

// Each way out's card, by its accessible name: its time, its figure and why one would pick it.
const INSTANT = /^Now [\d.]+ SOL From the pool's reserve/;
const STAKE_ACCOUNT = /^In about [\w ]+ [\d.]+ SOL The pool's own rate/;
const SWAP = /^Now [\d.]+ SOL Through a swap/;

/** The button names the choice: "Unstake instantly", "Unstake now, SOL in about 27 hours" ("Start Unstaking" while there is none). */
const SUBMIT = /^(Unstake (instantly|now, SOL in about [\w ]+|to a stake account)|Start Unstaking)$/;
const unstakeClick = (canvasElement: HTMLElement) => userEvent.click(card(canvasElement).getByRole('button', { name: SUBMIT }));

/**
 * After a stake: the ways out as radio cards (instant, a stake account, the swap back), each with its
 * time, its figure, why one would pick it, its fee and its rate; the most SOL now chosen, and the
 * button named for it.
 */
export const OffersSideBySide: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: quick },
  play: async ({ canvasElement }) => {
    await stakeThenUnstake(canvasElement);
    const group = await offers(canvasElement, 3);
    await expect(group.getByRole('radio', { name: INSTANT })).toBeChecked();
    await expect(group.getByRole('radio', { name: STAKE_ACCOUNT })).not.toBeChecked();
    await expect(group.getByRole('radio', { name: SWAP })).not.toBeChecked();
    await expect(group.getAllByText(/^1 canSOL gives [\d.]+ SOL this way$/)).toHaveLength(3);
    await expect(group.getAllByText('Fee 0.1 %')).toHaveLength(2);
    await expect(card(canvasElement).getByRole('button', { name: 'Unstake instantly' })).toBeEnabled();
  },
};

/** The staker chooses the stake account instead: it is the one checked, and the button names its wait. */
export const ChooseAnotherOffer: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: quick },
  play: async ({ canvasElement }) => {
    await stakeThenUnstake(canvasElement);
    await pick(canvasElement, 3, STAKE_ACCOUNT);
    const group = await offers(canvasElement, 3);
    await expect(group.getByRole('radio', { name: INSTANT })).not.toBeChecked();
    await expect(card(canvasElement).getByRole('button', { name: /^Unstake now, SOL in about [\w ]+$/ })).toBeEnabled();
  },
};

/** The swap back chosen: no pool fee, its cost in its rate; the button unstakes instantly. */
export const ChooseSwapBack: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: quick },
  play: async ({ canvasElement }) => {
    await stakeThenUnstake(canvasElement);
    await pick(canvasElement, 3, SWAP);
    await findText(canvasElement, "Fee: in the swap's rate");
    await expect(card(canvasElement).getByRole('button', { name: 'Unstake instantly' })).toBeEnabled();
  },
};

/**
 * All of it (Max): every way out closes the emptied canSOL account in the same transaction (the swap
 * back appends the close to the aggregator's), so the rent that comes back is said once, under the
 * choices. After the instant exit, the rent is back in the wallet.
 */
export const UnstakeAllClosesAccount: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: quick },
  play: async ({ canvasElement }) => {
    await stakeThenUnstake(canvasElement, { amount: 'max' });
    const group = await offers(canvasElement, 3);
    await waitFor(() => expect(group.getAllByText(/^\+[\d.]+ SOL from closing your empty canSOL account$/)).toHaveLength(1), {
      timeout: 8000,
    });
    await unstakeClick(canvasElement);
    await findText(canvasElement, /^Your empty canSOL account is closed: its [\d.]+ SOL is back in your wallet\.$/);
  },
};

/** The choice on a phone (390 px): compact cards, the button in view with them. */
export const ChoicesOnPhone: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: quick },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: OffersSideBySide.play,
};

/** The choices in the dark theme (`theme="dark"`): the selected card tinted, its text the accent. */
export const ChoicesDark: Story = {
  args: { mint: canSol.mint, theme: 'dark' },
  parameters: { demo: quick },
  play: ChooseAnotherOffer.play,
};

/** All of it, in the dark theme on a phone: the close line under the choices. */
export const UnstakeAllDarkPhone: Story = {
  args: { mint: canSol.mint, theme: 'dark' },
  parameters: { demo: quick },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: UnstakeAllClosesAccount.play,
};

/** Instant from the reserve: sent, confirmed, and the SOL received said. */
export const InstantSuccess: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: quick },
  play: async ({ canvasElement }) => {
    await stakeThenUnstake(canvasElement);
    await offers(canvasElement, 3);
    await unstakeClick(canvasElement);
    await findText(canvasElement, /^Unstaked: [\d.]+ SOL is in your wallet$/);
    await expect(card(canvasElement).getByRole('button', { name: 'Unstake again' })).toBeVisible();
  },
};

/** The swap back, on the demo aggregator: the SOL arrives now. */
export const SwapBackSuccess: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: quick },
  play: async ({ canvasElement }) => {
    await stakeThenUnstake(canvasElement);
    await pick(canvasElement, 3, SWAP);
    await unstakeClick(canvasElement);
    await findText(canvasElement, /^Unstaked: [\d.]+ SOL is in your wallet$/);
  },
};

/** A stake account: the card says it becomes SOL after it is deactivated, and lists it with Deactivate. */
export const StakeAccountSuccess: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: quick },
  play: async ({ canvasElement }) => {
    await stakeThenUnstake(canvasElement);
    await pick(canvasElement, 3, STAKE_ACCOUNT);
    await unstakeClick(canvasElement);
    // One figure and one wait: what the account holds for the staker to withdraw, as the list says it.
    const said = await findText(
      canvasElement,
      /^Unstaked into a new stake account holding [\d.]+ SOL\. Deactivate it below, and you can withdraw it in about [\w ]+\.$/,
    );
    const figure = /holding ([\d.]+) SOL/.exec(said.textContent!)![1]!;
    const list = await card(canvasElement).findByRole('region', { name: 'Your stake accounts' }, { timeout: 8000 });
    await expect(
      await within(list).findByText(new RegExp(`^${figure.replace('.', '\\.')} SOL staked: deactivate it, and it is SOL in `)),
    ).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'Deactivate' })).toBeEnabled();
  },
};

/**
 * A pool whose list records its validator at its floor (as one just launched from our launch page):
 * the stake account is split from the reserve, never delegated. Its card says "Now", the button
 * "Unstake to a stake account", and the success that it can be withdrawn now, with what it holds.
 */
export const StakeAccountFromReserveSuccess: Story = {
  args: { mint: canSol.mint },
  parameters: {
    demo: {
      ...quick,
      onChain(chain: DemoChainOf) {
        const pool = [...chain.pools.values()].find((held) => held.poolMint === canSol.mint)!;
        const list = chain.accounts.get(pool.validatorList)!.data;
        new DataView(list.buffer, list.byteOffset).setBigUint64(9, STAKE_ACCOUNT_RENT + 1_000_000n, true);
      },
    },
  },
  play: async ({ canvasElement }) => {
    await stakeThenUnstake(canvasElement);
    await pick(
      canvasElement,
      3,
      /^Now [\d.]+ SOL The pool's own rate, with no swap: a stake account, not staked, that you withdraw at once$/,
    );
    await userEvent.click(card(canvasElement).getByRole('button', { name: 'Unstake to a stake account' }));
    const said = await findText(
      canvasElement,
      /^Unstaked into a new stake account holding [\d.]+ SOL\. It is not staked: you can withdraw it below now\.$/,
    );
    const figure = /holding ([\d.]+) SOL/.exec(said.textContent!)![1]!;
    const list = await card(canvasElement).findByRole('region', { name: 'Your stake accounts' }, { timeout: 8000 });
    await expect(await within(list).findByText(new RegExp(`^${figure.replace('.', '\\.')} SOL`))).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  },
};

/** Deactivate pressed: the account cools down until the epoch ends, and says when it is SOL. */
export const StakeAccountDeactivating: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: quick },
  play: async ({ canvasElement }) => {
    await stakeThenUnstake(canvasElement);
    await pick(canvasElement, 3, STAKE_ACCOUNT);
    await unstakeClick(canvasElement);
    const list = await card(canvasElement).findByRole('region', { name: 'Your stake accounts' }, { timeout: 8000 });
    await userEvent.click(await within(list).findByRole('button', { name: 'Deactivate' }, { timeout: 8000 }));
    await within(list).findByText(/^[\d.]+ SOL deactivating: SOL in /, {}, { timeout: 8000 });
    await expect(within(list).queryByRole('button', { name: /Deactivate|Withdraw/ })).toBeNull();
  },
};

/** With `rpc-clock:epoch-ends` every landed transaction ends the demo epoch: deactivated, then Withdraw. */
export const StakeAccountWithdraw: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: { ...quick, faults: [['rpc-clock', 'epoch-ends']] } },
  play: async ({ canvasElement }) => {
    await stakeThenUnstake(canvasElement);
    await pick(canvasElement, 3, STAKE_ACCOUNT);
    await unstakeClick(canvasElement);
    const list = await card(canvasElement).findByRole('region', { name: 'Your stake accounts' }, { timeout: 8000 });
    await userEvent.click(await within(list).findByRole('button', { name: 'Deactivate' }, { timeout: 8000 }));
    const ready = await within(list).findByText(/^[\d.]+ SOL ready to withdraw$/, {}, { timeout: 8000 });
    const figure = ready.textContent!.split(' ')[0]!;
    await userEvent.click(within(list).getByRole('button', { name: 'Withdraw' }));
    // Withdrawn: the account is gone, the SOL in the wallet (the same figure), the transaction named as the demo's.
    await within(list).findByText(`${figure} SOL is in your wallet`, {}, { timeout: 8000 });
    await within(list).findByText('A demo transaction: no explorer has it.', {}, { timeout: 8000 });
    await waitFor(() => expect(within(list).queryByText(/SOL ready to withdraw$/)).toBeNull(), { timeout: 8000 });
    // The unstake's own message (deactivate it, then withdraw) is done with.
    await expect(card(canvasElement).queryByText(/^Unstaked into a new stake account/)).toBeNull();
  },
};

/**
 * `rpc-pool:exit-fee` once the stake landed (the pool raised its fee after the staker went in): it keeps
 * 99 %; the swap back pays most now, and the pool's own exit asks to confirm the fee.
 */
export const ConfirmFeeAboveCap: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: { ...quick, faultsAfterFirstLanding: [['rpc-pool', 'exit-fee']] } },
  play: async ({ canvasElement }) => {
    await stakeThenUnstake(canvasElement);
    const group = await offers(canvasElement, 3);
    await expect(group.getByRole('radio', { name: SWAP })).toBeChecked();
    await pick(canvasElement, 3, INSTANT);
    await unstakeClick(canvasElement);
    const dialog = await card(canvasElement).findByRole('alertdialog', {}, { timeout: 8000 });
    await expect(dialog).toHaveTextContent('Please confirm these figures before your wallet is asked:');
    await expect(dialog).toHaveTextContent(/canSOL's pool takes a withdrawal fee of 99 %, above the [\d.]+ % cap\./);
    await expect(within(dialog).getByRole('button', { name: 'Unstake anyway' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

/** `aggregator-quote:cheap-swap-back`: the swap back 2 % under the pool's own figure; both figures to confirm. */
export const ConfirmSwapBelowPool: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: { ...quick, faults: [['aggregator-quote', 'cheap-swap-back']] } },
  play: async ({ canvasElement }) => {
    await stakeThenUnstake(canvasElement);
    await pick(canvasElement, 3, SWAP);
    await unstakeClick(canvasElement);
    const dialog = await card(canvasElement).findByRole('alertdialog', {}, { timeout: 8000 });
    await expect(dialog).toHaveTextContent(/The swap gives at least [\d.]+ SOL; the pool itself would pay [\d.]+ SOL now\./);
  },
};

/** Cancelled in the wallet (it signed the stake, then refuses the unstake): nothing sent. */
export const UnstakeCancelled: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: quick, wallet: { status: 'connected', refuseAfter: 1 } },
  play: async ({ canvasElement }) => {
    await stakeThenUnstake(canvasElement);
    await offers(canvasElement, 3);
    await unstakeClick(canvasElement);
    await findText(canvasElement, 'Unstaking cancelled in your wallet. Nothing was sent.');
  },
};

/** `aggregator-swap:over-take`: the swap back's route would take twice the LST shown; the guard refuses it, nothing signed. */
export const UnstakeFailed: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: { ...quick, faults: [['aggregator-swap', 'over-take']] } },
  play: async ({ canvasElement }) => {
    await stakeThenUnstake(canvasElement, { amount: '1' });
    await pick(canvasElement, 3, SWAP);
    await unstakeClick(canvasElement);
    const alert = await card(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent(
      'The swap service offered a transaction that is not the swap back you asked for. Nothing was signed.',
    );
    await expect(alert).toHaveTextContent(/It would take 2 canSOL from your accounts, more than the 1 canSOL you chose to unstake/);
  },
};

/** `rpc-pool:empty-reserve`: no instant offer, and the card says why; the stake account and the swap back remain, the swap chosen. */
export const EmptyReserve: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: { ...quick, faults: [['rpc-pool', 'empty-reserve']] } },
  play: async ({ canvasElement }) => {
    await stakeThenUnstake(canvasElement);
    const group = await offers(canvasElement, 2);
    await expect(group.queryByRole('radio', { name: INSTANT })).toBeNull();
    await expect(group.getByRole('radio', { name: SWAP })).toBeChecked();
    await expect(
      card(canvasElement).getByText("canSOL's pool reserve cannot pay this much at once now: take a stake account or swap back."),
    ).toBeVisible();
  },
};

/**
 * `rpc-holdings:outside-account` once the stake landed: half the staker's canSOL sits in a second token
 * account of theirs. The presets and the balance count the main account (the one every way out burns
 * from); the rest is said apart, and more than the main account holds is said in words at the click.
 */
export const HeldElsewhere: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: { ...quick, faultsAfterFirstLanding: [['rpc-holdings', 'outside-account']] } },
  play: async ({ canvasElement }) => {
    // 3 SOL buy about 2.77 canSOL: 2 is more than the main account's half, less than all of it.
    await stakeThenUnstake(canvasElement);
    await findText(
      canvasElement,
      /^[\d.]+ canSOL more is in your other canSOL accounts: unstaking takes only from your main one\. Send it there from your wallet to unstake it\.$/,
    );
    await offers(canvasElement, 3);
    await unstakeClick(canvasElement);
    const alert = await card(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent(
      /^Your main canSOL account holds [\d.]+ canSOL: not enough for this amount\.[\d.]+ canSOL more is in your other canSOL accounts: unstaking takes only from your main one\. Send it there from your wallet to unstake it\.$/,
    );
    // Max is all of the main account: about half of the 2.77 canSOL the position counts, under the 2 that was short.
    await userEvent.click(card(canvasElement).getByRole('button', { name: 'Max' }));
    const field = card(canvasElement).getByLabelText('Unstake Amount') as HTMLInputElement;
    await waitFor(() => expect(Number(field.value) > 1 && Number(field.value) < 2).toBe(true));
  },
};

/**
 * `aggregator-quote:inflated-swap-back`: the swap back claims twice what the market pays, so it is the
 * default; at the click the guard refuses it and the next way out paid now is built instead.
 */
export const RefusedDefaultHandsOver: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: { ...quick, faults: [['aggregator-quote', 'inflated-swap-back']] } },
  play: async ({ canvasElement }) => {
    await stakeThenUnstake(canvasElement);
    const group = await offers(canvasElement, 3);
    await expect(group.getByRole('radio', { name: SWAP })).toBeChecked();
    await unstakeClick(canvasElement);
    await findText(canvasElement, /^Unstaked: [\d.]+ SOL is in your wallet$/);
  },
};

/** The same swap back picked by the staker: refused, nothing signed, and the card asks them to pick another (the next is checked). */
export const RefusedPickPickAnother: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: { ...quick, faults: [['aggregator-quote', 'inflated-swap-back']] } },
  play: async ({ canvasElement }) => {
    await stakeThenUnstake(canvasElement);
    await pick(canvasElement, 3, SWAP);
    await unstakeClick(canvasElement);
    const alert = await card(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent(
      'The swap service offered a transaction that is not the swap back you asked for. Nothing was signed.',
    );
    await findText(canvasElement, 'Pick another way out above, then unstake again.');
    const group = await offers(canvasElement, 3);
    await expect(group.getByRole('radio', { name: INSTANT })).toBeChecked();
  },
};

/** `rpc-pool:error` once the stake landed: the pool cannot be read, and the Unstake tab says so in its own words. */
export const PoolUnreadable: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: { ...quick, faultsAfterFirstLanding: [['rpc-pool', 'error']] } },
  play: async ({ canvasElement }) => {
    await stakeThenUnstake(canvasElement);
    const unreadable =
      "canSOL's pool could not be read on the Solana RPC just now, so no way out can be priced. Please try again in a moment.";
    await findText(canvasElement, unreadable);
    await unstakeClick(canvasElement);
    const alert = await card(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent(unreadable);
  },
};

// Swap backs the guard refuses for what they leave in the staker's accounts, each with its own words
// under the card's refusal (the demo aggregator builds them; the guard judges the demo RPC's simulation).
const refusedSwapBack = 'The swap service offered a transaction that is not the swap back you asked for. Nothing was signed.';

/** Picks the swap back, presses Start Unstaking, and checks the refusal and its reason. */
async function swapBackRefused(canvasElement: HTMLElement, reason: RegExp, headline: string | RegExp = refusedSwapBack) {
  await pick(canvasElement, 3, SWAP);
  await unstakeClick(canvasElement);
  const alert = await card(canvasElement).findByRole('alert', {}, { timeout: 8000 });
  await expect(alert).toHaveTextContent(headline);
  await expect(alert).toHaveTextContent(reason);
}

/** `aggregator-swap:opens-account`: the swap back also opens a USDC account in the staker's name, their SOL its rent. */
export const RefusedOpensAccount: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: { ...quick, faults: [['aggregator-swap', 'opens-account']] } },
  play: async ({ canvasElement }) => {
    await stakeThenUnstake(canvasElement);
    await swapBackRefused(canvasElement, /It would open a USDC account in your name that this does not need, with your SOL as its rent\./);
  },
};

/** `aggregator-swap:locks-sol`: the swap back pays into the staker's wrapped SOL account and never unwraps it. */
export const RefusedLocksSol: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: { ...quick, faults: [['aggregator-swap', 'locks-sol']] } },
  play: async ({ canvasElement }) => {
    await stakeThenUnstake(canvasElement);
    await swapBackRefused(canvasElement, /It would lock [\d.]+ SOL in a token account, out of your wallet’s reach\./);
  },
};

/**
 * `aggregator-swap:delegated-wsol`: the staker's wrapped SOL account has an old approval to a stranger;
 * the swap back pays its SOL into it unsynced and leaves it open.
 */
export const RefusedExposedToDelegate: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: { ...quick, faults: [['aggregator-swap', 'delegated-wsol']] } },
  play: async ({ canvasElement }) => {
    await stakeThenUnstake(canvasElement);
    await swapBackRefused(canvasElement, /It would put [\d.]+ SOL into your wSOL account, which \S+ may spend\./);
  },
};

/**
 * `aggregator-swap:route-close`: all the canSOL unstaked (Max), the swap back's route closes the emptied
 * account inside itself, its rent to a stranger; the demo RPC does not report what the route invoked.
 */
export const RefusedClosesUnreported: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: { ...quick, faults: [['aggregator-swap', 'route-close']] } },
  play: async ({ canvasElement }) => {
    await stakeThenUnstake(canvasElement);
    await userEvent.click(card(canvasElement).getByRole('button', { name: 'Max' }));
    // What the node could not show is said as such: no service is blamed for it.
    await swapBackRefused(
      canvasElement,
      /It would close your canSOL account, and the Solana RPC did not report where its SOL goes\./,
      'The Solana RPC could not show everything this transaction would do, so it was not sent. Nothing was signed.',
    );
  },
};

/**
 * `aggregator-swap:near-cap`: all the canSOL unstaked (Max) by the swap back, which is priced at the edge
 * of the guard's priority fee cap: the close the card appends would take it over, so it goes as the
 * aggregator built it. Before the wallet is asked, the staker confirms the promised rent staying in the
 * account; the success then says the empty account stays open, its rent still the staker's.
 */
export const SwapBackLeavesAccountOpen: Story = {
  args: { mint: canSol.mint },
  parameters: { demo: { ...quick, faults: [['aggregator-swap', 'near-cap']] } },
  play: async ({ canvasElement }) => {
    await stakeThenUnstake(canvasElement, { amount: 'max' });
    const group = await offers(canvasElement, 3);
    await userEvent.click(group.getByRole('radio', { name: /Through a swap/ }));
    await unstakeClick(canvasElement);
    await findText(
      canvasElement,
      /^This swap's transaction has no room to close your empty canSOL account: its [\d.]+ SOL stays there, still yours, and your wallet app can close it\.$/,
    );
    await userEvent.click(card(canvasElement).getByRole('button', { name: 'Unstake anyway' }));
    await findText(
      canvasElement,
      /^Your empty canSOL account stays open: its [\d.]+ SOL is still yours there, and your wallet app can close it\.$/,
    );
  },
};
