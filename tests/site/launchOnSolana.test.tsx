import { fireEvent, screen, waitFor } from '@testing-library/react';
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
    fireEvent.click(screen.getByRole('button', { name: 'Create on Solana' }));
    expect(screen.getByText('Name is required')).not.toBeNull();
    expect(screen.getByText('Validator vote account is required')).not.toBeNull();
    fillSpecForm();
    fill(/Validator vote account/, LAUNCH_TERMS.vote);
    fill(/Epoch fee/, '21');
    expect(screen.getByLabelText(/Epoch fee/).getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create on Solana' }));
    // No wallet: said plainly, and the form keeps its values.
    expect(await screen.findByText('Connect a wallet to create the pool on Solana.')).not.toBeNull();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe(LAUNCH_TERMS.name);
    expect(screen.queryByText('Staking pool creation submitted!')).toBeNull();
    expect(services.requests).toEqual([]);
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
    fireEvent.click(screen.getByRole('button', { name: 'Create on Solana' }));
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
    await screen.findByText('Your pool is live.', undefined, { timeout: 20_000 });
    expect(world.wallet.prompts).toBe(4);
    const { pool, mint } = await launchAddresses(world.wallet.address, LAUNCH_TERMS.vote);
    expect(screen.getByRole('link', { name: pool }).getAttribute('href')).toBe(`https://explorer.solana.com/address/${pool}`);
    // The result ends with a stake button for the new pool, which no list names yet: its pool attribute.
    expect(screen.getByRole('link', { name: `Stake into ${LAUNCH_TERMS.symbol}` }).getAttribute('href')).toBe(
      `/detail/${mint}?pool=${pool}`,
    );
    expect(document.querySelector('[data-snippet="html"]')!.textContent).toMatch(
      new RegExp(`^<script type="module" src="[^"]+/embed/lst-stake\\.js"></script>\n<lst-stake mint="${mint}" pool="${pool}"[ >]`),
    );
    await waitFor(() => expect(screen.getByText(/^Kept off chain/)).not.toBeNull());
  }, 60_000);
});
