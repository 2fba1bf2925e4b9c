import { readableUnits } from '../../widget/core/amount/readableUnits';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advanceDemoEpoch } from '../../demo/demoEpoch';
import { DEMO_URLS } from '../../demo/demoServices';
import { createMockFetch } from '../../demo/mockFetch';
import { resolveConfig } from '../../widget/core/config/config';
import { formatAmountFor } from '../../widget/core/texts/language';
import { StakeAccountList } from '../../widget/react/StakeAccountList';
import { StakeWidgetProvider } from '../../widget/react/StakeWidgetProvider';
import { exitOnDemo } from '../support/exitOnDemo';
import { createTestSession } from '../support/testSession';

const SOL = 1_000_000_000n;

/** A staker on the demo chain who left fernSOL's pool by a stake account (seed index 0), and the list as a card shows it. */
async function afterStakeExit() {
  const world = exitOnDemo();
  const tokens = await world.deposit(3n * SOL);
  const exit = await world.stake(tokens / 2n);
  if (!exit.predicted.ok) throw new Error(`no stake exit: ${exit.predicted.refusal}`);
  expect((await world.send(exit.bytes)).err).toBeNull();
  const test = createTestSession({}, world.keypair);
  test.connect();
  const config = resolveConfig({ ...DEMO_URLS, fetch: createMockFetch(world.services.answer), timeoutMs: 5_000 });
  const show = () =>
    render(
      <StakeWidgetProvider config={config} session={test.session} startWallets={false}>
        <StakeAccountList staker={world.staker} pool={world.poolAddress} />
      </StakeWidgetProvider>,
    );
  return { world, exit, show, wallet: test.wallet };
}

describe('the staker’s exit stake accounts', () => {
  it('found again by derivation: Deactivate, then after the epoch Withdraw, and all its SOL comes back to the wallet', async () => {
    const { world, exit, show } = await afterStakeExit();
    // One figure throughout: everything the account holds, what the Withdraw pays to the wallet.
    const figure = formatAmountFor('en', readableUnits(world.services.chain.balances.get(exit.candidate.address)!, 9), 9);
    const first = show();
    const staked = await screen.findByText(/ SOL staked: deactivate it, and it is SOL in about /, {}, { timeout: 5_000 });
    expect(staked.textContent).toMatch(new RegExp(`^${figure.replace('.', '\\.')} SOL staked`));
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const cooling = await screen.findByText(/ SOL deactivating: SOL in about /, {}, { timeout: 5_000 });
    expect(cooling.textContent).toMatch(new RegExp(`^${figure.replace('.', '\\.')} SOL deactivating`));
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    first.unmount();

    // The epoch ends; a new page (a reload) finds the account again by its address alone.
    advanceDemoEpoch(world.services.chain);
    show();
    const ready = await screen.findByText(/ SOL ready to withdraw$/, {}, { timeout: 5_000 });
    const held = world.services.chain.balances.get(exit.candidate.address) ?? 0n;
    expect(ready.textContent).toBe(`${figure} SOL ready to withdraw`);
    const before = world.holdings().sol;
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await screen.findByRole('link', { name: 'View transaction in the explorer' }, { timeout: 5_000 });
    // Withdrawn: the list says so, with the same figure.
    expect((await screen.findByRole('status')).textContent).toContain(`${figure} SOL is in your wallet`);
    // Everything it held, less the transaction's fee: 5,000 lamports a signature and the priority the road
    // bid on the demo's market (the demo's 5,000 units an instruction, three with the compute budget's,
    // with 15 % room: 17,250 units at 20,000 micro-lamports a unit, 345 lamports).
    await waitFor(() => expect(world.holdings().sol - before).toBe(held - 5_345n));
    await waitFor(() => expect(screen.queryByText(/ready to withdraw/)).toBeNull());
  });

  it('a prompt refused in the wallet sends nothing and leaves the account as it was', async () => {
    const { world, show, wallet } = await afterStakeExit();
    show();
    await screen.findByText(/ SOL staked/, {}, { timeout: 5_000 });
    const sends = () => world.services.requests.filter((request) => request.service === 'rpc-send').length;
    const before = sends();
    wallet.refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toBe('Cancelled in your wallet. Nothing was sent.');
    expect(sends()).toBe(before);
    expect(screen.getByText(/ SOL staked/)).not.toBeNull();
    expect((screen.getByRole('button', { name: 'Deactivate' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
