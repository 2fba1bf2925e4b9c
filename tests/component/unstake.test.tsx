import { readableUnits } from '../../widget/core/amount/readableUnits';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatAmountFor } from '../../widget/core/texts/language';
import { defineStakeElements } from '../../widget/element/defineStakeElements';
import { instantOffer, stakeOffer } from '../support/exitOffers';
import { exitWorld, SOL, staker, STAKER_PICOSOL, type ExitWorld } from '../support/exitOnLitesvm';
import { litesvmFetch } from '../support/litesvmRpc';
import { networkFeeOf } from '../support/networkFee';
import { mount } from '../support/demoElements';
import { moveLstElsewhere } from '../support/lstElsewhere';
import { PICOSOL_LISTED, STAKER } from '../support/stakePoolOnLitesvm';
import { registerTestWallet, type TestWalletControls } from '../support/testStandardWallet';

/**
 * `<lst-stake>`'s Unstake tab on each runtime, against picoSOL's pool on litesvm (the real stake pool
 * program) and a Wallet Standard wallet holding the staker's keypair: the tabs and the `actions`
 * attribute, the presets from what the staker holds, the ways out side by side, the confirm step and
 * the DOM events. The aggregator wants a key (401): the swap back is not among the offers here.
 */
const URLS = {
  lstApiUrl: 'https://lst-list.unstake.invalid/v1',
  quoteApiUrl: 'https://swap-quote.unstake.invalid/v1',
  aggregatorApiUrl: 'https://aggregator.unstake.invalid',
  rpcUrl: 'https://rpc.unstake.invalid/',
};
const ENTRY = {
  mint: PICOSOL_LISTED.mint,
  name: 'picoSOL',
  symbol: 'picoSOL',
  logo_uri: '',
  decimals: 9,
  token_program: PICOSOL_LISTED.tokenProgram,
  pool: PICOSOL_LISTED.pool,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let world: ExitWorld;
let wallet: TestWalletControls;
/** Token accounts of the staker's besides their associated one, which the node's index lists too. */
const alsoHeld: string[] = [];
/** The transactions the card sent, as the RPC received them. */
const sent: Uint8Array[] = [];

beforeAll(() => {
  world = exitWorld();
  wallet = registerTestWallet(STAKER);
  const rpc = litesvmFetch(world.svm, { alsoHeld: () => alsoHeld });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    if (url.startsWith(URLS.rpcUrl)) {
      const { method, params } = JSON.parse(String(init?.body)) as { method: string; params: unknown[] };
      if (method === 'sendTransaction') sent.push(Uint8Array.from(atob(String(params[0])), (character) => character.charCodeAt(0)));
      return rpc(input, init);
    }
    if (url.startsWith(`${URLS.lstApiUrl}/lsts`)) return json({ lsts: [ENTRY] });
    return json({ error: 'an API key is required' }, 401);
  };
  defineStakeElements({ config: { ...URLS, fetch, timeoutMs: 5000 } });
}, 30_000);

const cardOf = (host: HTMLElement) => host.querySelector('lst-stake')!.shadowRoot!.firstElementChild as HTMLElement;
const find = <T,>(host: HTMLElement, get: (scope: ReturnType<typeof within>) => T) =>
  waitFor(() => get(within(cardOf(host))), { timeout: 10_000 });
const sol = (lamports: bigint) => formatAmountFor('en', lamports, 9);
/** A figure as the card shows it: rounded for reading (widget/core/amount/readableUnits.ts). */
const shown = (lamports: bigint) => formatAmountFor('en', readableUnits(lamports, 9), 9);

/** Connects the test wallet through the card's own button (the page has none). */
async function connect(host: HTMLElement) {
  fireEvent.click(await find(host, (scope) => scope.getByRole('button', { name: /Select Wallet|Connect/ })));
  fireEvent.click(await find(host, (scope) => scope.getByRole('button', { name: /Test Wallet/ })));
  await find(host, (scope) => scope.getByRole('button', { name: `${staker.slice(0, 4)}..${staker.slice(-4)}` }));
}

