import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoProjects } from '../../demo/demoProjects';
import type { BringDesk } from '../../widget/react/bringDesk';
import { BringAccounts } from '../../widget/react/BringAccounts';
import { StakeCard } from '../../widget/react/StakeCard';
import { TextsProvider } from '../../widget/react/TextsContext';
import {
  ACTIVE,
  fixtureDesk,
  MIXED,
  poolRefusing,
  PREVIEW,
  REFUSED,
  RUNS,
  SIGNATURE,
  type FixtureDeskOptions,
} from '../support/bringFixtures';
import { renderWidget } from '../support/renderWidget';

// The card's own desk, replaced where a test hands the card one (the card test below): the rest of the
// card (its entry, panel, events) runs as it ships.
const handed: { desk: BringDesk | null } = { desk: null };
vi.mock('../../widget/react/createBringDesk', () => ({ createBringDesk: () => handed.desk }));
afterEach(() => void (handed.desk = null));

/** The panel on a desk answering with `widget/bring`'s shapes. */
function show(options: FixtureDeskOptions, lang?: string) {
  const fixture = fixtureDesk(options);
  const onEnd = vi.fn();
  const view = renderWidget(
    <TextsProvider lang={lang}>
      <BringAccounts desk={fixture.desk} entry={canSol} caps={{}} onEnd={onEnd} />
    </TextsProvider>,
    { connected: true },
  );
  return { ...view, ...fixture, onEnd };
}
const canSol = demoProjects.find((project) => project.symbol === 'canSOL')!;
const radio = (name: RegExp) => screen.findByRole('radio', { name });
const depositButton = () => screen.getByRole('button', { name: 'Deposit this stake account' }) as HTMLButtonElement;

