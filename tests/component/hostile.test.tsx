import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StakeCard } from '../../widget/react/StakeCard';
import { TokenLogo } from '../../widget/react/TokenLogo';
import { evergreen } from '../../demo/demoProjects';
import { holdPrompt } from '../support/holdPrompt';
import { renderWidget } from '../support/renderWidget';

const amountInput = () => screen.getByLabelText('Stake Amount') as HTMLInputElement;
const stakeButton = () => screen.getByRole('button', { name: 'Start Staking' }) as HTMLButtonElement;
const ready = () => screen.findByRole('heading', { name: 'Stake SOL for evgSOL' });
// The card's own reads (its token, the network, the wallet's SOL, what it holds and its pool's APY) are no stake's.
const stakeCalls = (requests: { service: string }[]) =>
  requests.filter((request) => !['lst-list', 'rpc-balance', 'rpc-genesis', 'rpc-holdings', 'rpc-pool'].includes(request.service));

describe('hostile amounts at the card', () => {
  it.each(['0.0000000001', '1e-7', '1E3', '0x10', 'Infinity', 'NaN', ' ', '-1', '0', '1,5', '1.000,5'])(
    '%j is never sent anywhere',
    async (value) => {
      const { services, container } = renderWidget(<StakeCard mint={evergreen.mint} />, { connected: true });
      await ready();
      fireEvent.input(amountInput(), { target: { value } });
      // Not an empty field, so the button can be pressed: the refusal must come from the amount itself.
      expect(stakeButton().disabled).toBe(false);
      fireEvent.click(stakeButton());
      expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid stake amount');
      // The click was refused before any stake began, and a quote is only ever fetched for a pending
      // preview ("Fetching a quote…" until it answers): an empty one means none is coming.
      expect(container.querySelector('.lst-preview')!.textContent).toBe('');
      expect(stakeCalls(services.requests)).toEqual([]);
    },
  );
});

describe('a flow interrupted', () => {
  it('sends nothing when the card goes away while the wallet prompt is open', async () => {
    const error = vi.spyOn(console, 'error');
    const [onStakeSuccess, onStakeFailure, onStakeCancel] = [vi.fn(), vi.fn(), vi.fn()];
    const { wallet, services, unmount } = renderWidget(
      <StakeCard mint={evergreen.mint} onStakeSuccess={onStakeSuccess} onStakeFailure={onStakeFailure} onStakeCancel={onStakeCancel} />,
      { connected: true },
    );
    const answer = holdPrompt(wallet);
    await ready();
    fireEvent.input(amountInput(), { target: { value: '1' } });
    fireEvent.click(stakeButton());
    await waitFor(() => expect(wallet.prompts).toBe(1));
    unmount();
    answer();
    // The stake's end is reported even for a card that is gone: after it, nothing more is sent.
    await waitFor(() => expect(onStakeCancel).toHaveBeenCalledWith(expect.objectContaining({ messageKey: 'walletChanged' })));
    expect(onStakeSuccess).not.toHaveBeenCalled();
    expect(onStakeFailure).not.toHaveBeenCalled();
    expect(services.requests.some((request) => request.service === 'rpc-send')).toBe(false);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('sends nothing when the wallet disconnects while its prompt is open', async () => {
    const { wallet, services, session } = renderWidget(<StakeCard mint={evergreen.mint} />, { connected: true });
    const answer = holdPrompt(wallet);
    await ready();
    fireEvent.input(amountInput(), { target: { value: '1' } });
    fireEvent.click(stakeButton());
    await waitFor(() => expect(wallet.prompts).toBe(1));
    act(() => session.setState({ status: 'no-wallet', publicKey: null, selected: null }));
    answer();
    await screen.findByText('Your wallet disconnected or changed. Nothing was sent.');
    expect(services.requests.some((request) => request.service === 'rpc-send')).toBe(false);
  });

  it('keeps a stake whose send failed: no "failed", no second click, and the rebroadcast lands it once', async () => {
    const { services, wallet } = renderWidget(<StakeCard mint={evergreen.mint} />, { connected: true });
    await ready();
    services.faults.set('rpc-send', 'error');
    fireEvent.input(amountInput(), { target: { value: '1' } });
    fireEvent.click(stakeButton());
    const link = await screen.findByRole('link', { name: 'View transaction in the explorer' });
    expect(link.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(stakeButton().disabled).toBe(true);
    fireEvent.click(stakeButton());
    services.faults.set('rpc-send', null);
    await screen.findByText(/You will receive approximately/, {}, { timeout: 5000 });
    expect(services.chain.accepted).toHaveLength(1);
    expect(wallet.prompts).toBe(1);
  });
});

describe('hostile logos', () => {
  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    ' java\nscript:x',
    '/relative.png',
    '',
    'http://logos.example/a.png',
    'https://cdn@evil.example/a.png',
  ])('shows the placeholder for %j', (src) => {
    const { container } = render(<TokenLogo src={src} symbol="evgSOL" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('E');
  });

  it('falls back to the placeholder when the image fails to load, and asks without a referrer', () => {
    const { container } = render(<TokenLogo src="https://logos.example/broken.png" symbol="canSOL" />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('referrerpolicy')).toBe('no-referrer');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('C');
  });
});
