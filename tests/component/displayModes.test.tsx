// Section 1 of the project-team issue: a button or a corner launcher that opens the card in a native
// modal dialog. Chromium checks the top layer itself (tests/e2e/embed.test.ts); here, the behaviour.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { evergreen } from '../../demo/demoProjects';
import { StakeCard } from '../../widget/react/StakeCard';
import { renderWidget } from '../support/renderWidget';

const stakeDialog = () => document.querySelector('dialog.lst-modal--stake') as HTMLDialogElement;

describe('display="button"', () => {
  it('is a "Stake evgSOL" button that opens the card in a modal dialog and closes it again', async () => {
    renderWidget(<StakeCard mint={evergreen.mint} display="button" />, { connected: true });
    const launcher = await screen.findByRole('button', { name: `Stake ${evergreen.symbol}` });
    expect(launcher.getAttribute('aria-haspopup')).toBe('dialog');
    expect(stakeDialog().open).toBe(false);
    fireEvent.click(launcher);
    expect(stakeDialog().open).toBe(true);
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect(stakeDialog().getAttribute('aria-label')).toBe(`Stake SOL for ${evergreen.symbol}`);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(stakeDialog().open).toBe(false);
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on the browser’s cancel (Escape) and on a press on the backdrop, not on a press inside or a drag out', () => {
    renderWidget(<StakeCard mint={evergreen.mint} display="button" />);
    const launcher = screen.getByRole('button', { name: /^Stake/ });
    fireEvent.click(launcher);
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(stakeDialog(), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(stakeDialog().open).toBe(false);
    fireEvent.click(launcher);
    fireEvent.pointerDown(stakeDialog().querySelector('.lst-card')!);
    fireEvent.click(stakeDialog().querySelector('.lst-card')!);
    expect(stakeDialog().open).toBe(true);
    // A drag that starts in the card and ends on the backdrop (selecting text) keeps it open.
    fireEvent.click(stakeDialog());
    expect(stakeDialog().open).toBe(true);
    fireEvent.pointerDown(stakeDialog());
    fireEvent.click(stakeDialog());
    expect(stakeDialog().open).toBe(false);
  });

  it('gives focus back to the launcher when it closes', () => {
    renderWidget(<StakeCard mint={evergreen.mint} display="button" />);
    const launcher = screen.getByRole('button', { name: /^Stake/ });
    launcher.focus();
    fireEvent.click(launcher);
    (stakeDialog().querySelector('input') as HTMLInputElement).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(launcher);
  });

  it('keeps the card while closed: a stake runs on, and its outcome is there when reopened', async () => {
    const onStakeSuccess = vi.fn();
    const { wallet } = renderWidget(<StakeCard mint={evergreen.mint} display="button" onStakeSuccess={onStakeSuccess} />, {
      connected: true,
    });
    fireEvent.click(await screen.findByRole('button', { name: `Stake ${evergreen.symbol}` }));
    fireEvent.input(screen.getByLabelText('Stake Amount'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Staking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onStakeSuccess).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(wallet.prompts).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: `Stake ${evergreen.symbol}` }));
    expect(stakeDialog().textContent).toContain('You will receive approximately 1.4286 LST tokens');
  });

  it('says "Stake 1 SOL" with a fixed amount', async () => {
    renderWidget(<StakeCard mint={evergreen.mint} display="button" fixedAmount="1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Stake 1 SOL' }));
    // It opens the card with that very amount, which the staker cannot change.
    const field = screen.getByLabelText('Stake Amount') as HTMLInputElement;
    expect(stakeDialog().contains(field)).toBe(true);
    expect({ value: field.value, readOnly: field.readOnly }).toEqual({ value: '1', readOnly: true });
  });
});

describe('display="floating"', () => {
  it('is a round launcher in the chosen corner, named for the token, opening the same dialog', async () => {
    renderWidget(<StakeCard mint={evergreen.mint} display="floating" position="bottom-left" />);
    const launcher = await screen.findByRole('button', { name: `Stake ${evergreen.symbol}` });
    expect(launcher.className).toContain('lst-launcher--floating');
    expect(launcher.className).toContain('lst-launcher--bottom-left');
    fireEvent.click(launcher);
    expect(stakeDialog().open).toBe(true);
    expect(stakeDialog().contains(screen.getByLabelText('Stake Amount'))).toBe(true);
  });
});
