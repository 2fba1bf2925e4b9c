import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../site/App';
import { SiteConfigContext } from '../../site/SiteConfigContext';
import { SiteDemoContext, type DemoControls } from '../../site/SiteDemoContext';
import type { ManageModule } from '../../site/logic/loadManage';
import { resolveConfig } from '../../widget/core/config/config';
import { page } from '../../widget/core/page/page';
import type { ManagedPool, PoolAction, PoolActionState } from '../../widget/manage/types';
import { DEMO_URLS } from '../../demo/demoServices';
import { STORY_ADDRESSES, STORY_PLANS, staleStoryPool, storyHarvest, storyPool } from '../../stories/YourPoolFixtures';

/**
 * "Your pool"'s behaviour in the page, on a fake engine (`widget/manage`'s contract, answering what
 * each test says): what it asks the engine, in which order, and what it shows for each answer. The
 * engine's reads, plans and guarded runs are tested on litesvm beside it; nothing here checks them.
 */
const engine = vi.hoisted(() => ({ load: null as null | (() => Promise<unknown>) }));
vi.mock('../../site/logic/loadManage', () => ({ loadManage: () => engine.load!() }));

const WALLET = STORY_ADDRESSES.manager;

/** A step the test releases: the fake run waits on it, so the page is seen mid-run without a sleep. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** The fake engine: pools by address, the wallet's launched pool, plans from the fixtures, runs as scripted. */
function fakeEngine(options: {
  launched?: string | null;
  pools: ManagedPool[];
  run?: (action: PoolAction, move: (state: PoolActionState) => void, call: number) => Promise<PoolActionState>;
}) {
  const calls = { find: [] as string[], read: [] as [string, string | null][], plan: [] as PoolAction[], run: [] as PoolAction[] };
  let reads = 0;
  const chunk: ManageModule = {
    manageIo: (_config, sign) => ({ rpc: {} as never, sign }),
    async findLaunchedPool(_rpc, wallet) {
      calls.find.push(wallet);
      return options.launched ?? null;
    },
    async readManagedPool(_rpc, address, wallet) {
      calls.read.push([address, wallet]);
      // Each read gives the next figures (the last one stays): a run's end shows what it changed.
      const pool = options.pools[Math.min(reads++, options.pools.length - 1)]!;
      return pool.address === address ? pool : { refusal: { key: 'notAPool', text: `There is no stake pool at ${address}.` } };
    },
    async planPoolAction(_io, _pool, _wallet, action) {
      calls.plan.push(action);
      return { ...STORY_PLANS[action.kind], action };
    },
    async runPoolAction(_io, request, move) {
      calls.run.push(request.action);
      return options.run!(request.action, move, calls.run.length);
    },
  };
  engine.load = async () => chunk;
  return calls;
}

function renderPool(path: string, demo: DemoControls | null = null) {
  history.replaceState(null, '', path);
  const config = resolveConfig({ ...DEMO_URLS });
  return render(
    <SiteConfigContext.Provider value={config}>
      <SiteDemoContext.Provider value={demo}>
        <App demo={demo !== null} />
      </SiteDemoContext.Provider>
    </SiteConfigContext.Provider>,
  );
}

const connect = (address = WALLET) =>
  act(() => page().wallet.setState({ status: 'connected', selected: 'Test Wallet', publicKey: address }));

