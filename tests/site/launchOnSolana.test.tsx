import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from '../../widget/core/page/page';
import { launchAddresses } from '../../widget/launch/launchAddresses';
import { DEMO_URLS } from '../../demo/demoServices';
import { LAUNCH_TERMS, launchWorld } from '../support/launchOnLitesvm';
import { litesvmFetch } from '../support/litesvmRpc';
import { renderSite } from './renderSite';

/**
 * "Create on Solana" on the launch page: the spec's form with its fields, checks and banner as they
 * were, and a second submit button that shows the launch's plan (read from a real Solana runtime with
 * the real programs) and then creates the pool, one wallet prompt a step.
 */
const fill = (label: RegExp, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

function fillSpecForm() {
  fill(/^Name/, LAUNCH_TERMS.name);
  fill(/^Symbol/, LAUNCH_TERMS.symbol);
  fill(/Metadata URI/, LAUNCH_TERMS.uri);
  fill(/Origin token address/, 'So11111111111111111111111111111111111111112');
}

/** The page's wallet session, connected to the litesvm world's wallet. */
function connect(world: ReturnType<typeof launchWorld>) {
  const session = page().wallet;
  session.attach({
    select() {},
    async connect() {},
    async disconnect() {},
    signTransaction: (bytes) => world.wallet.signTransaction(bytes),
  });
  session.setState({ status: 'connected', publicKey: world.wallet.address });
}

describe('Create on Solana', () => {
  it('checks the same fields as the spec’s button, keeps the values, shows no banner and reads nothing', async () => {
    const { services } = renderSite('/launch');
    // The demo's form names its validator from the start; a team that empties the field is told.
    expect((screen.getByLabelText(/Validator vote account/) as HTMLInputElement).value).not.toBe('');
    fill(/Validator vote account/, '');
    // Every field's problem in one pass: the required ones, and the limits of the symbol and the fees.
    fill(/^Symbol/, 'ORCHARDSOL1');
    fill(/Epoch fee/, '21');
    fireEvent.click(screen.getByRole('button', { name: 'Create on Solana' }));
    expect(screen.getByText('Name is required')).not.toBeNull();
    expect(screen.getByText('Validator vote account is required')).not.toBeNull();
    expect(screen.getByText('The symbol is 11 bytes long; Metaplex allows at most 10 bytes.')).not.toBeNull();
    expect(screen.getByText("At most 20 %: stakers' cards refuse a pool that takes more.")).not.toBeNull();
    expect(screen.getByLabelText(/Epoch fee/).getAttribute('aria-invalid')).toBe('true');
    fillSpecForm();
    fill(/Validator vote account/, LAUNCH_TERMS.vote);
    fill(/Epoch fee/, '5');
    expect(screen.getByLabelText(/Epoch fee/).getAttribute('aria-invalid')).toBeNull();
    // No wallet: the spec's button is the green one.
    expect(screen.getByRole('button', { name: 'Create Staking Pool' }).className).toContain('button--primary');
    expect(screen.getByRole('button', { name: 'Create on Solana' }).className).not.toContain('button--primary');
    fireEvent.click(screen.getByRole('button', { name: 'Create on Solana' }));
    // No wallet: said plainly, and the form keeps its values.
    expect(await screen.findByText('Connect a wallet to create the pool on Solana.')).not.toBeNull();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe(LAUNCH_TERMS.name);
    expect(screen.queryByText('Staking pool creation submitted!')).toBeNull();
    expect(services.requests).toEqual([]);
  });

  it("the spec's button shows its banner and logs, keeps the form, and says nothing exists on Solana yet", async () => {
    const logged: unknown[][] = [];
    const log = console.log;
    console.log = (...args: unknown[]) => logged.push(args);
    try {
      renderSite('/launch');
      fillSpecForm();
      fireEvent.click(screen.getByRole('button', { name: 'Create Staking Pool' }));
      expect(await screen.findByText('Staking pool creation submitted!')).not.toBeNull();
      expect(
        screen.getByText(
          'Nothing exists on Solana yet: this button only records the form on this page. To create the pool for real, connect a wallet and press Create on Solana.',
        ),
      ).not.toBeNull();
      expect(logged.filter(([message]) => message === 'Create staking pool')).toHaveLength(1);
      for (const [label, value] of [
        [/^Name/, LAUNCH_TERMS.name],
        [/^Symbol/, LAUNCH_TERMS.symbol],
        [/Metadata URI/, LAUNCH_TERMS.uri],
        [/Origin token address/, 'So11111111111111111111111111111111111111112'],
      ] as const) {
        expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe(value);
      }
    } finally {
      console.log = log;
    }
  });

  // Four real transactions on litesvm inside happy-dom: seconds on a busy machine, so a minute's room.
  it('with a wallet: the plan from the chain, then the pool created step by step', async () => {
    const world = launchWorld();
    connect(world);
    const rpc = litesvmFetch(world.svm);
    renderSite('/launch', {
      wrapFetch: (fetch) => async (input, init) => (String(input).startsWith(DEMO_URLS.rpcUrl) ? rpc(input, init) : fetch(input, init)),
    });
    fillSpecForm();
    fill(/Validator vote account/, LAUNCH_TERMS.vote);
    // A wallet is connected: creating on Solana is the green, primary button.
    expect(screen.getByRole('button', { name: 'Create on Solana' }).className).toContain('button--primary');
    expect(screen.getByRole('button', { name: 'Create Staking Pool' }).className).not.toContain('button--primary');
    fireEvent.click(screen.getByRole('button', { name: 'Create on Solana' }));
    // The summary first, in the plan's figures (litesvm's minimum delegation makes the first deposit about 1 SOL).
    await screen.findByText(
      /^You will sign 4 transactions; about 0\.025 SOL goes to account deposits; 1 SOL comes back to you as /,
      undefined,
      {
        timeout: 10_000,
      },
    );
    // At most: the rent, the fees (each step's at its most: a signature and the 100,000-lamport priority
    // cap) and the deposit, and Metaplex's create fee, which the fixture's build does not charge.
    await screen.findByText(/^Your wallet will spend at most 1\.0373204 SOL/, undefined, { timeout: 10_000 });
    expect(screen.getAllByText(/\(network fee up to 0\.000105 SOL\)/)).toHaveLength(4);
    expect(screen.getByText(/Metaplex's create fee of up to 0\.01 SOL/)).not.toBeNull();
    for (const title of ['creating the reserve, the token and the fee account', 'creating the pool', 'adding the validator']) {
      expect(screen.getByText(new RegExp(title))).not.toBeNull();
    }
    expect(world.wallet.prompts).toBe(0);
    // A double click starts one run: four prompts, not eight.
    const signButton = screen.getByRole('button', { name: 'Sign step by step' });
    fireEvent.click(signButton);
    fireEvent.click(signButton);
    await screen.findByRole('heading', { name: 'Your pool is live.' }, { timeout: 20_000 });
    // Every step ticked.
    expect(
      within(screen.getByRole('list', { name: 'Steps' }))
        .queryAllByRole('listitem')
        .map((item) => [item.textContent, item.className]),
    ).toEqual(
      [
        'creating the reserve, the token and the fee account',
        'creating the pool with your first deposit',
        'naming the token',
        'adding the validator',
      ].map((title, index) => [`✓${index + 1} of 4: ${title} (done)`, 'launch-stepper__step launch-stepper__step--done']),
    );
    expect(world.wallet.prompts).toBe(4);
    const { pool, mint } = await launchAddresses(world.wallet.address, LAUNCH_TERMS.vote);
    expect(screen.getByRole('link', { name: pool }).getAttribute('href')).toBe(`https://explorer.solana.com/address/${pool}`);
    // The result ends with a stake button for the new pool, which no list names yet: its pool attribute.
    expect(screen.getByRole('link', { name: `Stake into ${LAUNCH_TERMS.symbol}` }).getAttribute('href')).toBe(
      `/detail/${mint}?pool=${pool}`,
    );
    // On the demo (the site tests' build), the try-it script carrying a copy of the pool, and the element with pool=.
    expect(document.querySelector('[data-snippet="html"]')!.textContent).toBe(
      `<script src="${location.origin}/embed/lst-stake-demo.js" data-demo-pool='${JSON.stringify({
        pool,
        mint,
        name: LAUNCH_TERMS.name,
        symbol: LAUNCH_TERMS.symbol,
        epochFee: 500,
        depositFee: 0,
        withdrawalFee: 10,
        referral: 0,
      })}'></script>\n<lst-wallet-button></lst-wallet-button>\n<lst-stake mint="${mint}" pool="${pool}"></lst-stake>`,
    );
    expect(document.querySelector('[data-snippet="jsx"]')!.textContent).toContain(`<StakeCard mint="${mint}" pool="${pool}" />`);
    await waitFor(() => expect(screen.getByText(/^Not stored anywhere: the seller fee/)).not.toBeNull());
  }, 60_000);
});
