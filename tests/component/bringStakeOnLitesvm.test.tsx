import { PICOSOL_ENTRY } from '../support/picoSolPoolRpc';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { addressBytes } from '../../widget/core/encoding/instructionData';
import { defineStakeElements } from '../../widget/element/defineStakeElements';
import type { StakeSuccessDetail } from '../../widget/stake/stakeEvents';
import { mount } from '../support/demoElements';
import { exitWorld, staker, STAKER_PICOSOL, type ExitWorld } from '../support/exitOnLitesvm';
import { litesvmFetch } from '../support/litesvmRpc';
import { STAKER } from '../support/stakePoolOnLitesvm';
import { DEPOSIT_STAKE } from '../support/bringOnLitesvm';
import { registerTestWallet } from '../support/testStandardWallet';

/**
 * "Bring your stake" as a staker meets it, on each runtime: `<lst-stake>` against picoSOL's pool on
 * litesvm (the real stake pool and Stake programs) with a Wallet Standard wallet holding the staker's
 * keypair. The card finds the staker's active stake account (the node's search names it; its own bytes
 * are read), previews the deposit, and deposits it down the one road: the staker receives exactly the
 * preview, and the page hears the stake events with the source named.
 */
const URLS = {
  lstApiUrl: 'https://lst-list.bring.invalid/v1',
  quoteApiUrl: 'https://swap-quote.bring.invalid/v1',
  aggregatorApiUrl: 'https://aggregator.bring.invalid',
  rpcUrl: 'https://rpc.bring.invalid/',
};
/** picoSOL as the list names it. */
const ENTRY = PICOSOL_ENTRY;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let world: ExitWorld;
/** Whether the node answers `getProgramAccounts` (public endpoints ration it). */
let searchServed = true;

beforeAll(() => {
  world = exitWorld({ deposit: 0n });
  const data = Uint8Array.from(DEPOSIT_STAKE.data);
  data.set(addressBytes(staker), 12);
  data.set(addressBytes(staker), 44);
  world.put({ ...DEPOSIT_STAKE, data });
  registerTestWallet(STAKER);
  const runtime = litesvmFetch(world.svm);
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    if (url.startsWith(URLS.rpcUrl)) {
      const { id, method } = JSON.parse(String(init?.body)) as { id: number; method: string };
      // The node's index by withdrawer: it names the stake account (the card reads its bytes itself), or refuses.
      if (method === 'getProgramAccounts') {
        return searchServed
          ? json({
              jsonrpc: '2.0',
              id,
              result: [
                {
                  pubkey: DEPOSIT_STAKE.address,
                  account: { lamports: 1, owner: DEPOSIT_STAKE.owner, data: ['', 'base64'], executable: false, rentEpoch: 0 },
                },
              ],
            })
          : json({ jsonrpc: '2.0', id, error: { code: -32010, message: 'getProgramAccounts is not available on this endpoint' } });
      }
      return runtime(input, init);
    }
    if (url.startsWith(`${URLS.lstApiUrl}/lsts`)) return json({ lsts: [ENTRY] });
    return json({ error: 'an API key is required' }, 401);
  };
  defineStakeElements({ config: { ...URLS, fetch, timeoutMs: 5000 } });
}, 30_000);

const cardOf = (host: HTMLElement) => host.querySelector('lst-stake')!.shadowRoot!.firstElementChild as HTMLElement;
const find = <T,>(host: HTMLElement, get: (scope: ReturnType<typeof within>) => T) =>
  waitFor(() => get(within(cardOf(host))), { timeout: 10_000 });

/** Connects the test wallet through the card's own button, then opens "Bring your stake". */
async function connectAndOpen(host: HTMLElement) {
  fireEvent.click(await find(host, (scope) => scope.getByRole('button', { name: /Select Wallet|Connect/ })));
  fireEvent.click(await find(host, (scope) => scope.getByRole('button', { name: /Test Wallet/ })));
  fireEvent.click(await find(host, (scope) => scope.getByRole('button', { name: 'Or bring a stake account' })));
}

describe('<lst-stake>: bring your stake on litesvm', { timeout: 40_000 }, () => {
  it('deposits the staker’s active stake account: exactly the LST previewed arrives, and stakesuccess names the source', async () => {
    const host = mount(`<lst-stake mint="${ENTRY.mint}"></lst-stake>`);
    const events: StakeSuccessDetail[] = [];
    host.addEventListener('stakesuccess', (event) => events.push((event as CustomEvent<StakeSuccessDetail>).detail));
    await connectAndOpen(host);
    const choice = (await find(host, (scope) => scope.getByRole('radio', { name: /^100\.0023 SOL · Active/ }))) as HTMLInputElement;
    expect(choice.disabled).toBe(false);
    fireEvent.click(choice);
    // The exact figure the pool's arithmetic gives (the deposit's on-chain minimum), before the click.
    const preview = await find(host, (scope) => scope.getByText(/^You receive [\d.]+ picoSOL$/));
    const exact = /^You receive ([\d.]+) picoSOL$/.exec(preview.getAttribute('title') ?? preview.textContent!)![1]!;
    const before = world.tokens(STAKER_PICOSOL) ?? 0n;
    fireEvent.click(await find(host, (scope) => scope.getByRole('button', { name: 'Deposit this stake account' })));
    await find(host, (scope) => scope.getByText(/^You received [\d.]+ picoSOL for your stake account$/));
    await waitFor(() => expect(events).toHaveLength(1), { timeout: 10_000 });
    const gained = (world.tokens(STAKER_PICOSOL) ?? 0n) - before;
    const [whole, fraction = ''] = exact.split('.');
    expect(gained).toBe(BigInt(whole!) * 10n ** 9n + BigInt(fraction.padEnd(9, '0')));
    expect(events[0]).toMatchObject({
      mint: ENTRY.mint,
      source: 'stake-account',
      stakeAccount: DEPOSIT_STAKE.address,
      lamports: DEPOSIT_STAKE.lamports.toString(),
      route: 'deposit',
      expectedOut: gained.toString(),
      // Read from the confirmed transaction's token balances, as a SOL stake's.
      received: gained.toString(),
    });
    // Gone into the pool: the stake account is no longer the staker's.
    expect(world.read(DEPOSIT_STAKE.address)?.lamports ?? 0n).toBe(0n);
    host.remove();
  });

  it('where the node does not list stake accounts, says so and offers pasting one', async () => {
    searchServed = false;
    const host = mount(`<lst-stake mint="${ENTRY.mint}"></lst-stake>`);
    await connectAndOpen(host);
    await find(host, (scope) => scope.getByText("This Solana RPC does not list stake accounts: paste one's address"));
    await find(host, (scope) => scope.getByLabelText('Stake account address'));
    host.remove();
    searchServed = true;
  });
});
