import { fireEvent, waitFor, within } from '@testing-library/dom';
import { address, lamports } from '@solana/kit';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoServices, DEMO_URLS } from '../../demo/demoServices';
import { createMockFetch } from '../../demo/mockFetch';
import { defineStakeElements } from '../../widget/element/defineStakeElements';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { readTokenAccount } from '../../widget/core/guard/tokenLayouts';
import { launchAddresses } from '../../widget/launch/launchAddresses';
import { associatedTokenAddress } from '../../widget/solana/stakeAccounts';
import { LAUNCH_TERMS, launchWorld, VOTE } from '../support/launchOnLitesvm';
import { litesvmFetch } from '../support/litesvmRpc';
import { mount } from '../support/demoElements';
import { registerTestWallet, type TestWalletControls } from '../support/testStandardWallet';

/**
 * `<lst-stake pool="…">` on each runtime: a pool the launch planner created on a real Solana runtime,
 * which the (demo) LST list does not name. The elements' RPC is litesvm; every other service the demo's.
 */
let world: ReturnType<typeof launchWorld>;
let pool: string;
let mint: string;
let wallet: TestWalletControls;
/** The RPC reads of the pool's entry: the pool, the mint and its metadata, in one call. */
let entryReads = 0;

beforeAll(async () => {
  world = launchWorld();
  // A staker other than the team (the guard refuses a deposit by the pool's own manager), with SOL on the chain.
  wallet = registerTestWallet();
  world.svm.airdrop(address(wallet.address), lamports(3_000_000_000n));
  const { end } = await world.launch();
  expect(end.phase).toBe('live');
  ({ pool, mint } = await launchAddresses(world.wallet.address, LAUNCH_TERMS.vote));
  const services = createDemoServices();
  const demo = createMockFetch(services.answer);
  const rpc = litesvmFetch(world.svm);
  const fetch: typeof globalThis.fetch = (input, init) => {
    if (!String(input).startsWith(DEMO_URLS.rpcUrl)) return demo(input, init);
    const { method, params } = JSON.parse(String(init?.body)) as { method: string; params: [string[]] };
    if (method === 'getMultipleAccounts' && params[0].length === 3 && params[0][1] === mint) entryReads++;
    return rpc(input, init);
  };
  defineStakeElements({ config: { ...DEMO_URLS, fetch, timeoutMs: 5000 } });
}, 30_000);

const findIn = <T,>(element: Element, find: (scope: ReturnType<typeof within>) => T) =>
  waitFor(() => find(within(element.shadowRoot!.firstElementChild as HTMLElement)), { timeout: 10_000 });

// A real stake on litesvm inside happy-dom, three runtimes at once on a busy machine: room to finish.
describe('<lst-stake pool>', { timeout: 30_000 }, () => {
  it('stakes into a pool no list names: its name from the token’s metadata, the pool’s exact figure shown and delivered', async () => {
    const host = mount(`<lst-stake mint="${mint}" pool="${pool}" amount="1"></lst-stake>`);
    const card = host.querySelector('lst-stake')!;
    await findIn(card, (scope) => scope.getByRole('heading', { name: `Stake SOL for ${LAUNCH_TERMS.symbol}` }));
    // One token per lamport in the new pool, no deposit fee: the figure is exact.
    await findIn(card, (scope) => scope.getByText(`You receive 1 ${LAUNCH_TERMS.symbol}`));
    // The card's own wallet button (the page has none), then the stake.
    fireEvent.click(await findIn(card, (scope) => scope.getByRole('button', { name: /Select Wallet|Connect/ })));
    fireEvent.click(await findIn(card, (scope) => scope.getByRole('button', { name: /Test Wallet/ })));
    const short = `${wallet.address.slice(0, 4)}..${wallet.address.slice(-4)}`;
    await findIn(card, (scope) => scope.getByRole('button', { name: short }));
    const submit = await findIn(card, (scope) => scope.getByRole('button', { name: 'Start Staking' }));
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit);
    await findIn(card, (scope) => scope.getByText(`They are in your wallet as ${LAUNCH_TERMS.symbol}.`, { exact: false }));
    expect(wallet.prompts()).toBe(1);
    const received = world.read(associatedTokenAddress(wallet.address, mint, PROGRAMS.token));
    expect(readTokenAccount(received!.data)!.amount).toBe(1_000_000_000n);
    host.remove();
  });

  it('as a button: the launcher and the card it opens share one read of the pool', async () => {
    const before = entryReads;
    const host = mount(`<lst-stake mint="${mint}" pool="${pool}" display="button"></lst-stake>`);
    const card = host.querySelector('lst-stake')!;
    // The shadow root holds the launcher and its dialog side by side.
    await waitFor(() => {
      expect(card.shadowRoot!.querySelector('.lst-launcher')!.textContent).toBe(`Stake ${LAUNCH_TERMS.symbol}`);
      expect(card.shadowRoot!.querySelector('dialog h2')!.textContent).toBe(`Stake SOL for ${LAUNCH_TERMS.symbol}`);
    });
    expect(entryReads - before).toBe(1);
    host.remove();
  });

  it('without the attribute, the same mint is not in the list', async () => {
    const host = mount(`<lst-stake mint="${mint}"></lst-stake>`);
    await findIn(host.querySelector('lst-stake')!, (scope) => scope.getByText('This token is not in the LST list.'));
    host.remove();
  });

  it('a pool attribute that is no stake pool of the mint is refused in words', async () => {
    const host = mount(`<lst-stake mint="${mint}" pool="${VOTE.address}" amount="1"></lst-stake>`);
    const card = host.querySelector('lst-stake')!;
    await findIn(card, (scope) =>
      scope.getByText(`${VOTE.address} is not a stake pool of this token on the Solana network, so we will not deposit into it.`),
    );
    expect(within(card.shadowRoot!.firstElementChild as HTMLElement).queryByText(/You receive/)).toBeNull();
    host.remove();
  });
});