describe('Bring your stake: the list', () => {
  it('lets only a depositable stake account be picked, and says each other one’s reason in a staker’s words', async () => {
    show({ listing: MIXED });
    const active = await radio(/^75 SOL · Active/);
    expect((active as HTMLInputElement).disabled).toBe(false);
    expect(((await radio(/^2 SOL · Active/)) as HTMLInputElement).disabled).toBe(false);
    const reasons: [RegExp, string][] = [
      [/^10 SOL · Activating/, 'Activating: it can be deposited from epoch 748'],
      [/^4 SOL · Deactivating/, 'Deactivating: only active stake can be deposited'],
      [/^3 SOL · Not staked/, 'Not staked: it holds SOL, not stake'],
      [/^20 SOL · Locked/, 'Locked until epoch 800'],
      [/^5 SOL · Active/, "Its validator is not in canSOL's pool"],
      [/^6 SOL · Active/, "canSOL's pool takes stake only on its preferred validator"],
      [/^7 SOL · Active/, "Not this wallet's to move"],
      [/· Active.*Too small/, "Too small: canSOL's pool would give no canSOL for it"],
    ];
    for (const [name, reason] of reasons) {
      const choice = screen.getByRole('radio', { name });
      expect((choice as HTMLInputElement).disabled, reason).toBe(true);
      // The reason is the choice's description: a screen reader says it with the choice.
      expect(document.getElementById(choice.getAttribute('aria-describedby')!)!.textContent).toContain(reason);
    }
    // Validator (named by the list, and its vote account shortened) and where it came from.
    expect(document.getElementById(active.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Validator Evergreen Validator (G8wN..nqop) · In your wallet',
    );
    expect(screen.getByText(/From your canSOL unstake/)).toBeTruthy();
    expect(screen.getByText("canSOL's pool: stake deposit fee 0.1 %")).toBeTruthy();
    expect(depositButton().disabled).toBe(true);
  });

  it('words a lockup until a time as a date, and one until an epoch and a time as both', async () => {
    const until = {
      ...REFUSED.locked,
      verdict: {
        depositable: false as const,
        why: { code: 'locked' as const, untilEpoch: null, untilUnixTimestamp: 1_893_456_000n },
      },
    };
    const both = {
      ...REFUSED.locked,
      address: REFUSED.inactive.address,
      verdict: {
        depositable: false as const,
        why: { code: 'locked' as const, untilEpoch: 900n, untilUnixTimestamp: 1_893_456_000n },
      },
    };
    show({ listing: { ...MIXED, accounts: [until, both] } });
    expect(await screen.findByText(/^Locked until Jan 1, 2030$/)).toBeTruthy();
    expect(screen.getByText(/^Locked until epoch 900.*Jan 1, 2030/)).toBeTruthy();
  });

  it.each([
    [{ code: 'pool-private' as const }, "canSOL's pool takes no stake accounts from the public"],
    [{ code: 'fee-over-cap' as const, percent: '3' }, "canSOL's pool charges 3 % on stake deposits: above this card's 1 % limit"],
  ])('says once why the pool takes none (%j), and offers no deposit', async (why, words) => {
    show({ listing: poolRefusing(why) });
    await waitFor(() => expect(screen.getAllByText(words)).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Deposit this stake account' })).toBeNull();
  });

  it('says when the wallet has none, and when the RPC could not be read', async () => {
    const none = show({ listing: { ...MIXED, accounts: [] } });
    expect(await screen.findByText('This wallet has no stake accounts.')).toBeTruthy();
    none.unmount();
    show({ listing: 'fails' });
    expect((await screen.findByRole('alert')).textContent).toBe('Your stake accounts could not be read right now.');
  });

  it('speaks German from its own chunk', async () => {
    show({ listing: MIXED }, 'de');
    expect(((await radio(/^75 SOL · Aktiv/)) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByText('Wird aktiviert: einzahlbar ab Epoche 748')).toBeTruthy();
  });
});

describe('Bring your stake: the preview', () => {
  it('shows the exact LST and every fee of the picked account before the click', async () => {
    show({ listing: MIXED });
    fireEvent.click(await radio(/^75 SOL · Active/));
    const received = screen.getByText('You receive 74.9936 canSOL');
    // The rounded figure carries the exact one (hover and focus): the deposit's minimum, to the base unit.
    expect(received.getAttribute('title')).toBe('You receive 74.993633765 canSOL');
    expect(screen.getByText(/^Stake deposit fee: /).getAttribute('title')).toBe('Stake deposit fee: 0.074997717 canSOL');
    expect(screen.getByText(/^SOL deposit fee on its /).getAttribute('title')).toBe(
      'SOL deposit fee on its 0.00228288 SOL not staked: 0.000002283 canSOL',
    );
    expect(screen.getByText("Of these fees, 0.0375 canSOL goes to this site's referrer")).toBeTruthy();
    expect(depositButton().disabled).toBe(false);
  });

  it('says what the wallet pays in SOL: the new canSOL account’s rent and the network fee, or the network fee only', async () => {
    show({ listing: MIXED });
    fireEvent.click(await radio(/^75 SOL · Active/));
    expect(screen.getByText(/^Opens your canSOL account: 0\.0020\d* SOL, back to you/)).toBeTruthy();
    expect(screen.getByText(/^Total: 0\.0020\d* SOL \+ network fee$/)).toBeTruthy();
    cleanup();
    show({ listing: { ...MIXED, wallet: { lamports: 100n * 10n ** 9n, opensAccount: null } } });
    fireEvent.click(await radio(/^75 SOL · Active/));
    expect(screen.getByText('From your wallet: only the network fee.')).toBeTruthy();
    expect(screen.queryByText(/^Opens your canSOL account/)).toBeNull();
  });

  it('a wallet too short of SOL for the fee and the account: said before the click, and no click', async () => {
    show({ listing: { ...MIXED, wallet: { lamports: 1_000_000n, opensAccount: 2_039_280n } } });
    fireEvent.click(await radio(/^75 SOL · Active/));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Not enough SOL for this deposit: your wallet holds 0.001 SOL, and it needs at least 0.002044\d* SOL/,
    );
    expect(depositButton().disabled).toBe(true);
  });

  it('leaves out the referrer’s line when there is none', async () => {
    show({ listing: MIXED });
    fireEvent.click(await radio(/^2 SOL · Active/));
    expect(screen.getByText(/^You receive 1.998 canSOL$/)).toBeTruthy();
    expect(screen.queryByText(/referrer/)).toBeNull();
  });
});

describe('Bring your stake: pasting an address', () => {
  const refused = { ...MIXED, listing: 'refused' as const, accounts: [] };

  it('says a malformed address in words, and reads nothing', async () => {
    const { asked } = show({ listing: refused, pasted: ACTIVE });
    expect(await screen.findByText("This Solana RPC does not list stake accounts: paste one's address")).toBeTruthy();
    const field = screen.getByLabelText('Stake account address');
    fireEvent.input(field, { target: { value: 'B8c4w3XNBNudakPyUiAAnPRr3XC5WynuCTPZiAV9Msm0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look it up' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This is not a Solana address');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    expect(asked.pasted).toEqual([]);
  });

  it('reads a pasted address, lists it, and picks it when it can go in', async () => {
    const { asked } = show({ listing: refused, pasted: ACTIVE });
    fireEvent.input(await screen.findByLabelText('Stake account address'), { target: { value: ` ${ACTIVE.address} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Look it up' }));
    expect(((await radio(/^75 SOL · Active/)) as HTMLInputElement).checked).toBe(true);
    expect(asked.pasted).toEqual([ACTIVE.address]);
    expect(screen.getByText('You receive 74.9936 canSOL')).toBeTruthy();
  });

  it('under a list too (a list shows at most 100 of what a node found): an account left out is pasted and picked', async () => {
    const listedWithout = { ...MIXED, accounts: MIXED.accounts.filter((account) => account.address !== ACTIVE.address) };
    const { asked } = show({ listing: listedWithout, pasted: ACTIVE });
    expect(await screen.findByText("Not in the list? Paste a stake account's address")).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /^75 SOL · Active/ })).toBeNull();
    fireEvent.input(screen.getByLabelText('Stake account address'), { target: { value: ACTIVE.address } });
    fireEvent.click(screen.getByRole('button', { name: 'Look it up' }));
    expect(((await radio(/^75 SOL · Active/)) as HTMLInputElement).checked).toBe(true);
    expect(asked.pasted).toEqual([ACTIVE.address]);
  });

  it('says when the pasted address could not be read', async () => {
    show({ listing: refused, pasted: 'fails' });
    fireEvent.input(await screen.findByLabelText('Stake account address'), { target: { value: ACTIVE.address } });
    fireEvent.click(screen.getByRole('button', { name: 'Look it up' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That address could not be read right now. Please try again.');
  });
});

describe('Bring your stake: the deposit', () => {
  it('runs once for two clicks, shows each state, and says what arrived', async () => {
    const { asked, onEnd } = show({ listing: MIXED, run: RUNS.done });
    fireEvent.click(await radio(/^75 SOL · Active/));
    fireEvent.click(depositButton());
    fireEvent.click(depositButton());
    const status = await screen.findByText('You received 74.9936 canSOL for your stake account');
    expect(status.getAttribute('title')).toBe('You received 74.993633765 canSOL for your stake account');
    expect(asked.deposits).toEqual([ACTIVE.address]);
    // The keyboard's place is the outcome, not the page's top (the button it was on is disabled).
    await waitFor(() => expect(document.activeElement!.textContent).toContain('You received 74.9936 canSOL'));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd.mock.calls[0]![1]).toEqual({
      phase: 'done',
      signature: SIGNATURE,
      lstGained: PREVIEW.lstOut,
      simulated: PREVIEW.lstOut,
      received: PREVIEW.lstOut,
    });
    // Landed: the list is read again (the account is gone from it on chain).
    await waitFor(() => expect(asked.reads).toBe(2));
  });

  it.each([
    ['awaitingSignature', 'Approve the transaction in your wallet.'],
    ['sending', 'Sending your transaction…'],
    ['confirmingTrouble', /^Your transaction was sent\. The Solana RPC is not answering right now; we keep checking/],
  ] as const)('while %s: says so, and nothing can be clicked again', async (run, words) => {
    show({ listing: MIXED, run: RUNS[run] });
    fireEvent.click(await radio(/^75 SOL · Active/));
    fireEvent.click(depositButton());
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(words));
    expect(depositButton().disabled).toBe(true);
    // The choices' fieldset is disabled: no other account can be picked meanwhile.
    expect(screen.getByRole('radio', { name: /^75 SOL · Active/ }).closest('fieldset')!.disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a cancel, and a failure the RPC reported with its transaction', async () => {
    const cancelled = show({ listing: MIXED, run: RUNS.cancelled });
    fireEvent.click(await radio(/^75 SOL · Active/));
    fireEvent.click(depositButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Staking cancelled in your wallet. Nothing was sent.');
    expect(depositButton().disabled).toBe(false);
    cancelled.unmount();
    show({ listing: MIXED, run: RUNS.failed });
    fireEvent.click(await radio(/^75 SOL · Active/));
    fireEvent.click(depositButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Transaction failed: custom program error: 0x10');
    expect(within(alert).getByRole('link', { name: 'View transaction in the explorer' }).getAttribute('href')).toContain(SIGNATURE);
  });

  it('says nothing was sent when the pool cannot be read at the click', async () => {
    const fixture = fixtureDesk({ listing: MIXED });
    fixture.desk.deposit = () => Promise.reject(new Error('HTTP 503'));
    render(<BringAccounts desk={fixture.desk} entry={canSol} caps={{}} />);
    fireEvent.click(await radio(/^75 SOL · Active/));
    fireEvent.click(depositButton());
    expect((await screen.findByRole('alert')).textContent).toBe("canSOL's pool could not be read right now. Nothing was sent.");
  });
});

describe('Bring your stake on the card', () => {
  it('is offered once a wallet is connected, and its deposit ends in the stake events with the source named', async () => {
    const fixture = fixtureDesk({ listing: MIXED, run: RUNS.done });
    handed.desk = fixture.desk;
    const onStakeSuccess = vi.fn();
    renderWidget(<StakeCard mint={canSol.mint} onStakeSuccess={onStakeSuccess} />, { connected: true });
    const open = await screen.findByRole('button', { name: 'Or bring a stake account' }, { timeout: 5000 });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(await radio(/^75 SOL · Active/));
    fireEvent.click(depositButton());
    await screen.findByText('You received 74.9936 canSOL for your stake account');
    await waitFor(() => expect(onStakeSuccess).toHaveBeenCalledTimes(1));
    expect(onStakeSuccess.mock.calls[0]![0]).toEqual({
      mint: canSol.mint,
      lamports: ACTIVE.lamports.toString(),
      source: 'stake-account',
      stakeAccount: ACTIVE.address,
      signature: SIGNATURE,
      expectedOut: PREVIEW.lstOut.toString(),
      received: PREVIEW.lstOut.toString(),
      route: 'deposit',
    });
  });

  it('is not offered before a wallet is connected', async () => {
    renderWidget(<StakeCard mint={canSol.mint} />);
    await screen.findByRole('heading', { name: 'Stake SOL for canSOL' });
    expect(screen.queryByRole('button', { name: 'Or bring a stake account' })).toBeNull();
  });
});
