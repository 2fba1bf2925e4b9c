import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { YourPoolView, type YourPoolViewProps } from '../site/components/pool/YourPoolView';
import type { PoolActionView } from '../site/logic/poolActionView';
import type { YourPoolState } from '../site/logic/yourPoolState';
import type { ManagedPool, PoolAction } from '../widget/manage/types';
import { Frame } from './support/storySetup';
import { STORY_ADDRESSES, STORY_PLANS, staleStoryPool, storyHarvest, storyPool, storyRun } from './YourPoolFixtures';

/**
 * "Your pool" in each of its states, drawn by the view the page uses from fabricated figures (the
 * engine's reads and runs are tested on litesvm beside it): finding and reading, no wallet, no pool,
 * the pool as its manager and as anyone else sees it, each action's plan, its run and how it ends.
 */
const meta = {
  title: 'Site/Your pool',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The view's handlers, each a spy a play function can read. */
const spies = () => ({ onAction: fn(), onSign: fn(), onClose: fn(), onOpen: fn(), onRetry: fn(), onEndEpoch: fn() });

type Spies = ReturnType<typeof spies>;

interface Setup {
  state: YourPoolState;
  action?: PoolActionView | null;
  connected?: boolean;
  demo?: boolean;
  width?: number;
}

/** A story of the view in `setup`; `play` gets the canvas and the handlers' spies. */
function poolStory(setup: Setup, play: (canvas: ReturnType<typeof within>, spy: Spies) => Promise<void>): Story {
  const spy = spies();
  const props: YourPoolViewProps = {
    state: setup.state,
    action: setup.action ?? null,
    connected: setup.connected ?? true,
    cluster: 'mainnet-beta',
    handlers: { onAction: spy.onAction, onSign: spy.onSign, onClose: spy.onClose },
    onOpen: spy.onOpen,
    onRetry: spy.onRetry,
    onEndEpoch: setup.demo ? spy.onEndEpoch : undefined,
  };
  return {
    render: () =>
      setup.width ? (
        <Frame width={setup.width}>
          <YourPoolView {...props} />
        </Frame>
      ) : (
        <YourPoolView {...props} />
      ),
    play: async ({ canvasElement }) => {
      for (const handler of Object.values(spy)) handler.mockClear();
      await play(within(canvasElement), spy);
    },
  };
}

const ready = (pool: ManagedPool, rereading = false): YourPoolState => ({ status: 'ready', pool, rereading });

/** The panel of a run of `kind` at `moment`, with the steps before it landed. */
function running(kind: PoolAction['kind'], moment: keyof ReturnType<typeof storyRun>['states'], landed: number[] = []): PoolActionView {
  const { plan, states } = storyRun(kind);
  return { kind: 'running', action: plan.action, plan, state: states[moment], landed };
}

const planView = (kind: PoolAction['kind']): PoolActionView => ({
  kind: 'plan',
  action: STORY_PLANS[kind].action,
  plan: STORY_PLANS[kind],
});

/** The stepper's lines as read: "n of m: title (status)". */
const stepperLines = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Steps' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const section = (canvas: ReturnType<typeof within>, name: string | RegExp) => within(canvas.getByRole('region', { name }));

export const Loading = poolStory({ state: { status: 'finding' } }, async (canvas) => {
  await expect(canvas.getByRole('status')).toHaveTextContent('Looking for the pool your wallet launched…');
  await expect(canvas.getByRole('heading', { level: 1, name: 'Your pool' })).toBeVisible();
});

export const ReadingAPool = poolStory({ state: { status: 'reading' } }, async (canvas) => {
  await expect(canvas.getByRole('status')).toHaveTextContent('Reading the pool…');
});

export const NoWallet = poolStory({ state: { status: 'disconnected' }, connected: false }, async (canvas, spy) => {
  await expect(canvas.getByText(/^Connect the wallet that launched your pool/)).toBeVisible();
  // Any pool by its address, without a wallet: a wrong address is said, a right one opens.
  const field = canvas.getByLabelText('Stake pool address');
  await userEvent.type(field, 'not-an-address');
  await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
  await expect(canvas.getByText('Enter a valid Solana address')).toBeVisible();
  await expect(spy.onOpen).not.toHaveBeenCalled();
  await userEvent.clear(field);
  await userEvent.type(field, STORY_ADDRESSES.pool);
  await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
  await expect(spy.onOpen).toHaveBeenCalledWith(STORY_ADDRESSES.pool);
});

export const NoLaunchedPool = poolStory({ state: { status: 'none' } }, async (canvas) => {
  await expect(canvas.getByText('This wallet has launched no pool here.')).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Launch your pool' })).toHaveAttribute('href', '/launch');
  await expect(canvas.getByLabelText('Stake pool address')).toBeVisible();
});

export const NotAPool = poolStory(
  { state: { status: 'refused', words: `There is no stake pool at ${STORY_ADDRESSES.mint}.` } },
  async (canvas, spy) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`There is no stake pool at ${STORY_ADDRESSES.mint}.`);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(spy.onRetry).toHaveBeenCalledOnce();
  },
);