const stepperLines = () =>
  within(screen.getByRole('list', { name: 'Steps' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const region = (name: string | RegExp) => within(screen.getByRole('region', { name }));

/** A run of the update's two steps that stops at the second prompt until `prompt` opens, then lands. */
const twoStepRun = (prompt: ReturnType<typeof gate>) => async (_action: PoolAction, move: (state: PoolActionState) => void) => {
  const plan = STORY_PLANS.update;
  const [first, second] = plan.steps as [(typeof plan.steps)[0], (typeof plan.steps)[0]];
  move({ phase: 'checking', plan, step: first });
  move({ phase: 'awaiting-signature', plan, step: first });
  move({ phase: 'confirming', plan, step: first, signature: 'sig-1', trouble: false });
  move({ phase: 'checking', plan, step: second });
  move({ phase: 'awaiting-signature', plan, step: second });
  await prompt.opened;
  move({ phase: 'confirming', plan, step: second, signature: 'sig-2', trouble: false });
  const done: PoolActionState = { phase: 'done', plan, signatures: ['sig-1', 'sig-2'] };
  move(done);
  return done;
};

beforeEach(() => {
  engine.load = null;
});

afterEach(() => {
  engine.load = null;
});

describe('Your pool', () => {
  it('is linked from the launch page, and its chunk reads nothing until the page is opened', async () => {
    const calls = fakeEngine({ pools: [] });
    renderPool('/launch');
    expect(screen.getByRole('link', { name: 'Run your pool' }).getAttribute('href')).toBe('/pool');
    expect(calls.find).toEqual([]);
  });

  it('without a wallet asks for one and reads nothing; any pool opens by its address, read without a wallet', async () => {
    act(() => page().wallet.setState({ status: 'has-wallet' }));
    const calls = fakeEngine({ pools: [storyPool({ walletIsManager: false })] });
    renderPool('/pool');
    expect(await screen.findByText(/^Connect the wallet that launched your pool/)).toBeTruthy();
    expect(screen.getByRole('main').querySelector('lst-wallet-button')).not.toBeNull();
    expect(calls.find).toEqual([]);
    expect(calls.read).toEqual([]);
    fireEvent.input(screen.getByLabelText('Stake pool address'), { target: { value: STORY_ADDRESSES.pool } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('heading', { level: 1, name: 'Stake pool: orcSOL' });
    expect(location.pathname).toBe(`/pool/${STORY_ADDRESSES.pool}`);
    expect(calls.read).toEqual([[STORY_ADDRESSES.pool, null]]);
    expect(screen.getByText(/^No wallet is connected as this pool's manager/)).toBeTruthy();
  });

  it("finds the wallet's launched pool; a wallet that launched none is sent to the launch page", async () => {
    connect();
    const calls = fakeEngine({ launched: null, pools: [] });
    renderPool('/pool');
    expect(await screen.findByText('This wallet has launched no pool here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Launch your pool' }).getAttribute('href')).toBe('/launch');
    expect(calls.find).toEqual([WALLET]);
    expect(calls.read).toEqual([]);
  });

  it('a pool that cannot be read is said, with Try again; the engine that did not load too', async () => {
    connect();
    engine.load = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    renderPool(`/pool/${STORY_ADDRESSES.pool}`);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The pool could not be read right now: Failed to fetch dynamically imported module',
    );
    const calls = fakeEngine({ pools: [storyPool({ address: STORY_ADDRESSES.mint })] });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(`There is no stake pool at ${STORY_ADDRESSES.pool}.`));
    expect(calls.read).toEqual([[STORY_ADDRESSES.pool, WALLET]]);
  });

  it('update: the plan first, one run for a double click, the stepper through the prompts, then the figures read again', async () => {
    connect();
    const prompt = gate();
    const calls = fakeEngine({ launched: STORY_ADDRESSES.pool, pools: [staleStoryPool(), storyPool()], run: twoStepRun(prompt) });
    renderPool('/pool');
    await screen.findByRole('heading', { level: 1, name: 'Your pool: orcSOL' });
    expect(calls.read).toEqual([[STORY_ADDRESSES.pool, WALLET]]);
    fireEvent.click(region('Epoch 813').getByRole('button', { name: 'Update for this epoch' }));
    await region('Epoch 813').findByText('You will sign 2 transactions; nothing goes to account deposits.');
    expect(calls.plan).toEqual([{ kind: 'update' }]);
    expect(calls.run).toEqual([]);
    const sign = screen.getByRole('button', { name: 'Sign step by step' });
    fireEvent.click(sign);
    fireEvent.click(sign);
    await screen.findByText("Your wallet asks you to sign 2 of 2: updating the pool's balance and fees.");
    expect(stepperLines()).toEqual([
      "✓1 of 2: updating the validators' stakes (done)",
      "●2 of 2: updating the pool's balance and fees (waiting for your wallet)",
    ]);
    // Nothing else starts while it runs.
    expect((region('Your harvest').getByRole('button', { name: 'Move to your wallet' }) as HTMLButtonElement).disabled).toBe(true);
    prompt.open();
    await screen.findByText('Done: every step landed. The figures on this page are read again.');
    expect(calls.run).toEqual([{ kind: 'update' }]);
    // Read again: the pool is up to date now.
    await screen.findByText(/^Up to date: the pool was updated for this epoch\./);
    expect(calls.read).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Epoch 812' })).toBeTruthy();
  });

  it('a rejected prompt: nothing was sent; signing again continues, and the harvest then leads to the card’s Unstake', async () => {
    connect();
    const harvested = storyPool({ harvest: storyHarvest(0n, 0n) });
    const calls = fakeEngine({
      // Read at the start, after the cancelled run (nothing changed), after the run that landed.
      pools: [storyPool(), storyPool(), harvested],
      run: async (action, move, call) => {
        const plan = STORY_PLANS.harvest;
        move({ phase: 'awaiting-signature', plan, step: plan.steps[0]! });
        if (call === 1) return { phase: 'cancelled', message: { key: 'cancelled', text: 'Cancelled in your wallet.' }, signatures: [] };
        const done: PoolActionState = { phase: 'done', plan: { ...plan, action }, signatures: ['sig'] };
        move(done);
        return done;
      },
    });
    renderPool(`/pool/${STORY_ADDRESSES.pool}`);
    const harvest = await screen.findByRole('region', { name: 'Your harvest' });
    fireEvent.click(within(harvest).getByRole('button', { name: 'Move to your wallet' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign' }));
    await screen.findByText('Nothing was sent. Signing again continues where it stopped.');
    expect(screen.getByText('Cancelled in your wallet.').className).toBe('field__error');
    expect(stepperLines()).toEqual(['■1 of 1: moving 3.456789012 orcSOL from your fee account to your wallet (stopped here)']);
    fireEvent.click(screen.getByRole('button', { name: 'Sign again' }));
    await screen.findByText('Done: every step landed. The figures on this page are read again.');
    const unstake = await region('Your harvest').findAllByRole('link', { name: "Unstake orcSOL on your pool's page" });
    // The done panel's button, without the same link again below it.
    expect(unstake).toHaveLength(1);
    expect(unstake[0]!.className).toContain('button--primary');
    expect(unstake[0]!.getAttribute('href')).toBe(`/detail/${STORY_ADDRESSES.mint}?pool=${STORY_ADDRESSES.pool}`);
    expect(calls.run).toEqual([{ kind: 'harvest' }, { kind: 'harvest' }]);
    // A run's end, cancelled or done, reads the figures again: the harvest is in the wallet now.
    await region('Your harvest').findByText('0 orcSOL');
  });

  it('a wallet that is not the manager sees the figures and Update only, and is told why', async () => {
    connect(STORY_ADDRESSES.feeAccount);
    fakeEngine({ pools: [staleStoryPool({ walletIsManager: false })] });
    renderPool(`/pool/${STORY_ADDRESSES.pool}`);
    await screen.findByRole('heading', { level: 1, name: 'Stake pool: orcSOL' });
    expect(screen.getByText(/^Your wallet is not this pool's manager/).textContent).toContain(
      "Only the manager's wallet moves the harvest, adds or removes validators and changes fees.",
    );
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Update for this epoch']);
  });

  it('the manager adds a validator and changes a fee: each field checked, each plan asked for with its action', async () => {
    connect();
    const calls = fakeEngine({ pools: [storyPool()] });
    renderPool(`/pool/${STORY_ADDRESSES.pool}`);
    const validators = await screen.findByRole('region', { name: 'Validators (2 of 10)' });
    fireEvent.input(within(validators).getByLabelText('Vote account'), { target: { value: 'nope' } });
    fireEvent.click(within(validators).getByRole('button', { name: 'Add a validator' }));
    expect(within(validators).getByText('Enter a valid Solana address')).toBeTruthy();
    expect(calls.plan).toEqual([]);
    fireEvent.input(within(validators).getByLabelText('Vote account'), { target: { value: ` ${STORY_ADDRESSES.secondVote} ` } });
    fireEvent.click(within(validators).getByRole('button', { name: 'Add a validator' }));
    await within(validators).findByText('Its stake becomes active at the next epoch.');
    expect(calls.plan).toEqual([{ kind: 'add-validator', vote: STORY_ADDRESSES.secondVote }]);
    fireEvent.click(within(validators).getByRole('button', { name: 'Not now' }));

    const fees = region('Fees');
    fireEvent.change(fees.getByLabelText('Which fee'), { target: { value: 'solWithdrawal' } });
    fireEvent.input(fees.getByLabelText('New fee (%)'), { target: { value: '1.5' } });
    fireEvent.click(fees.getByRole('button', { name: 'Plan the change' }));
    expect(fees.getByText("At most 1 %: stakers' cards refuse a pool that takes more.")).toBeTruthy();
    fireEvent.input(fees.getByLabelText('New fee (%)'), { target: { value: '0.15' } });
    fireEvent.click(fees.getByRole('button', { name: 'Plan the change' }));
    await fees.findByText('From epoch 814: stakers see the new fee on their cards until then.');
    expect(calls.plan.at(-1)).toEqual({ kind: 'set-fee', fee: 'solWithdrawal', value: { numerator: 15n, denominator: 10_000n } });
  });

  it('the manager stakes the reserve: all its free SOL by default, the amount checked, the plan in "What the pool holds", then the stake shown activating on its validator', async () => {
    connect();
    const first = storyPool().validators[0]!;
    const staked = storyPool({ reserveSpendableLamports: 2_282_880n, validators: [{ ...first, transientLamports: 12_345_678_900n }] });
    const calls = fakeEngine({
      pools: [storyPool(), staked],
      run: async (action, move) => {
        const plan = { ...STORY_PLANS['stake-reserve'], action };
        move({ phase: 'awaiting-signature', plan, step: plan.steps[0]! });
        const done: PoolActionState = { phase: 'done', plan, signatures: ['sig'] };
        move(done);
        return done;
      },
    });
    renderPool(`/pool/${STORY_ADDRESSES.pool}`);
    const holds = await screen.findByRole('region', { name: 'What the pool holds' });
    const amount = within(holds).getByLabelText('SOL to stake') as HTMLInputElement;
    expect(amount.value).toBe('12.34339602');
    fireEvent.input(amount, { target: { value: '12.34339603' } });
    fireEvent.click(within(holds).getByRole('button', { name: 'Plan the stake' }));
    expect(within(holds).getByText("At most 12.34339602 SOL: the reserve keeps its rent and pays the stake account's.")).toBeTruthy();
    fireEvent.input(amount, { target: { value: '0.5' } });
    fireEvent.click(within(holds).getByRole('button', { name: 'Plan the stake' }));
    expect(within(holds).getByText("At least 1 SOL, the Stake program's minimum delegation.")).toBeTruthy();
    expect(calls.plan).toEqual([]);
    fireEvent.input(amount, { target: { value: '10' } });
    fireEvent.click(within(holds).getByRole('button', { name: 'Plan the stake' }));
    await within(holds).findByText(/^The stake activates at the next epoch/);
    expect(calls.plan).toEqual([{ kind: 'stake-reserve', vote: STORY_ADDRESSES.firstVote, lamports: 10_000_000_000n }]);
    fireEvent.click(within(holds).getByRole('button', { name: 'Sign' }));
    await screen.findByText('Done: every step landed. The figures on this page are read again.');
    expect(calls.run).toEqual([{ kind: 'stake-reserve', vote: STORY_ADDRESSES.firstVote, lamports: 10_000_000_000n }]);
    await region(/^Validators/).findByText(/12\.3456789 SOL activating/);
  });

  it("the demo's End the epoch ends it, then reads the pool again", async () => {
    connect();
    const endEpoch = vi.fn();
    const calls = fakeEngine({ pools: [storyPool(), staleStoryPool()] });
    renderPool(`/pool/${STORY_ADDRESSES.pool}`, { endEpoch });
    fireEvent.click(await screen.findByRole('button', { name: 'End the epoch (demo)' }));
    expect(endEpoch).toHaveBeenCalledOnce();
    await screen.findByRole('button', { name: 'Update for this epoch' });
    expect(calls.read).toHaveLength(2);
  });

  it('on Solana (no demo) there is no End the epoch', async () => {
    connect();
    fakeEngine({ pools: [storyPool()] });
    renderPool(`/pool/${STORY_ADDRESSES.pool}`);
    await screen.findByRole('heading', { level: 1, name: 'Your pool: orcSOL' });
    expect(screen.queryByRole('button', { name: 'End the epoch (demo)' })).toBeNull();
  });
});
