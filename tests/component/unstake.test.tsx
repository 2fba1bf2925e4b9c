import { PICOSOL_ENTRY } from '../support/picoSolPoolRpc';
import { readableUnits } from '../../widget/core/amount/readableUnits';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatAmountFor } from '../../widget/core/texts/language';
import { defineStakeElements } from '../../widget/element/defineStakeElements';
import { exitStakeCandidates } from '../../widget/solana/exitStakeAccounts';
import { instantOffer, stakeOffer } from '../support/exitOffers';
import { exitWorld, SOL, STAKE_RENT, staker, STAKER_PICOSOL, type ExitWorld } from '../support/exitOnLitesvm';
import { litesvmFetch } from '../support/litesvmRpc';
import { networkFeeOf } from '../support/networkFee';
import { mount } from '../support/demoElements';
import { moveLstElsewhere } from '../support/lstElsewhere';
import { STAKER } from '../support/stakePoolOnLitesvm';
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
/** picoSOL as the list names it. */
const ENTRY = PICOSOL_ENTRY;
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

  it('presets of what the staker holds, the ways out as radio cards, the most SOL now chosen; an instant exit with its event', async () => {
    const host = mount(`<lst-stake mint="${ENTRY.mint}" actions="unstake"></lst-stake>`);
    await connect(host);
    const held = world.tokens(STAKER_PICOSOL)!;
    // What the staker holds is said once, in the card's shell: the tab has no "You hold" line of its own.
    fireEvent.click(await presetOnceHeld(host, '50 %'));
    expect(within(cardOf(host)).getAllByText(/^You hold /)).toHaveLength(1);
    const field = (await find(host, (scope) => scope.getByLabelText('Unstake Amount'))) as HTMLInputElement;
    expect(field.value).toBe(sol(held / 2n));
    const now = instantOffer(world, held / 2n).predicted;
    const later = (await stakeOffer(world, held / 2n)).predicted;
    if (!now.ok || !later.ok) throw new Error('predicted a refusal');
    const offers = await find(host, (scope) => {
      const radios = scope.getAllByRole('radio') as HTMLInputElement[];
      expect(radios).toHaveLength(2);
      return radios;
    });
    // Each card is named by its time and the SOL the staker ends up with (a stake account's whole balance, its rent included).
    const scope = within(cardOf(host));
    const instant = scope.getByRole('radio', {
      name: `Now ${shown(now.lamports)} SOL From the pool's reserve, at the pool's own rate`,
    }) as HTMLInputElement;
    const account = scope.getByRole('radio', {
      name: new RegExp(`^In about [\\w ]+ ${shown(later.lamports + STAKE_RENT).replace('.', '\\.')} SOL The pool's own rate, with no swap`),
    });
    expect(offers).toEqual([instant, account]);
    expect([instant.checked, (account as HTMLInputElement).checked]).toEqual([true, false]);
    // One radio group: one name, so the arrow keys move within it.
    expect(new Set(offers.map((offer) => offer.name)).size).toBe(1);
    const events: CustomEvent[] = [];
    host.addEventListener('unstakesuccess', (event) => events.push(event as CustomEvent));
    const before = world.balance(staker);
    fireEvent.click(await find(host, (scope) => scope.getByRole('button', { name: 'Unstake instantly' })));
    await find(host, (scope) => scope.getByText(/^Unstaked: [\d.]+ SOL is in your wallet$/));
    // Less its network fee: a signature and the priority fee the road bid (the test runtime's 20,000
    // micro-lamports a unit on a limit from what the exit consumed), as the sent message asks for it.
    const { fee, price } = networkFeeOf(sent.at(-1)!);
    expect(price).toBe(20_000n);
    const received = now.lamports - fee;
    await find(host, (scope) => scope.getByText(`Unstaked: ${shown(received)} SOL is in your wallet`));
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
    fireEvent.click(await find(host, (scope) => scope.getByRole('button', { name: 'Unstake instantly' })));
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
    await find(host, (scope) =>
      scope.getByText(
        '10 picoSOL more is in your other picoSOL accounts: unstaking takes only from your main one. Send it there from your wallet to unstake it.',
      ),
    );
    fireEvent.click(await presetOnceHeld(host, 'Max'));
    const field = (await find(host, (scope) => scope.getByLabelText('Unstake Amount'))) as HTMLInputElement;
    expect(field.value).toBe(sol(main));
    host.remove();
  });

  it('picking a card: it is the one checked, and the button names it', async () => {
    const host = mount(`<lst-stake mint="${ENTRY.mint}" actions="unstake"></lst-stake>`);
    await connect(host);
    fireEvent.input(await find(host, (scope) => scope.getByLabelText('Unstake Amount')), { target: { value: '2' } });
    const later = await find(host, (scope) => scope.getByRole('radio', { name: /^In about / }) as HTMLInputElement);
    await find(host, (scope) => scope.getByRole('button', { name: 'Unstake instantly' }));
    fireEvent.click(later);
    await waitFor(() => expect(later.checked).toBe(true));
    const now = within(cardOf(host)).getByRole('radio', { name: /^Now / }) as HTMLInputElement;
    expect(now.checked).toBe(false);
    // The selected card is marked as a whole (its own class: a tinted card, not a thin border only).
    expect(later.closest('label')!.className).toContain('lst-offer--on');
    expect(now.closest('label')!.className).not.toContain('lst-offer--on');
    await find(host, (scope) => scope.getByRole('button', { name: /^Unstake now, SOL in about [\w ]+$/ }));
    // Its card says why, its fee and its rate, and the rent it pays now.
    const card = later.closest('label')!;
    expect(card.textContent).toContain("The pool's own rate, with no swap: a stake account you deactivate, then withdraw");
    expect(card.textContent).toMatch(/Fee 0\.1 %/);
    expect(card.textContent).toMatch(/1 picoSOL gives [\d.]+ SOL this way/);
    expect(card.textContent).toContain(`${shown(STAKE_RENT)} SOL of it is the stake account's rent, which your wallet pays now`);
    host.remove();
  });

  it('a stake account split from the reserve: its card says Now, and the success says it can be withdrawn now, with what it holds', async () => {
    // The validator's stake at its floor in the pool's list: the program pays stake exits from the reserve.
    const list = world.read(world.pool().validatorList)!;
    const atFloor = Uint8Array.from(list.data);
    new DataView(atFloor.buffer).setBigUint64(9, STAKE_RENT + SOL, true);
    world.put({ ...list, data: atFloor });
    const host = mount(`<lst-stake mint="${ENTRY.mint}" actions="unstake"></lst-stake>`);
    try {
      await connect(host);
      fireEvent.input(await find(host, (scope) => scope.getByLabelText('Unstake Amount')), { target: { value: '1' } });
      const card = await find(
        host,
        (scope) =>
          scope.getByRole('radio', { name: /^Now .* a stake account, not staked, that you withdraw at once$/ }) as HTMLInputElement,
      );
      fireEvent.click(card);
      fireEvent.click(await find(host, (scope) => scope.getByRole('button', { name: 'Unstake to a stake account' })));
      const said = await find(host, (scope) => scope.getByText(/^Unstaked into a new stake account holding/));
      const made = (await exitStakeCandidates(staker, world.pool().address))
        .map(({ address }) => world.balance(address))
        .filter((lamports) => lamports > 0n);
      expect(made).toHaveLength(1);
      expect(said.textContent).toBe(
        `Unstaked into a new stake account holding ${shown(made[0]!)} SOL. It is not staked: you can withdraw it below now.`,
      );
    } finally {
      host.remove();
      world.put(list);
    }
  });

  it('all of the main account, but its close authority is another key: no choice promises its rent back', async () => {
    const account = world.read(STAKER_PICOSOL)!;
    const data = Uint8Array.from(account.data);
    new DataView(data.buffer).setUint32(129, 1, true); // the close authority's COption tag, then the key
    data.set(
      Uint8Array.from({ length: 32 }, () => 7),
      133,
    );
    world.put({ ...account, data });
    const host = mount(`<lst-stake mint="${ENTRY.mint}" actions="unstake"></lst-stake>`);
    try {
      await connect(host);
      fireEvent.click(await presetOnceHeld(host, 'Max'));
      const group = await find(host, (scope) => scope.getByRole('group', { name: 'Ways out' }));
      // The pool's stake-account choice is there (one of our own ways out, which close an account they may).
      await find(host, (scope) => scope.getByRole('radio', { name: /a stake account you deactivate/ }));
      expect(group.textContent).not.toMatch(/from closing/);
    } finally {
      host.remove();
      world.put(account);
    }
  });

  // Last: it empties the staker's main account.
  it('all of the main account (Max): the choices say the rent that comes back, and after the unstake it is back', async () => {
    const host = mount(`<lst-stake mint="${ENTRY.mint}" actions="unstake"></lst-stake>`);
    await connect(host);
    const rent = world.balance(STAKER_PICOSOL);
    fireEvent.click(await presetOnceHeld(host, 'Max'));
    const closing = `+${shown(rent)} SOL from closing your empty picoSOL account`;
    // Every way out closes it: said once, under the choices.
    await find(host, (scope) => expect(scope.getAllByText(closing)).toHaveLength(1));
    // A way out's figure is rounded for reading; the radio is described by the exact one (and shows it on hover and focus).
    for (const radio of within(cardOf(host)).getAllByRole('radio')) {
      const [exactId] = radio.getAttribute('aria-describedby')!.split(' ');
      const exact = (radio.getRootNode() as Document | ShadowRoot).getElementById(exactId!);
      const figure = radio.closest('label')!.querySelector('.lst-figure');
      expect(exact?.textContent).toMatch(/^[\d.]+ SOL$/);
      expect(figure?.getAttribute('title')).toBe(exact?.textContent);
      expect(figure?.textContent).not.toBe(exact?.textContent);
    }
    const before = world.balance(staker);
    fireEvent.click(await find(host, (scope) => scope.getByRole('button', { name: 'Unstake instantly' })));
    await find(host, (scope) => scope.getByText(`Your empty picoSOL account is closed: its ${shown(rent)} SOL is back in your wallet.`));
    expect(world.read(STAKER_PICOSOL)).toBeNull();
    expect(world.balance(staker) - before).toBeGreaterThan(rent);
    host.remove();
  });
});

/** A preset of the Unstake tab, once what the staker holds is known (enabled). */
const presetOnceHeld = (host: HTMLElement, name: string) =>
  find(host, (scope) => {
    const button = scope.getByRole('button', { name }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });
