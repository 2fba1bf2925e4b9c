import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WalletButton } from '../../widget/react/WalletButton';
import { WalletSessionContext } from '../../widget/react/WalletSessionContext';
import { renderWidget } from '../support/renderWidget';

afterEach(() => vi.useRealTimers());

describe('WalletButton', () => {
  it.each([
    ['loading', 'Select Wallet'],
    ['no-wallet', 'Select Wallet'],
    ['has-wallet', 'Connect'],
    ['connecting', 'Connecting ...'],
  ] as const)('reads %s as %j', (status, label) => {
    const { session } = renderWidget(<WalletButton />);
    act(() => session.setState({ status, selected: status === 'no-wallet' ? null : 'Test Wallet' }));
    expect(screen.getByRole('button').textContent).toBe(label);
  });

  it('shows the first 4 and last 4 characters of the connected address', () => {
    const { connect, wallet } = renderWidget(<WalletButton />);
    act(connect);
    expect(screen.getByRole('button').textContent).toBe(`${wallet.address.slice(0, 4)}..${wallet.address.slice(-4)}`);
  });

  it('opens the picker, and a choice there connects', async () => {
    const { calls, wallet } = renderWidget(<WalletButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Select Wallet' }));
    // The picker is a chunk of its own: it arrives after the click.
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet on Solana to continue' });
    fireEvent.click(screen.getByRole('button', { name: /Test Wallet/ }));
    expect(calls).toEqual(['select Test Wallet']);
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(screen.getByRole('button').textContent).toContain(wallet.address.slice(0, 4));
  });

  it('opens one picker, its own, when buttons in separate roots share the session (one per element)', async () => {
    const { session } = renderWidget(<WalletButton />);
    // A second element: its own React root, the same page session. useId would give both the same id.
    const other = document.createElement('div');
    document.body.append(other);
    const view = render(
      <WalletSessionContext.Provider value={session}>
        <WalletButton />
      </WalletSessionContext.Provider>,
      { container: other },
    );
    fireEvent.click(within(other).getByRole('button', { name: 'Select Wallet' }));
    await screen.findByRole('dialog');
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    const dialog = document.querySelector('dialog')!;
    expect(other.contains(dialog)).toBe(true);
    expect(dialog.open).toBe(true);
    view.unmount();
    other.remove();
  });

  it('gives focus back to the button when the picker closes', async () => {
    renderWidget(<WalletButton />);
    const button = screen.getByRole('button', { name: 'Select Wallet' });
    fireEvent.click(button);
    await screen.findByRole('dialog');
    expect(document.activeElement).not.toBe(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('connects a chosen but unconnected wallet', async () => {
    const { calls, session } = renderWidget(<WalletButton />);
    act(() => session.setState({ status: 'has-wallet', selected: 'Test Wallet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(calls).toEqual(['connect']));
  });

  it('has a menu when connected: Copy address (Copied for 400 ms), Change wallet, Disconnect', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { connect, wallet, calls } = renderWidget(<WalletButton />);
    act(connect);
    fireEvent.click(screen.getByRole('button'));
    // The menu is a chunk of its own: it arrives after the click.
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Copy address', 'Change wallet', 'Disconnect']);

    vi.useFakeTimers();
    const copy = screen.getByRole('menuitem', { name: 'Copy address' });
    fireEvent.click(copy);
    await act(async () => {
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith(wallet.address);
    // The item pressed says so itself, for 400 ms.
    expect(copy.textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(399));
    expect(copy.textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(copy.textContent).toBe('Copy address');
    vi.useRealTimers();

    fireEvent.click(screen.getByRole('menuitem', { name: 'Change wallet' }));
    expect(((await screen.findByRole('dialog', { name: 'Connect a wallet on Solana to continue' })) as HTMLDialogElement).open).toBe(true);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getAllByRole('button')[0]!);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Disconnect' }));
    await waitFor(() => expect(calls).toContain('disconnect'));
    expect(screen.getByRole('button').textContent).toBe('Select Wallet');
  });

  it('closes its menu on Escape and on a click outside', async () => {
    const { connect } = renderWidget(<WalletButton />);
    act(connect);
    fireEvent.click(screen.getByRole('button'));
    await screen.findByRole('menu');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button'));
    await screen.findByRole('menu');
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shares one session: connecting through one button shows in every button, and one picker at a time', async () => {
    const { session, connect } = renderWidget(
      <>
        <WalletButton />
        <WalletButton />
      </>,
    );
    const [first, second] = screen.getAllByRole('button');
    fireEvent.click(first!);
    fireEvent.click(second!);
    await screen.findByRole('dialog');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    act(() => session.setState({ pickerOwner: null }));
    act(connect);
    const labels = screen.getAllByRole('button').map((button) => button.textContent);
    expect(labels[0]).toMatch(/^\w{4}\.\.\w{4}$/);
    expect(labels[1]).toBe(labels[0]);
  });

  it('shows a wallet error as an alert, until the next wallet action', async () => {
    const { session } = renderWidget(<WalletButton />);
    act(() => session.setState({ error: 'Connection rejected by the wallet' }));
    expect(screen.getByRole('alert').textContent).toBe('Connection rejected by the wallet');
    fireEvent.click(screen.getByRole('button', { name: 'Select Wallet' }));
    fireEvent.click(await screen.findByRole('button', { name: /Test Wallet/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(session.getState().error).toBeNull();
  });
});
