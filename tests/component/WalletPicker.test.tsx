import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WalletOption } from '../../widget/core/wallet/walletSession';
import { PICKER_CLOSE_DELAY_MS, WalletPicker } from '../../widget/react/WalletPicker';

const wallet = (name: string, readiness: WalletOption['readiness']): WalletOption => ({
  name,
  icon: '',
  url: `https://${name}.example`,
  readiness,
});

afterEach(() => vi.useRealTimers());

describe('WalletPicker', () => {
  it('lists detected wallets first, the rest behind More options / Less options', () => {
    render(
      <WalletPicker
        wallets={[
          wallet('Phantom', 'NotDetected'),
          wallet('Backpack', 'Installed'),
          wallet('Solflare', 'Loadable'),
          wallet('Old', 'Unsupported'),
        ]}
        onSelect={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('heading').textContent).toBe('Connect a wallet on Solana to continue');
    const names = () => screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(names()).toEqual(['BackpackDetected', 'SolflareAvailable']);
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    expect(names()).toEqual(['BackpackDetected', 'SolflareAvailable', 'PhantomNot installed', 'OldUnsupported']);
    expect((screen.getByRole('button', { name: /Old/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Less options' }));
    expect(names()).toHaveLength(2);
  });

  it("says you'll need a wallet when none is detected, with the others behind View options", () => {
    const onSelect = vi.fn();
    render(<WalletPicker wallets={[wallet('Phantom', 'NotDetected')]} onSelect={onSelect} onClose={() => {}} />);
    expect(screen.getByRole('heading').textContent).toBe("You'll need a wallet on Solana to continue");
    expect(screen.queryByRole('listitem')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Already have a wallet? View options' }));
    fireEvent.click(screen.getByRole('button', { name: /Phantom/ }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'Phantom' }));
  });

  it.each([
    ['Escape', () => fireEvent.keyDown(document, { key: 'Escape' })],
    ['an overlay click', () => fireEvent.pointerDown(document.querySelector('.lst-modal')!)],
  ])('closes on %s after %i ms', (_, act) => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<WalletPicker wallets={[wallet('A', 'Installed')]} onSelect={() => {}} onClose={onClose} />);
    act();
    vi.advanceTimersByTime(PICKER_CLOSE_DELAY_MS - 1);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes once for two quick closes, and not at all once it has been taken away', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const view = render(<WalletPicker wallets={[wallet('A', 'Installed')]} onSelect={() => {}} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    vi.advanceTimersByTime(PICKER_CLOSE_DELAY_MS);
    expect(onClose).toHaveBeenCalledTimes(1);
    view.rerender(<WalletPicker wallets={[wallet('A', 'Installed')]} onSelect={() => {}} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    view.unmount();
    vi.advanceTimersByTime(1000);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open, focus where it was, when its parent passes a new onClose', () => {
    const view = render(
      <WalletPicker wallets={[wallet('A', 'Installed'), wallet('B', 'Installed')]} onSelect={() => {}} onClose={() => {}} />,
    );
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    const closes = vi.fn();
    dialog.addEventListener('close', closes);
    const second = screen.getByRole('button', { name: /B/ });
    second.focus();
    view.rerender(<WalletPicker wallets={[wallet('A', 'Installed'), wallet('B', 'Installed')]} onSelect={() => {}} onClose={() => {}} />);
    expect(dialog.open).toBe(true);
    expect(closes).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(second);
  });

  it('does not close on a click inside the dialog', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<WalletPicker wallets={[wallet('A', 'Installed')]} onSelect={() => {}} onClose={onClose} />);
    fireEvent.pointerDown(screen.getByRole('heading'));
    vi.advanceTimersByTime(1000);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is a modal dialog that keeps focus inside', () => {
    render(<WalletPicker wallets={[wallet('A', 'Installed'), wallet('B', 'Installed')]} onSelect={() => {}} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const buttons = screen.getAllByRole('button');
    expect(document.activeElement).toBe(buttons[0]);
    buttons[buttons.length - 1]!.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(buttons[buttons.length - 1]);
  });
});