export const UpToDate = poolStory({ state: ready(storyPool()) }, async (canvas) => {
  await expect(canvas.getByRole('heading', { level: 1, name: 'Your pool: orcSOL' })).toBeVisible();
  await expect(canvas.getByText("Your wallet is this pool's manager: every action here is yours to take.")).toBeVisible();
  const epoch = section(canvas, 'Epoch 812');
  await expect(epoch.getByText(/^Up to date: the pool was updated for this epoch\./)).toBeVisible();
  await expect(epoch.queryByRole('button')).toBeNull();
  // The figures, each exact.
  const holds = section(canvas, 'What the pool holds');
  for (const figure of [
    '1250.003456789 SOL',
    '1201.23456789 orcSOL',
    '1 orcSOL = 1.040598972 SOL',
    'APY ≈ 7.1 % (last epoch)',
    '1197.777778878 orcSOL',
    '12.3456789 SOL',
  ])
    await expect(holds.getByText(figure)).toBeVisible();
  // The fees now, none scheduled.
  const fees = section(canvas, 'Fees');
  await expect(fees.getByRole('row', { name: /^Epoch fee/ })).toHaveTextContent(/5 %none$/);
  await expect(fees.getByRole('row', { name: /^SOL withdrawal fee/ })).toHaveTextContent(/0\.1 %none$/);
  // The validators, each with Remove; the forms to add one and to change a fee.
  const validators = section(canvas, 'Validators (2 of 10)');
  await expect(validators.getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
  await expect(validators.getByLabelText('Vote account')).toBeVisible();
  await expect(fees.getByLabelText('Which fee')).toBeVisible();
});

export const NeedsUpdate = poolStory({ state: ready(staleStoryPool()) }, async (canvas, spy) => {
  const epoch = section(canvas, 'Epoch 813');
  await expect(epoch.getByText(/^The pool was last updated in epoch 812: it takes no deposit until it is updated/)).toBeVisible();
  await userEvent.click(epoch.getByRole('button', { name: 'Update for this epoch' }));
  await expect(spy.onAction).toHaveBeenCalledWith({ kind: 'update' });
});

/** Anyone's wallet: the figures and "Update for this epoch", and why nothing else. */
export const NotTheManager = poolStory({ state: ready(staleStoryPool({ walletIsManager: false })) }, async (canvas) => {
  await expect(canvas.getByRole('heading', { level: 1, name: 'Stake pool: orcSOL' })).toBeVisible();
  await expect(canvas.getByText(/^Your wallet is not this pool's manager/)).toHaveTextContent(
    "Your wallet is not this pool's manager (2LwG..ZL53): you see its figures, and any wallet may update it for the epoch. Only the manager's wallet moves the harvest, adds or removes validators and changes fees.",
  );
  await expect(canvas.getByRole('button', { name: 'Update for this epoch' })).toBeEnabled();
  await expect(canvas.getAllByRole('button')).toHaveLength(1);
  await expect(canvas.queryByLabelText('Vote account')).toBeNull();
  await expect(canvas.queryByLabelText('Which fee')).toBeNull();
  await expect(section(canvas, "The manager's harvest").getByText("Only the fee account's owner moves the harvest.")).toBeVisible();
});

export const NoWalletOnAPool = poolStory({ state: ready(storyPool({ walletIsManager: false })), connected: false }, async (canvas) => {
  await expect(canvas.getByText(/^No wallet is connected as this pool's manager/)).toBeVisible();
});

export const FeeScheduled = poolStory(
  {
    state: ready(
      storyPool({
        fees: {
          ...storyPool().fees,
          epoch: {
            now: { numerator: 500n, denominator: 10_000n },
            next: { fee: { numerator: 700n, denominator: 10_000n }, fromEpoch: 814n },
          },
          solWithdrawal: {
            now: { numerator: 10n, denominator: 10_000n },
            next: { fee: { numerator: 15n, denominator: 10_000n }, fromEpoch: 814n },
          },
        },
      }),
    ),
  },
  async (canvas) => {
    const fees = section(canvas, 'Fees');
    await expect(fees.getByRole('row', { name: /^Epoch fee/ })).toHaveTextContent(/5 %7 % from epoch 814$/);
    await expect(fees.getByRole('row', { name: /^SOL withdrawal fee/ })).toHaveTextContent(/0\.1 %0\.15 % from epoch 814$/);
    await expect(fees.getByRole('row', { name: /^Stake withdrawal fee/ })).toHaveTextContent(/0\.1 %none$/);
  },
);

export const HarvestEmpty = poolStory(
  { state: ready(storyPool({ harvest: storyHarvest(0n, 0n), apy: null, apyNotKnown: 'first-epoch' })) },
  async (canvas) => {
    const harvest = section(canvas, 'Your harvest');
    await expect(harvest.getByText('0 orcSOL')).toBeVisible();
    await expect(harvest.getByText(/^Nothing to move now/)).toBeVisible();
    await expect(harvest.queryByRole('button', { name: 'Move to your wallet' })).toBeNull();
    await expect(section(canvas, 'What the pool holds').getByText('APY after its first full epoch')).toBeVisible();
  },
);

export const HarvestFull = poolStory({ state: ready(storyPool()) }, async (canvas, spy) => {
  const harvest = section(canvas, 'Your harvest');
  await expect(harvest.getByText('3.456789012 orcSOL')).toBeVisible();
  await expect(harvest.getByText(/^≈ 3\.597138214 SOL at the pool's rate/)).toBeVisible();
  await expect(harvest.getByRole('link', { name: "Unstake orcSOL on your pool's page" })).toHaveAttribute(
    'href',
    `/detail/${STORY_ADDRESSES.mint}?pool=${STORY_ADDRESSES.pool}`,
  );
  await userEvent.click(harvest.getByRole('button', { name: 'Move to your wallet' }));
  await expect(spy.onAction).toHaveBeenCalledWith({ kind: 'harvest' });
});

/** The manager adds a validator: a wrong vote account is said; a right one asks for the plan. */
export const AddValidatorForm = poolStory({ state: ready(storyPool()) }, async (canvas, spy) => {
  const validators = section(canvas, /^Validators/);
  await expect(validators.getByText(/^Adding one moves 1\.00228288 SOL from the reserve/)).toBeVisible();
  const field = validators.getByLabelText('Vote account');
  await userEvent.type(field, 'nope');
  await userEvent.click(validators.getByRole('button', { name: 'Add a validator' }));
  await expect(validators.getByText('Enter a valid Solana address')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await userEvent.clear(field);
  await userEvent.type(field, STORY_ADDRESSES.secondVote);
  await userEvent.click(validators.getByRole('button', { name: 'Add a validator' }));
  await expect(spy.onAction).toHaveBeenCalledWith({ kind: 'add-validator', vote: STORY_ADDRESSES.secondVote });
});

/** The manager stakes the reserve: all its free SOL by default; more than it can give is said; a right amount asks for the plan. */
export const StakeReserveForm = poolStory({ state: ready(storyPool()) }, async (canvas, spy) => {
  const holds = section(canvas, 'What the pool holds');
  const amount = holds.getByLabelText('SOL to stake');
  // The reserve's 12.3456789 SOL free, less the stake account's rent the reserve also pays.
  await expect(amount).toHaveValue('12.34339602');
  // The second validator has a stake on its way this epoch: only the first is offered.
  await expect(holds.getAllByRole('option')).toHaveLength(1);
  await userEvent.clear(amount);
  await userEvent.type(amount, '13');
  await userEvent.click(holds.getByRole('button', { name: 'Plan the stake' }));
  await expect(holds.getByText("At most 12.34339602 SOL: the reserve keeps its rent and pays the stake account's.")).toBeVisible();
  await userEvent.clear(amount);
  await userEvent.type(amount, '5');
  await userEvent.click(holds.getByRole('button', { name: 'Plan the stake' }));
  await expect(spy.onAction).toHaveBeenCalledWith({ kind: 'stake-reserve', vote: STORY_ADDRESSES.firstVote, lamports: 5_000_000_000n });
});

/** A stake from the reserve on its way: the validator's line says it activates, and joins at the next update. */
export const StakeActivating = poolStory(
  {
    state: ready(
      storyPool({ reserveSpendableLamports: 0n, validators: [{ ...storyPool().validators[0]!, transientLamports: 12_345_678_900n }] }),
    ),
  },
  async (canvas) => {
    const validators = section(canvas, /^Validators/);
    await expect(
      validators.getByText(/12\.3456789 SOL activating \(with its account's rent\): it joins the stake at the next epoch's update/),
    ).toBeVisible();
    // Nothing left to stake: no form.
    await expect(section(canvas, 'What the pool holds').queryByLabelText('SOL to stake')).toBeNull();
  },
);

export const StakeReservePlan = poolStory({ state: ready(storyPool()), action: planView('stake-reserve') }, async (canvas, spy) => {
  const holds = section(canvas, 'What the pool holds');
  await expect(holds.getByText(/^The stake activates at the next epoch/)).toBeVisible();
  await expect(holds.getByText(/staking 12\.34339602 SOL from the reserve with the validator/)).toBeVisible();
  await expect(holds.queryByLabelText('SOL to stake')).toBeNull();
  await userEvent.click(holds.getByRole('button', { name: 'Sign' }));
  await expect(spy.onSign).toHaveBeenCalledWith(STORY_PLANS['stake-reserve']);
});

export const StakeReserveRefused = poolStory(
  {
    state: ready(storyPool()),
    action: {
      kind: 'refused',
      action: { kind: 'stake-reserve', vote: STORY_ADDRESSES.firstVote, lamports: 500_000_000n },
      words: 'A stake from the reserve must be at least 1 SOL (the Stake program’s minimum delegation).',
    },
  },
  async (canvas, spy) => {
    const holds = section(canvas, 'What the pool holds');
    await expect(holds.getByText(/^A stake from the reserve must be at least 1 SOL/)).toBeVisible();
    await userEvent.click(holds.getByRole('button', { name: 'Close' }));
    await expect(spy.onClose).toHaveBeenCalledOnce();
  },
);

/** The manager changes a fee: beyond the cap is said, and when it takes effect; within it, the plan is asked for. */
export const ChangeFeeForm = poolStory({ state: ready(storyPool()) }, async (canvas, spy) => {
  const fees = section(canvas, 'Fees');
  await expect(fees.getByText(/^At most 20 %\. Takes effect from epoch 814/)).toBeVisible();
  const field = fees.getByLabelText('New fee (%)');
  await userEvent.type(field, '25');
  await userEvent.click(fees.getByRole('button', { name: 'Plan the change' }));
  await expect(fees.getByText("At most 20 %: stakers' cards refuse a pool that takes more.")).toBeVisible();
  await userEvent.selectOptions(fees.getByLabelText('Which fee'), 'solDeposit');
  await expect(fees.getByText('At most 1 %. A deposit fee changes at once.')).toBeVisible();
  await userEvent.selectOptions(fees.getByLabelText('Which fee'), 'epoch');
  await userEvent.clear(field);
  await userEvent.type(field, '7');
  await userEvent.click(fees.getByRole('button', { name: 'Plan the change' }));
  await expect(spy.onAction).toHaveBeenCalledWith({ kind: 'set-fee', fee: 'epoch', value: { numerator: 700n, denominator: 10_000n } });
});

export const Planning = poolStory(
  { state: ready(staleStoryPool()), action: { kind: 'planning', action: { kind: 'update' } } },
  async (canvas) => {
    await expect(section(canvas, 'Epoch 813').getByText('Reading the chain for your plan…')).toBeVisible();
    // One action at a time: the others wait.
    await expect(section(canvas, 'Your harvest').getByRole('button', { name: 'Move to your wallet' })).toBeDisabled();
  },
);

export const PlanRefused = poolStory(
  {
    state: ready(storyPool({ reserveSpendableLamports: 500_000_000n })),
    action: {
      kind: 'refused',
      action: { kind: 'add-validator', vote: STORY_ADDRESSES.secondVote },
      words: "The reserve has 0.5 SOL free; a validator's stake takes 1.00228288 SOL. Nothing was signed.",
    },
  },
  async (canvas, spy) => {
    const validators = section(canvas, /^Validators/);
    await expect(validators.getByText(/^The reserve has 0\.5 SOL free/)).toBeVisible();
    await userEvent.click(validators.getByRole('button', { name: 'Close' }));
    await expect(spy.onClose).toHaveBeenCalledOnce();
  },
);

export const UpdatePlan = poolStory({ state: ready(staleStoryPool()), action: planView('update') }, async (canvas, spy) => {
  const epoch = section(canvas, 'Epoch 813');
  await expect(epoch.getByText('You will sign 2 transactions; nothing goes to account deposits.')).toBeVisible();
  await expect(epoch.getByText("1 of 2: updating the validators' stakes (network fee up to 0.000105 SOL)")).toBeVisible();
  await expect(epoch.getByText('Your wallet pays at most 0.00021 SOL: 0.00021 SOL of network fees, and no rent.')).toBeVisible();
  await userEvent.click(epoch.getByRole('button', { name: 'Sign step by step' }));
  await expect(spy.onSign).toHaveBeenCalledWith(STORY_PLANS.update);
});

export const AddValidatorPlan = poolStory({ state: ready(storyPool()), action: planView('add-validator') }, async (canvas, spy) => {
  const validators = section(canvas, /^Validators/);
  await expect(validators.getByText(/1\.00228288 SOL moves from the pool's reserve/)).toBeVisible();
  await expect(validators.getByText('Its stake becomes active at the next epoch.')).toBeVisible();
  // The plan stands in for the form and the Remove buttons while it is open.
  await expect(validators.queryByLabelText('Vote account')).toBeNull();
  await userEvent.click(validators.getByRole('button', { name: 'Sign' }));
  await expect(spy.onSign).toHaveBeenCalledWith(STORY_PLANS['add-validator']);
});

export const RemoveValidatorPlan = poolStory({ state: ready(storyPool()), action: planView('remove-validator') }, async (canvas) => {
  const validators = section(canvas, /^Validators/);
  await expect(
    validators.getByText(
      '1 of 1: removing the validator, its stake deactivating back to the reserve (network fee up to 0.000105 SOL; rent 0.00228288 SOL, which stays in the accounts it creates)',
    ),
  ).toBeVisible();
  await expect(
    validators.getByText('Your wallet pays at most 0.00238788 SOL: 0.000105 SOL of network fees and 0.00228288 SOL of rent.'),
  ).toBeVisible();
});

export const FeeChangePlan = poolStory({ state: ready(storyPool()), action: planView('set-fee') }, async (canvas) => {
  const fees = section(canvas, 'Fees');
  await expect(fees.getByText('From epoch 814: stakers see the new fee on their cards until then.')).toBeVisible();
  await expect(fees.getByRole('button', { name: 'Not now' })).toBeEnabled();
});

export const HarvestPlan = poolStory({ state: ready(storyPool()), action: planView('harvest') }, async (canvas) => {
  const harvest = section(canvas, 'Your harvest');
  await expect(harvest.getByText('1 of 1: moving 3.456789012 orcSOL from your fee account to your wallet', { exact: false })).toBeVisible();
});

export const Signing = poolStory({ state: ready(staleStoryPool()), action: running('update', 'signing', [1]) }, async (canvas) => {
  await expect(stepperLines(canvas)).toEqual([
    "✓1 of 2: updating the validators' stakes (done)",
    "●2 of 2: updating the pool's balance and fees (waiting for your wallet)",
  ]);
  await expect(canvas.getByText("Your wallet asks you to sign 2 of 2: updating the pool's balance and fees.")).toBeVisible();
  // Nothing else starts while it runs.
  await expect(canvas.getByRole('button', { name: 'Move to your wallet' })).toBeDisabled();
});

export const Confirming = poolStory({ state: ready(staleStoryPool()), action: running('update', 'confirming', [1]) }, async (canvas) => {
  await expect(stepperLines(canvas)[1]).toBe("●2 of 2: updating the pool's balance and fees (confirming)");
  await expect(canvas.getByRole('link', { name: /^View transaction/ })).toHaveAttribute('href', expect.stringContaining('/tx/5h6x'));
});

/** Sent, and the RPC is silent: never "failed", and the transaction stays in view. */
export const ConfirmingRpcSilent = poolStory(
  { state: ready(staleStoryPool()), action: running('update', 'trouble', [1]) },
  async (canvas) => {
    await expect(canvas.getByText(/^It was sent, and the Solana RPC is not answering right now/)).toBeVisible();
    await expect(canvas.queryByText(/failed/i)).toBeNull();
  },
);

export const Done = poolStory({ state: ready(storyPool(), true), action: running('update', 'done') }, async (canvas, spy) => {
  await expect(stepperLines(canvas)).toEqual([
    "✓1 of 2: updating the validators' stakes (done)",
    "✓2 of 2: updating the pool's balance and fees (done)",
  ]);
  await expect(canvas.getByText('Done: every step landed. The figures on this page are read again.')).toBeVisible();
  await expect(canvas.getByText('Reading the figures again…')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
  await expect(spy.onClose).toHaveBeenCalledOnce();
});

/** The harvest moved: the card's Unstake for this pool is next. */
export const HarvestDone = poolStory(
  {
    state: ready(storyPool({ harvest: storyHarvest(0n, 0n) })),
    action: running('harvest', 'done'),
  },
  async (canvas) => {
    const harvest = section(canvas, 'Your harvest');
    // The done panel's button, and no second link below it.
    const links = harvest.getAllByRole('link', { name: "Unstake orcSOL on your pool's page" });
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveClass('button--primary');
    await expect(links[0]).toHaveAttribute('href', `/detail/${STORY_ADDRESSES.mint}?pool=${STORY_ADDRESSES.pool}`);
  },
);

/** A rejected prompt: nothing was sent, and signing again continues. */
export const Cancelled = poolStory({ state: ready(staleStoryPool()), action: running('update', 'cancelled') }, async (canvas, spy) => {
  await expect(canvas.getByText('Cancelled in your wallet.')).toBeVisible();
  await expect(canvas.getByText('Nothing was sent. Signing again continues where it stopped.')).toBeVisible();
  await expect(stepperLines(canvas)[0]).toBe("■1 of 2: updating the validators' stakes (stopped here)");
  await userEvent.click(canvas.getByRole('button', { name: 'Sign again' }));
  await expect(spy.onSign).toHaveBeenCalledWith(STORY_PLANS.update);
});

export const Failed = poolStory({ state: ready(storyPool()), action: running('set-fee', 'failed') }, async (canvas, spy) => {
  const fees = section(canvas, 'Fees');
  await expect(
    fees.getByText(/^The Solana RPC says the transaction failed, so the pool is as it was\. custom program error: 0x10$/),
  ).toBeVisible();
  await expect(fees.getByRole('link', { name: /^View transaction/ })).toBeVisible();
  await userEvent.click(fees.getByRole('button', { name: 'Plan it again' }));
  await expect(spy.onAction).toHaveBeenCalledWith(STORY_PLANS['set-fee'].action);
});

/** The demo's own control: end the epoch when the team asks. */
export const DemoEndEpoch = poolStory({ state: ready(storyPool()), demo: true }, async (canvas, spy) => {
  await userEvent.click(canvas.getByRole('button', { name: 'End the epoch (demo)' }));
  await expect(spy.onEndEpoch).toHaveBeenCalledOnce();
});

/** On a phone: one column, every figure and address inside the width. */
export const Phone = poolStory({ state: ready(staleStoryPool()), action: planView('update'), width: 390 }, async (canvas) => {
  await expect(canvas.getByRole('button', { name: 'Sign step by step' })).toBeVisible();
  const page = canvas.getByRole('heading', { level: 1 }).closest('.page') as HTMLElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
});
