// React's StrictMode (what a React app runs in development) mounts, unmounts and mounts again every
// component, and runs each effect's cleanup once in between. The card must come back whole from that:
// a quote preview, a stake and a wallet button, as in any other render.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { StakeCard } from '../../widget/react/StakeCard';
import { WalletButton } from '../../widget/react/WalletButton';
import { evergreen } from '../../demo/demoProjects';
import { renderWidget } from '../support/renderWidget';

describe('StakeCard under StrictMode', () => {
  it('previews, stakes once and reports the outcome', async () => {
    const { services, wallet } = renderWidget(
      <StrictMode>
        <StakeCard mint={evergreen.mint} />
      </StrictMode>,
      { connected: true },
    );
    await screen.findByRole('heading', { name: 'Stake SOL for evgSOL' });
    await screen.findByText('Balance: 100 SOL');
    fireEvent.input(screen.getByRole('textbox'), { target: { value: '1.5' } });
    await screen.findByText('You receive ≈ 1.4286 evgSOL', {}, { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Start Staking' }));
    await screen.findByText('You will receive approximately 1.4286 LST tokens', {}, { timeout: 3000 });
    expect(wallet.prompts).toBe(1);
    expect(services.requests.filter((request) => request.service === 'rpc-send')).toHaveLength(1);
  });

  it('opens a launcher’s dialog and closes it, and connects through the wallet picker', async () => {
    const { wallet } = renderWidget(
      <StrictMode>
        <WalletButton />
        <StakeCard mint={evergreen.mint} display="button" walletButton="hide" />
      </StrictMode>,
    );
    const dialog = () => document.querySelector('dialog.lst-modal--stake') as HTMLDialogElement;
    fireEvent.click(await screen.findByRole('button', { name: 'Stake evgSOL' }));
    expect(dialog().open).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog().open).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Select Wallet' }));
    const picker = await screen.findByRole('dialog', { name: 'Connect a wallet on Solana to continue' });
    fireEvent.click(screen.getByRole('button', { name: /Test Wallet/ }));
    await waitFor(() => expect(picker.isConnected).toBe(false));
    expect(screen.getAllByRole('button')[0]!.textContent).toContain(wallet.address.slice(0, 4));
  });
});
