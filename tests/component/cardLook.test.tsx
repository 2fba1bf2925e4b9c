import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StakeCard } from '../../widget/react/StakeCard';
import { evergreen } from '../../demo/demoProjects';
import { renderWidget } from '../support/renderWidget';

const DEMO_WORDS = 'A demo transaction: no explorer has it.';

async function stakeOne() {
  await screen.findByRole('heading', { name: 'Stake SOL for evgSOL' });
  fireEvent.input(screen.getByLabelText('Stake Amount'), { target: { value: '1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Start Staking' }));
  await screen.findByText('You will receive approximately 0.9524 LST tokens', {}, { timeout: 3000 });
}

describe("a card's explorer and theme", () => {
  afterEach(() => vi.restoreAllMocks());

  it('links the transaction on the chosen explorer', async () => {
    renderWidget(<StakeCard mint={evergreen.mint} explorer="solanafm" />, { connected: true });
    await stakeOne();
    const link = screen.getByRole('link', { name: 'View transaction in the explorer' }) as HTMLAnchorElement;
    expect(link.href).toMatch(/^https:\/\/solana\.fm\/tx\/\w+$/);
  });

  it("takes the provider's explorer", async () => {
    renderWidget(<StakeCard mint={evergreen.mint} />, { connected: true, config: { explorer: 'solscan' } });
    await stakeOne();
    expect((screen.getByRole('link', { name: 'View transaction in the explorer' }) as HTMLAnchorElement).href).toMatch(
      /^https:\/\/solscan\.io\/tx\/\w+$/,
    );
  });

  it('ignores an unknown explorer with a console warning, and links the default one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // @ts-expect-error: an embedder's typo, as an attribute would carry it
    renderWidget(<StakeCard mint={evergreen.mint} explorer="etherscan" />, { connected: true });
    await stakeOne();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('explorer "etherscan" is ignored'));
    expect((screen.getByRole('link', { name: 'View transaction in the explorer' }) as HTMLAnchorElement).href).toMatch(
      /^https:\/\/explorer\.solana\.com\/tx\/\w+$/,
    );
  });

  it("says a demo transaction is the demo's, and links no explorer", async () => {
    renderWidget(<StakeCard mint={evergreen.mint} explorer="solscan" />, { connected: true, config: { demo: true } });
    await stakeOne();
    expect(screen.getByText(DEMO_WORDS)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View transaction in the explorer' })).toBeNull();
  });

  it('forces a scheme with a class around the card; auto adds nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderWidget(
      <>
        <StakeCard mint={evergreen.mint} theme="dark" />
        <StakeCard mint={evergreen.mint} theme="light" />
        <StakeCard mint={evergreen.mint} theme="auto" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('heading', { name: 'Stake SOL for evgSOL' })).toHaveLength(3));
    expect(container.querySelectorAll('.lst-dark > .lst-card')).toHaveLength(1);
    expect(container.querySelectorAll('.lst-light > .lst-card')).toHaveLength(1);
    expect(container.querySelectorAll(':scope > .lst-card')).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('ignores an unknown theme with a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // @ts-expect-error: an embedder's typo, as an attribute would carry it
    const { container } = renderWidget(<StakeCard mint={evergreen.mint} theme="blue" />);
    await screen.findByRole('heading', { name: 'Stake SOL for evgSOL' });
    expect(container.querySelector('.lst-dark, .lst-light, .lst-blue')).toBeNull();
    expect(warn).toHaveBeenCalledWith('lst-stake: theme "blue" is ignored: not auto, light, dark');
  });
});