describe('<lst-stake> Unstake tab', { timeout: 30_000 }, () => {
  it('two tabs by default, a tab list the keyboard moves through', async () => {
    const host = mount(`<lst-stake mint="${ENTRY.mint}"></lst-stake>`);
    const tabs = await find(host, (scope) => scope.getAllByRole('tab'));
    expect(tabs.map((tab: HTMLElement) => [tab.textContent, tab.getAttribute('aria-selected'), tab.getAttribute('tabindex')])).toEqual([
      ['Stake', 'true', '0'],
      ['Unstake', 'false', '-1'],
    ]);
    await find(host, (scope) => scope.getByRole('heading', { name: 'Stake SOL for picoSOL' }));
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    await waitFor(() => expect(tabs[1]!.getAttribute('aria-selected')).toBe('true'));
    expect((cardOf(host).getRootNode() as ShadowRoot).activeElement).toBe(tabs[1]);
    const panel = await find(host, (scope) => scope.getByRole('tabpanel'));
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[1]!.id);
    await find(host, (scope) => scope.getByLabelText('Unstake Amount'));
    // The Stake panel is hidden, not gone: what was typed there stays.
    const root = cardOf(host).getRootNode() as ShadowRoot;
    expect(root.getElementById(tabs[0]!.getAttribute('aria-controls')!)!.hidden).toBe(true);
    expect(root.getElementById(tabs[1]!.getAttribute('aria-controls')!)!.hidden).toBe(false);
    fireEvent.keyDown(tabs[1]!, { key: 'Home' });
    await find(host, (scope) => scope.getByLabelText('Stake Amount'));
    host.remove();
  });

  it.each([
    ['stake', 'Stake Amount', 'Unstake Amount'],
    ['unstake', 'Unstake Amount', 'Stake Amount'],
  ])('actions="%s": one action, no tabs', async (actions, shown, absent) => {
    const host = mount(`<lst-stake mint="${ENTRY.mint}" actions="${actions}"></lst-stake>`);
    await find(host, (scope) => scope.getByLabelText(shown));
    expect(within(cardOf(host)).queryByRole('tablist')).toBeNull();
    expect(within(cardOf(host)).queryByLabelText(absent)).toBeNull();
    host.remove();
  });

  it('presets of what the staker holds, the ways out side by side, the most SOL now chosen; an instant exit with its event', async () => {
    const host = mount(`<lst-stake mint="${ENTRY.mint}" actions="unstake"></lst-stake>`);
    await connect(host);
    const held = world.tokens(STAKER_PICOSOL)!;
    await find(host, (scope) => scope.getByText(`You hold ${shown(held)} picoSOL`));
    fireEvent.click(await find(host, (scope) => scope.getByRole('button', { name: '50 %' })));
    const field = (await find(host, (scope) => scope.getByLabelText('Unstake Amount'))) as HTMLInputElement;
    expect(field.value).toBe(sol(held / 2n));
    const now = instantOffer(world, held / 2n).predicted;
    const later = (await stakeOffer(world, held / 2n)).predicted;
    if (!now.ok || !later.ok) throw new Error('predicted a refusal');
    const offers = await find(host, (scope) => scope.getAllByRole('radio', { name: /SOL/ }));
    await waitFor(() => expect(offers).toHaveLength(2));
    const byName = Object.fromEntries(offers.map((offer: HTMLElement) => [offer.textContent, offer.getAttribute('aria-checked')]));
    expect(byName).toEqual({
      [`Now: ${shown(now.lamports)} SOLInstant from the pool`]: 'true',
      [`In about 2 days: ${shown(later.lamports)} SOLA stake account`]: 'false',
    });
    const events: CustomEvent[] = [];
    host.addEventListener('unstakesuccess', (event) => events.push(event as CustomEvent));
    const before = world.balance(staker);
    fireEvent.click(await find(host, (scope) => scope.getByRole('button', { name: 'Start Unstaking' })));
    await find(host, (scope) => scope.getByText(/^Unstaked: [\d.]+ SOL should now be in your wallet$/));
    // Less its network fee: a signature and the priority fee the road bid (the test runtime's 20,000
    // micro-lamports a unit on a limit from what the exit consumed), as the sent message asks for it.
    const { fee, price } = networkFeeOf(sent.at(-1)!);
    expect(price).toBe(20_000n);
    const received = now.lamports - fee;
    await find(host, (scope) => scope.getByText(`Unstaked: ${shown(received)} SOL should now be in your wallet`));
    expect(world.balance(staker) - before).toBe(received);
    expect(events.map((event) => event.detail)).toEqual([
      { mint: ENTRY.mint, signature: expect.any(String), amount: (held / 2n).toString(), received: received.toString(), route: 'instant' },
    ]);
    host.remove();
  });

  it('a withdrawal fee above the cap: the figures to confirm, then Back cancels with its event and nothing signed', async () => {
    // A cap of 0.01 %: picoSOL's 0.1 % SOL withdrawal fee is above it.
    const host = mount(`<lst-stake mint="${ENTRY.mint}" actions="unstake" max-fee-bps="1"></lst-stake>`);
    await connect(host);
    const field = await find(host, (scope) => scope.getByLabelText('Unstake Amount'));
    fireEvent.input(field, { target: { value: '1' } });
    await find(host, (scope) => scope.getAllByRole('radio', { name: /SOL/ }));
    const cancels: CustomEvent[] = [];
    host.addEventListener('unstakecancel', (event) => cancels.push(event as CustomEvent));
    const prompts = wallet.prompts();
    fireEvent.click(await find(host, (scope) => scope.getByRole('button', { name: 'Start Unstaking' })));
    await find(host, (scope) => scope.getByText("picoSOL's pool takes a withdrawal fee of 0.1 %, above the 0.01 % cap."));
    fireEvent.click(await find(host, (scope) => scope.getByRole('button', { name: 'Back' })));
    await find(host, (scope) => scope.getByText('You did not confirm the figures. Nothing was signed.'));
    expect(wallet.prompts()).toBe(prompts);
    expect(cancels.map((event) => event.detail)).toEqual([
      {
        mint: ENTRY.mint,
        amount: SOL.toString(),
        message: 'You did not confirm the figures. Nothing was signed.',
        messageKey: 'exitNotConfirmed',
      },
    ]);
    host.remove();
  });

  it('picoSOL in another account of the staker’s: the presets and the balance count the main account, the rest is said apart', async () => {
    alsoHeld.push(moveLstElsewhere(world, 10n * SOL));
    const host = mount(`<lst-stake mint="${ENTRY.mint}" actions="unstake"></lst-stake>`);
    await connect(host);
    const main = world.tokens(STAKER_PICOSOL)!;
    await find(host, (scope) => scope.getByText(`You hold ${shown(main)} picoSOL`));
    await find(host, (scope) =>
      scope.getByText(
        '10 picoSOL more is in your other picoSOL accounts: unstaking takes only from your main one. Send it there from your wallet to unstake it.',
      ),
    );
    fireEvent.click(await find(host, (scope) => scope.getByRole('button', { name: 'Max' })));
    const field = (await find(host, (scope) => scope.getByLabelText('Unstake Amount'))) as HTMLInputElement;
    expect(field.value).toBe(sol(main));
    host.remove();
  });
});
