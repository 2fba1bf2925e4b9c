import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StakeCard } from '../../widget/react/StakeCard';
import { evergreen } from '../../demo/demoProjects';
import { renderWidget } from '../support/renderWidget';

const amountInput = () => screen.getByLabelText('Stake Amount') as HTMLInputElement;
const stakeButton = () => screen.getByRole('button', { name: 'Start Staking' }) as HTMLButtonElement;
const type = (value: string) => fireEvent.input(amountInput(), { target: { value } });

async function ready() {
  await screen.findByRole('heading', { name: 'Stake SOL for evgSOL' });
}

describe('StakeCard', () => {
  it.each([
    ['1,5', 'Use a dot (.) as the decimal separator, for example 1.5'],
    ['0x10', 'Enter a plain decimal number, for example 1.5'],
    ['1.0000000001', 'At most 9 decimal places'],
  ])('explains what is wrong with %j as it is typed', async (value, hint) => {
    renderWidget(<StakeCard mint={evergreen.mint} />, { connected: true });
    await ready();
    type(value);
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(hint).id).toBe(amountInput().getAttribute('aria-describedby'));
  });

  it('shows the amount field as the spec describes, with the button disabled while it is empty', async () => {
    renderWidget(<StakeCard mint={evergreen.mint} />);
    await ready();
    expect(amountInput().type).toBe('text');
    expect(amountInput().inputMode).toBe('decimal');
    expect(amountInput().placeholder).toBe('0.0');
    expect(amountInput().nextElementSibling!.textContent).toBe('SOL'); // the unit, right after the field
    expect(stakeButton().disabled).toBe(true);
    type('1');
    expect(stakeButton().disabled).toBe(false);
  });

  it('tells the staker which LST they receive, and previews the amount while they type', async () => {
    renderWidget(<StakeCard mint={evergreen.mint} />);
    await ready();
    const title = screen.getByRole('heading', { name: 'Stake SOL for evgSOL' });
    expect(title.nextElementSibling!.textContent).toContain('Evergreen Staked SOL'); // under the title
    type('1.5');
    await screen.findByText('You receive ≈ 1.4286 evgSOL');
    // A swap's quote with the least it may give, as the transaction is held to it (the aggregator's 0.5 % slippage).
    await screen.findByText(/^At least 1\.42\d\d evgSOL if the price moves as far as the swap allows$/);
  });

  it('asks for a wallet first', async () => {
    renderWidget(<StakeCard mint={evergreen.mint} />);
    await ready();
    type('1');
    fireEvent.click(stakeButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Please connect your wallet first');
  });

  it.each(['0', '-1', '0.0000000001'])('refuses the amount %j with the spec alert and no request', async (value) => {
    const { services } = renderWidget(<StakeCard mint={evergreen.mint} />, { connected: true });
    await ready();
    type(value);
    fireEvent.click(stakeButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid stake amount');
    // The card's own reads (its token, the network, the wallet's SOL, what it holds and the pool for its
    // APY) are not a stake's: a refused amount asks nothing more.
    const stakeCalls = services.requests.filter(
      (request) => !['lst-list', 'rpc-balance', 'rpc-genesis', 'rpc-holdings', 'rpc-pool'].includes(request.service),
    );
    expect(stakeCalls).toEqual([]);
  });

  it('after a success, names what arrived, clears the field and offers "Stake again" instead of re-arming the old amount', async () => {
    const { wallet } = renderWidget(<StakeCard mint={evergreen.mint} />, { connected: true });
    await ready();
    type('1.5');
    fireEvent.click(stakeButton());
    // One message: one heading, the spec's sentence with what arrived, and where it is now.
    const headline = await screen.findByRole('heading', { name: 'Stake confirmed' }, { timeout: 10_000 });
    expect(headline.closest('[role="status"]')!.textContent).toContain(
      'You will receive approximately 1.4286 LST tokensThey are in your wallet as evgSOL.',
    );
    expect(screen.getAllByRole('status').filter((status) => status.textContent!.includes('approximately'))).toHaveLength(1);
    await waitFor(() => expect(amountInput().value).toBe(''));
    expect(stakeButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Stake again' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Stake confirmed' })).toBeNull());
    expect(document.activeElement === amountInput() || amountInput().matches(':focus')).toBe(true);
    type('2');
    await waitFor(() => expect(stakeButton().disabled).toBe(false));
    expect(wallet.prompts).toBe(1);
  });

  it('stakes: one wallet prompt, one transaction, and the success message with an explorer link', async () => {
    const onStakeSuccess = vi.fn();
    const { wallet, services } = renderWidget(<StakeCard mint={evergreen.mint} onStakeSuccess={onStakeSuccess} />, { connected: true });
    await ready();
    type('1.5');
    fireEvent.click(stakeButton());
    fireEvent.click(stakeButton());
    const status = await screen.findByText('You will receive approximately 1.4286 LST tokens', {}, { timeout: 3000 });
    const link = within(status.closest<HTMLElement>('[role="status"]')!).getByRole('link', {
      name: 'View transaction in the explorer',
    }) as HTMLAnchorElement;
    expect(link.href).toMatch(/^https:\/\/explorer\.solana\.com\/tx\/\w+$/);
    expect(link.rel).toContain('noopener');
    expect(wallet.prompts).toBe(1);
    expect(services.chain.accepted).toHaveLength(1);
    expect(onStakeSuccess).toHaveBeenCalledTimes(1);
    expect(onStakeSuccess.mock.calls[0]![0]).toMatchObject({
      mint: evergreen.mint,
      lamports: '1500000000',
      expectedOut: '1428571428',
      source: 'sol',
    });
    // Not armed again with the same amount: another stake starts from "Stake again" or a new amount.
    expect(stakeButton().disabled).toBe(true);
  });

  it('stakes when clicked before the typing pause is over, with slow services', async () => {
    const { services } = renderWidget(<StakeCard mint={evergreen.mint} />, { connected: true, latencyMs: 400 });
    await ready();
    type('1.5');
    fireEvent.click(stakeButton());
    await screen.findByText('You will receive approximately 1.4286 LST tokens', {}, { timeout: 15_000 });
    // The preview that fires after the pause reuses the stake's quotes instead of fetching (and cancelling) anew.
    expect(services.requests.filter((request) => request.service === 'aggregator-quote')).toHaveLength(1);
  }, 20_000);

  it('uses the quotes fetched while typing: only the swap call is left after the click', async () => {
    const { services } = renderWidget(<StakeCard mint={evergreen.mint} />, { connected: true });
    await ready();
    for (const value of ['1', '12', '12.', '12.5']) type(value);
    await screen.findByText(/You receive ≈/);
    const quotes = services.requests.filter((request) => request.service === 'swap-quote' || request.service === 'aggregator-quote');
    expect(quotes.map((request) => new URL(request.url).searchParams.get('amount'))).toEqual(['12500000000', '12500000000']);
    const before = services.requests.length;
    fireEvent.click(stakeButton());
    await screen.findByText(/You will receive approximately/, {}, { timeout: 3000 });
    expect(services.requests.slice(before).map((request) => request.service)[0]).toBe('aggregator-swap');
  });

  it('fetches the quotes again when the prefetched ones are older than 20 s', async () => {
    const { services } = renderWidget(<StakeCard mint={evergreen.mint} />, { connected: true });
    await ready();
    type('3');
    await screen.findByText(/You receive ≈/);
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 20_001);
    const before = services.requests.length;
    fireEvent.click(stakeButton());
    await screen.findByText(/You will receive approximately/, {}, { timeout: 3000 });
    clock.mockRestore();
    const after = services.requests
      .slice(before)
      .map((request) => request.service)
      .filter((service) => service !== 'rpc-balance');
    // The quotes again, and beside them a fresh read of the pool account the list names (a second look
    // for a stake pool of the token there); then the swap.
    expect(after.slice(0, 4).sort()).toEqual(['aggregator-quote', 'aggregator-swap', 'rpc-pool', 'swap-quote'].sort());
    expect(after.indexOf('aggregator-swap')).toBe(3);
  });

  it('treats a refusal in the wallet as a cancellation, and the card works again', async () => {
    const onStakeCancel = vi.fn();
    const { wallet, services } = renderWidget(<StakeCard mint={evergreen.mint} onStakeCancel={onStakeCancel} />, { connected: true });
    await ready();
    wallet.refuse = true;
    type('2');
    fireEvent.click(stakeButton());
    await screen.findByText('Staking cancelled in your wallet. Nothing was sent.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/failed/i)).toBeNull();
    expect(services.chain.accepted).toHaveLength(0);
    expect(onStakeCancel).toHaveBeenCalledTimes(1);
    wallet.refuse = false;
    fireEvent.click(stakeButton());
    await screen.findByText(/You will receive approximately/, {}, { timeout: 3000 });
  });

  it('shows the quote failure message when a quote service fails', async () => {
    const onStakeFailure = vi.fn();
    const { services } = renderWidget(<StakeCard mint={evergreen.mint} onStakeFailure={onStakeFailure} />, { connected: true });
    await ready();
    services.faults.set('aggregator-quote', 'error');
    type('1');
    fireEvent.click(stakeButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to get swap quote. Please try again.');
    expect(onStakeFailure).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to get swap quote. Please try again.' }));
    expect(stakeButton().disabled).toBe(false);
  });

  it('reports an on-chain failure readably with an explorer link', async () => {
    const { services } = renderWidget(<StakeCard mint={evergreen.mint} />, { connected: true });
    await ready();
    services.faults.set('rpc-status', 'tx-error');
    type('1');
    fireEvent.click(stakeButton());
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('Transaction failed: {"InstructionError":[1,{"Custom":1}]}');
    expect(alert.textContent).not.toContain('[object Object]');
    expect((within(alert).getByRole('link') as HTMLAnchorElement).href).toMatch(/\/tx\/\w+/);
  });

  it('shows the balance, and refuses more than it minus the fee reserve before any swap request', async () => {
    const { services, wallet } = renderWidget(<StakeCard mint={evergreen.mint} />, { connected: true });
    services.chain.balances.set(wallet.address, 2_000_000_000n);
    await ready();
    expect((await screen.findByText(/^Balance:/)).textContent).toBe('Balance: 2 SOL');
    type('1.995');
    fireEvent.click(stakeButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Insufficient SOL: your wallet holds 2 SOL, and 0.01 SOL stays back for fees.');
    expect(services.requests.some((request) => request.service === 'aggregator-swap')).toBe(false);
    expect(wallet.prompts).toBe(0);
    type('1.99');
    fireEvent.click(stakeButton());
    await screen.findByText(/You will receive approximately/, {}, { timeout: 3000 });
  });

  it('refuses a widget whose RPC serves another network, before any quote', async () => {
    const { services, container } = renderWidget(<StakeCard mint={evergreen.mint} />, {
      connected: true,
      faults: [['rpc-genesis', 'mismatch']],
    });
    await ready();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This widget is set up for Solana mainnet-beta, but its RPC serves another network.');
    type('1.5');
    // The preview waits for the typing pause, then asks the network first: refused, it stops there.
    const preview = container.querySelector('.lst-preview')!;
    expect(preview.textContent).toBe('Fetching a quote…');
    await waitFor(() => expect(preview.textContent).toBe(''));
    expect(stakeButton().disabled).toBe(true);
    expect(services.requests.filter((request) => /quote|swap|simulate|send/.test(request.service))).toEqual([]);
  });

  it('says clearly when the mint is not an address, and makes no call', async () => {
    const { services } = renderWidget(<StakeCard mint="not-a-mint<script>" />, { connected: true });
    expect((await screen.findByRole('alert')).textContent).toBe('This widget has no valid token mint address.');
    expect(services.requests).toEqual([]);
  });

  it('says when the LST list failed, and retries on request', async () => {
    // The spec's 'Failed to fetch LSTs' is logged (widget/api/lstList.ts); the staker reads plain words.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { services } = renderWidget(<StakeCard mint={evergreen.mint} />, { faults: [['lst-list', 'error']] });
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the list of tokens.Try again');
    expect(logged).toHaveBeenCalledWith('Failed to fetch LSTs', expect.anything());
    logged.mockRestore();
    services.faults.set('lst-list', null);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await ready();
  });

  it('says when the mint is not in the LST list', async () => {
    renderWidget(<StakeCard mint="So11111111111111111111111111111111111111112" />);
    expect((await screen.findByRole('alert')).textContent).toBe('This token is not in the LST list.');
  });

  it('offers Connect while no wallet is connected, with or without a page wallet button', async () => {
    const { session } = renderWidget(<StakeCard mint={evergreen.mint} />);
    await ready();
    const region = screen.getByRole('region', { name: 'Stake SOL for evgSOL' });
    expect(region.textContent).toContain('Connect a wallet on Solana to continue');
    expect(region.contains(screen.getByRole('button', { name: 'Connect' }))).toBe(true);
    const release = session.registerPageButton();
    // The page's own button does not take the card's way to connect away.
    expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy();
    release();
  });
});
