import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StakeCard } from '../../widget/react/StakeCard';
import { demoProjects, evergreen } from '../../demo/demoProjects';
import { renderWidget } from '../support/renderWidget';

/** Issue 40's card: a title per tab, Connect in the card, the rent before the first stake, one success message, the position in one place, readable figures. */
const amountInput = () => screen.getByLabelText('Stake Amount') as HTMLInputElement;
const stakeButton = () => screen.getByRole('button', { name: 'Start Staking' }) as HTMLButtonElement;
const type = (value: string) => fireEvent.input(amountInput(), { target: { value } });
const card = () => screen.getByRole('region');
const canSol = demoProjects.find((project) => project.symbol === 'canSOL')!;

describe('the card, as a staker meets it', () => {
  it('titles each tab: the Unstake tab is not "Stake SOL for …"', async () => {
    renderWidget(<StakeCard mint={evergreen.mint} />, { connected: true });
    await screen.findByRole('heading', { name: 'Stake SOL for evgSOL' });
    fireEvent.click(screen.getByRole('tab', { name: 'Unstake' }));
    await screen.findByRole('heading', { name: 'Unstake evgSOL' });
    expect(screen.getByRole('region', { name: 'Unstake evgSOL' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Stake' }));
    await screen.findByRole('heading', { name: 'Stake SOL for evgSOL' });
  });

  it('offers Connect on both tabs while no wallet is connected, opens the wallet picker, and keeps the spec’s alert on Start Staking', async () => {
    const { calls } = renderWidget(<StakeCard mint={evergreen.mint} />);
    await screen.findByRole('heading', { name: 'Stake SOL for evgSOL' });
    expect(card().textContent).toContain('Connect a wallet on Solana to continue');
    // The spec's alert stays: Start Staking without a wallet.
    type('1');
    fireEvent.click(stakeButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Please connect your wallet first');
    // The same words and button on the Unstake tab: they are the card's, not a tab's.
    fireEvent.click(screen.getByRole('tab', { name: 'Unstake' }));
    await screen.findByRole('heading', { name: 'Unstake evgSOL' });
    expect(card().textContent).toContain('Connect a wallet on Solana to continue');
    const connect = within(card()).getByRole('button', { name: 'Connect' });
    expect(connect.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(connect);
    const picker = await screen.findByRole('dialog');
    fireEvent.click(within(picker).getByRole('button', { name: /Test Wallet/ }));
    await waitFor(() => expect(within(card()).queryByRole('button', { name: 'Connect' })).toBeNull());
    expect(calls).toEqual(['select Test Wallet']);
    expect(card().textContent).not.toContain('Connect a wallet on Solana to continue');
  });

  it('shows the token account’s rent and the total before the first stake, then one success message and the position under it', async () => {
    renderWidget(<StakeCard mint={canSol.mint} />, { connected: true });
    await screen.findByRole('heading', { name: 'Stake SOL for canSOL' });
    type('1');
    // Before the click: 1 SOL + the rent of the staker's new canSOL account (0.00203928 SOL), and the network fee.
    const rent = await screen.findByText(
      /^Opens your canSOL account: 0\.002039 SOL, back to you when it is closed\.$/,
      {},
      { timeout: 5000 },
    );
    expect(rent.getAttribute('title')).toBe('Opens your canSOL account: 0.00203928 SOL, back to you when it is closed.');
    expect(rent.tabIndex).toBe(0);
    expect(screen.getByText('Total: 1.002 SOL + network fee').getAttribute('title')).toBe('Total: 1.00203928 SOL + network fee');
    fireEvent.click(stakeButton());
    const heading = await screen.findByRole('heading', { name: 'Stake confirmed' }, { timeout: 10_000 });
    const message = heading.closest<HTMLElement>('[role="status"]')!;
    // One box, one heading, the spec's sentence inside it, and where the tokens are now.
    expect(message.textContent).toMatch(
      /^Stake confirmedYou will receive approximately 0\.\d{4} LST tokensThey are in your wallet as canSOL\./,
    );
    const spec = within(message).getByText(/^You will receive approximately 0\.\d{4} LST tokens$/);
    expect(spec.getAttribute('title')).toMatch(/^You will receive approximately 0\.\d{5,9} LST tokens$/);
    // The position: once, in the card's shell under the tabs' panels (right under the message), and it says what arrived.
    const held = await screen.findByText(/^You hold 0\.\d{4} canSOL ≈ 1 SOL$/, {}, { timeout: 5000 });
    expect(screen.getAllByText(/^You hold /)).toHaveLength(1);
    expect(message.compareDocumentPosition(held) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(held.closest('[role="tabpanel"]')).toBeNull();
    // Once the account exists, the next stake pays no rent and says none.
    fireEvent.click(within(message).getByRole('button', { name: 'Stake again' }));
    type('1');
    await screen.findByText(/^You receive 0\.\d{4} canSOL$/, {}, { timeout: 5000 });
    await waitFor(() => expect(screen.queryByText(/^Opens your canSOL account/)).toBeNull());
  });

  it('says what Max keeps back for fees, next to Max', async () => {
    renderWidget(<StakeCard mint={evergreen.mint} />, { connected: true });
    const note = await screen.findByText('Max keeps 0.01 SOL for fees', {}, { timeout: 3000 });
    expect(screen.getByRole('button', { name: 'Max' }).getAttribute('aria-describedby')).toBe(note.id);
  });
});
