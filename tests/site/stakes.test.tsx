import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoProjects } from '../../demo/demoProjects';
import { page } from '../../widget/core/page/page';
import { NO_WORTH, STAKES_WORDS } from '../../site/pages/StakesPage';
import { exitStakeAccountOnDemo, holdOnDemo, newWallet } from '../support/yourStakesOnDemo';
import { renderSite } from './renderSite';

const bySymbol = (symbol: string) => demoProjects.find((entry) => entry.symbol === symbol)!;
const canopy = bySymbol('canSOL');
const fern = bySymbol('fernSOL');
const evergreen = bySymbol('evgSOL');
const moss = bySymbol('mossSOL');

/** The page's wallet connected, as the header's button would leave it. */
function connect(address = newWallet()): void {
  act(() => page().wallet.setState({ status: 'connected', selected: 'Test Wallet', publicKey: address }));
}

describe('Your stakes', () => {
  it('is linked from the header and marked there when current', () => {
    renderSite('/stakes');
    const link = within(screen.getByRole('banner')).getByRole('link', { name: 'Your stakes' });
    expect(link.getAttribute('href')).toBe('/stakes');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('asks a visitor without a wallet to connect one, with the site’s wallet button', async () => {
    act(() => page().wallet.setState({ status: 'has-wallet' }));
    renderSite('/stakes');
    expect(await screen.findByText(STAKES_WORDS.disconnected)).toBeTruthy();
    expect(screen.getByRole('main').querySelector('lst-wallet-button')).not.toBeNull();
  });

  it('lists each held token with its SOL worth and its stake accounts, each linking to its card', async () => {
    const view = renderSite('/stakes');
    const owner = newWallet();
    holdOnDemo(view.services, owner, canopy, 1_500_000_000n);
    holdOnDemo(view.services, owner, canopy, 500_000_000n);
    holdOnDemo(view.services, owner, evergreen, 250_000_000n);
    // Everything of fernSOL went out into a stake account: its emptied token account stays, holding 0.
    holdOnDemo(view.services, owner, fern, 0n);
    await exitStakeAccountOnDemo(view.services, owner, fern, 1_001_579_455n);
    // Held by someone else: not this wallet's.
    holdOnDemo(view.services, newWallet(), bySymbol('mossSOL'), 9_000_000_000n);
    connect(owner);

    const list = await screen.findByRole('list', {}, { timeout: 5000 }).then(() => screen.getAllByRole('listitem'));
    const rows = list.filter((item) => item.classList.contains('stake'));
    // In the list's order.
    expect(rows.map((row) => within(row).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Evergreen Staked SOL',
      'Canopy Staked SOL',
      'Fern Staked SOL',
    ]);
    const [evergreenRow, canopyRow, fernRow] = rows as [HTMLElement, HTMLElement, HTMLElement];
    // Both accounts of the mint, in base units, and the worth at the pool's own rate (≈, 4 places).
    expect(within(canopyRow).getByText('2 canSOL')).toBeTruthy();
    expect(canopyRow.querySelector('.stake__worth')?.textContent).toMatch(/^≈ \d+(\.\d{1,4})? SOL$/);
    expect(within(evergreenRow).getByText('0.25 evgSOL')).toBeTruthy();
    expect(within(evergreenRow).getByText(NO_WORTH['no-pool'])).toBeTruthy();
    expect(within(fernRow).getByText('0 fernSOL')).toBeTruthy();
    expect(within(fernRow).getByText('1.001579455 SOL ready to withdraw')).toBeTruthy();
    for (const [row, entry] of [
      [canopyRow, canopy],
      [evergreenRow, evergreen],
      [fernRow, fern],
    ] as const) {
      expect(
        within(row)
          .getByRole('link', { name: `Open ${entry.symbol}` })
          .getAttribute('href'),
      ).toBe(`/detail/${entry.mint}`);
    }
  });

  it('finds the stake accounts of a project whose token account a full unstake closed, through the wallet’s stake accounts', async () => {
    const view = renderSite('/stakes');
    const owner = newWallet();
    // All of its mossSOL went out into a stake account, and the emptied account was closed: no token account left.
    await exitStakeAccountOnDemo(view.services, owner, moss, 1_001_579_455n);
    // Someone else's stake account from the same pool: not this wallet's.
    await exitStakeAccountOnDemo(view.services, newWallet(), canopy, 2_000_000_000n);
    connect(owner);
    const row = await waitFor(
      () => {
        const found = screen.getAllByRole('listitem').find((item) => item.classList.contains('stake'));
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 5000 },
    );
    expect(within(row).getByRole('heading', { level: 2 }).textContent).toBe('Moss Staked SOL');
    expect(within(row).getByText('1.001579455 SOL ready to withdraw')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(screen.queryByText(STAKES_WORDS.stakeAccountsUnlisted)).toBeNull();
  });

  it('where the node does not list stake accounts, says where the others are, and lists what it can find', async () => {
    const view = renderSite('/stakes', { faults: [['rpc-stake-accounts', 'error']] });
    const owner = newWallet();
    await exitStakeAccountOnDemo(view.services, owner, moss, 1_001_579_455n);
    holdOnDemo(view.services, owner, canopy, 1_000_000_000n);
    connect(owner);
    expect(await screen.findByText(STAKES_WORDS.stakeAccountsUnlisted, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Canopy Staked SOL']);
  });

  it('says when the wallet holds nothing listed, with a link to explore', async () => {
    renderSite('/stakes');
    connect();
    expect(await screen.findByText(STAKES_WORDS.nothing, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: STAKES_WORDS.explore }).getAttribute('href')).toBe('/explore');
  });

  it('says in plain words when the RPC fails, and reads again on Try again', async () => {
    const view = renderSite('/stakes', { faults: [['rpc-holdings', 'error']] });
    const owner = newWallet();
    holdOnDemo(view.services, owner, canopy, 1_000_000_000n);
    connect(owner);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain(STAKES_WORDS.holdingsFailed);
    view.services.faults.set('rpc-holdings', null);
    fireEvent.click(within(alert).getByRole('button', { name: STAKES_WORDS.retry }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Canopy Staked SOL' })).toBeTruthy(), { timeout: 5000 });
  });
});
