// Section 4 of the project-team issue: an initial amount, a fixed amount, and the preset chips.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { evergreen } from '../../demo/demoProjects';
import { DEFAULT_BALANCE } from '../../demo/demoChain';
import { StakeCard } from '../../widget/react/StakeCard';
import { renderWidget } from '../support/renderWidget';

const field = () => screen.getByLabelText('Stake Amount') as HTMLInputElement;
const stakeButton = () => screen.getByRole('button', { name: 'Start Staking' }) as HTMLButtonElement;
const chip = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const quotedAmounts = (services: ReturnType<typeof renderWidget>['services']) =>
  services.requests.filter((request) => request.service === 'swap-quote').map((request) => new URL(request.url).searchParams.get('amount'));

describe('amount presets', () => {
  it('are hidden until the balance is known, then fill in 25 %, 50 % and Max (less the fee reserve) exactly', async () => {
    expect(DEFAULT_BALANCE).toBe(100_000_000_000n);
    const { services } = renderWidget(<StakeCard mint={evergreen.mint} />, { connected: true });
    expect(screen.queryByRole('group', { name: 'Amount presets' })).toBeNull();
    await screen.findByText('Balance: 100 SOL');
    fireEvent.click(chip('25 %'));
    expect(field().value).toBe('25');
    fireEvent.click(chip('50 %'));
    expect(field().value).toBe('50');
    fireEvent.click(chip('Max'));
    expect(field().value).toBe('99.99');
    await screen.findByText(`You receive ≈ 95.2286 ${evergreen.symbol}`, {}, { timeout: 3000 });
    expect(quotedAmounts(services).at(-1)).toBe('99990000000');
  });

  it('are all disabled when nothing is left to stake after the fee reserve', async () => {
    const { services, wallet, connect } = renderWidget(<StakeCard mint={evergreen.mint} />);
    services.chain.balances.set(wallet.address, 5_000_000n);
    connect();
    await screen.findByText('Balance: 0.005 SOL');
    expect(['25 %', '50 %', 'Max'].map((name) => chip(name).disabled)).toEqual([true, true, true]);
  });

  it('stay out of the way of a wallet that is not connected: no balance, no chips', async () => {
    renderWidget(<StakeCard mint={evergreen.mint} />);
    await screen.findByRole('heading', { name: `Stake SOL for ${evergreen.symbol}` });
    expect(screen.queryByRole('group', { name: 'Amount presets' })).toBeNull();
  });
});

describe('an initial amount', () => {
  it('is filled in and quoted, and the staker may change it', async () => {
    const { services } = renderWidget(<StakeCard mint={evergreen.mint} amount="1.5" />, { connected: true });
    expect(field().value).toBe('1.5');
    expect(field().readOnly).toBe(false);
    await screen.findByText(`You receive ≈ 1.4286 ${evergreen.symbol}`, {}, { timeout: 3000 });
    fireEvent.input(field(), { target: { value: '2' } });
    expect(field().value).toBe('2');
    await screen.findByText(`You receive ≈ 1.9048 ${evergreen.symbol}`, {}, { timeout: 3000 });
    expect(quotedAmounts(services)).toEqual(['1500000000', '2000000000']);
  });
});

describe('a fixed amount', () => {
  it('cannot be changed, offers no presets, and stakes exactly that amount', async () => {
    const onStakeSuccess = vi.fn();
    renderWidget(<StakeCard mint={evergreen.mint} fixedAmount="1" onStakeSuccess={onStakeSuccess} />, { connected: true });
    expect(field().readOnly).toBe(true);
    expect(field().value).toBe('1');
    await screen.findByText('Balance: 100 SOL');
    expect(screen.queryByRole('group', { name: 'Amount presets' })).toBeNull();
    fireEvent.click(stakeButton());
    await screen.findByText('You will receive approximately 0.9524 LST tokens', {}, { timeout: 3000 });
    expect(onStakeSuccess.mock.calls[0]![0]).toMatchObject({ lamports: '1000000000' });
  });

  it.each(['1,5', 'ten', '0', '-1'])('%j is refused with a message, and nothing is quoted or staked', async (fixedAmount) => {
    const { services } = renderWidget(<StakeCard mint={evergreen.mint} fixedAmount={fixedAmount} />, { connected: true });
    await screen.findByText('Balance: 100 SOL');
    // Said as the field's own description.
    expect(screen.getByText(/^This card is set up with an amount it cannot stake \(.+\)\.$/).id).toBe(
      screen.getByLabelText('Stake Amount').getAttribute('aria-describedby'),
    );
    expect(stakeButton().disabled).toBe(true);
    expect(quotedAmounts(services)).toEqual([]);
  });
});
