import { fireEvent, waitFor, within } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { getPageSession } from '../../widget/react/pageSession';
import { evergreen, demoProjects } from '../../demo/demoProjects';
import { registerTestWallet, type TestWalletControls } from '../support/testStandardWallet';
import { defineDemoElements, mount } from '../support/demoElements';

let services: ReturnType<typeof defineDemoElements>;
let testWallet: TestWalletControls;

beforeAll(() => {
  testWallet = registerTestWallet();
  services = defineDemoElements();
});

/** Queries inside an element's shadow root: testing-library takes elements, so the root's rendered child. */
const shadow = (element: Element) => within(element.shadowRoot!.firstElementChild as HTMLElement);

/** Waits until `find` succeeds inside the element's shadow root, re-reading the root each time. */
const findIn = <T,>(element: Element, find: (scope: ReturnType<typeof shadow>) => T, timeout = 3000) =>
  waitFor(() => find(shadow(element)), { timeout });

/** Connects the page's one wallet session through a page button, unless it is connected already. */
async function connectPageWallet() {
  const host = mount('<lst-wallet-button></lst-wallet-button>');
  const button = host.querySelector('lst-wallet-button')!;
  const short = `${testWallet.address.slice(0, 4)}..${testWallet.address.slice(-4)}`;
  const label = await findIn(button, (scope) => scope.getByRole('button', { name: new RegExp(`Select Wallet|Connect|${short}`) }));
  if (label.textContent !== short) {
    fireEvent.click(label);
    const choice = await findIn(
      button,
      (scope) => scope.queryByRole('button', { name: /Test Wallet/ }) ?? scope.getByRole('button', { name: short }),
    );
    if (choice.textContent !== short) fireEvent.click(choice);
    await findIn(button, (scope) => scope.getByRole('button', { name: short }));
  }
  host.remove();
}

describe('<lst-stake> and <lst-wallet-button>', () => {
  it('renders the card in an open shadow root, styled there, leaving the light DOM alone', async () => {
    const host = mount(`<lst-stake mint="${evergreen.mint}"></lst-stake>`);
    const card = host.querySelector('lst-stake')!;
    await findIn(card, (scope) => scope.getByRole('heading', { name: 'Stake SOL for evgSOL' }));
    expect(card.children).toHaveLength(0);
    const root = card.shadowRoot!;
    const styled = root.adoptedStyleSheets.length > 0 || root.querySelector('style') !== null;
    expect(styled).toBe(true);
    // Its own wallet button (once page buttons that earlier tests removed have unregistered), whatever
    // the page's session is in.
    await findIn(card, (scope) => scope.getByRole('button', { name: /^(Select Wallet|Connect|\S{4}\.\.\S{4})$/ }));
    host.remove();
  });

  it('says when the mint attribute is invalid', async () => {
    const host = mount('<lst-stake mint="javascript:alert(1)"></lst-stake>');
    const alert = await findIn(host.querySelector('lst-stake')!, (scope) => scope.getByRole('alert'));
    expect(alert.textContent).toBe('This widget has no valid token mint address.');
    host.remove();
  });

  it('follows a mint attribute changed at run time', async () => {
    const host = mount(`<lst-stake mint="${evergreen.mint}"></lst-stake>`);
    const card = host.querySelector('lst-stake')!;
    await findIn(card, (scope) => scope.getByRole('heading', { name: 'Stake SOL for evgSOL' }));
    card.setAttribute('mint', demoProjects[1]!.mint);
    await findIn(card, (scope) => scope.getByRole('heading', { name: 'Stake SOL for canSOL' }));
    host.remove();
  });

  it('shares one wallet session between a page button and two cards, and stakes in the second card', async () => {
    const session = getPageSession();
    if (session.getState().status === 'connected') await session.disconnect();
    await waitFor(() => expect(session.getState().status).not.toBe('connected'));
    const host = mount(`
      <lst-wallet-button></lst-wallet-button>
      <lst-stake mint="${evergreen.mint}"></lst-stake>
      <lst-stake mint="${demoProjects[1]!.mint}"></lst-stake>`);
    const [first, second] = Array.from(host.querySelectorAll('lst-stake'));
    const button = host.querySelector('lst-wallet-button')!;
    await findIn(second!, (scope) => scope.getByRole('heading', { name: 'Stake SOL for canSOL' }));
    // No wallet yet: each card offers its Connect (the page's picker), beside the page's own button.
    await findIn(first!, (scope) => scope.getByRole('button', { name: 'Connect' }));

    fireEvent.click(await findIn(button, (scope) => scope.getByRole('button', { name: 'Select Wallet' })));
    fireEvent.click(await findIn(button, (scope) => scope.getByRole('button', { name: /Test Wallet/ })));
    const short = `${testWallet.address.slice(0, 4)}..${testWallet.address.slice(-4)}`;
    await findIn(button, (scope) => scope.getByRole('button', { name: short }));
    // Connected, and the page has a wallet button: the cards show none of their own.
    await waitFor(() => expect(shadow(first!).queryByRole('button', { name: /Select Wallet|Connect/ })).toBeNull());

    const events: CustomEvent[] = [];
    const listen = (event: Event) => events.push(event as CustomEvent);
    document.addEventListener('stakesuccess', listen);
    const promptsBefore = testWallet.prompts();
    const card = shadow(second!);
    fireEvent.input(card.getByLabelText('Stake Amount'), { target: { value: '1.5' } });
    fireEvent.click(card.getByRole('button', { name: 'Start Staking' }));
    // canSOL is a stake pool: the stake is a deposit at the pool's rate, not the swap's 1.428571428.
    await findIn(second!, (scope) => scope.getByText('You will receive approximately 1.3865 LST tokens'), 5000);
    expect(testWallet.prompts() - promptsBefore).toBe(1);
    expect(events).toHaveLength(1);
    document.removeEventListener('stakesuccess', listen);
    expect(events[0]!.detail).toMatchObject({ mint: demoProjects[1]!.mint, lamports: '1500000000' });
    expect(events[0]!.composed).toBe(true);
    expect(services.chain.accepted.at(-1)!.message.staticKeys[0]).toBe(testWallet.address);
    // The other card shows the balance after the stake too, not the one from before it.
    const balance = () => shadow(first!).getByText(/^Balance:/).textContent;
    await waitFor(() => expect(balance()).not.toBe('Balance: 100 SOL'));
    expect(balance()).toBe(card.getByText(/^Balance:/).textContent);
    host.remove();
  });

  it('can be removed in the middle of a stake: nothing is sent and nothing throws', async () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent | PromiseRejectionEvent) => errors.push('reason' in event ? event.reason : event.error);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    const host = mount(`<lst-stake mint="${evergreen.mint}" wallet-button="show"></lst-stake>`);
    const card = host.querySelector('lst-stake')!;
    await findIn(card, (scope) => scope.getByRole('heading', { name: 'Stake SOL for evgSOL' }));
    await connectPageWallet();
    // Hold the wallet's prompt open.
    let answer!: () => void;
    testWallet.setHold(new Promise<void>((done) => (answer = done)));
    const sentBefore = services.requests.filter((request) => request.service === 'rpc-send').length;
    const prompts = testWallet.prompts();
    fireEvent.input(shadow(card).getByLabelText('Stake Amount'), { target: { value: '1' } });
    fireEvent.click(shadow(card).getByRole('button', { name: 'Start Staking' }));
    await waitFor(() => expect(testWallet.prompts()).toBe(prompts + 1), { timeout: 3000 });
    const outcomes: string[] = [];
    const listen = (event: Event) => outcomes.push(`${event.type} ${(event as CustomEvent<{ messageKey?: string }>).detail.messageKey}`);
    for (const name of ['stakesuccess', 'stakefailure', 'stakecancel']) document.addEventListener(name, listen);
    host.remove();
    answer();
    testWallet.setHold(null);
    // The stake's end is told on document even for a removed card: after it, nothing more is sent.
    await waitFor(() => expect(outcomes).toEqual(['stakecancel walletChanged']), { timeout: 3000 });
    expect(services.requests.filter((request) => request.service === 'rpc-send').length).toBe(sentBefore);
    expect(errors).toEqual([]);
    for (const name of ['stakesuccess', 'stakefailure', 'stakecancel']) document.removeEventListener(name, listen);
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onError);
  });

  it('removed after signing, still follows the stake to its end and tells the page on document', async () => {
    await connectPageWallet();
    const host = mount(`<lst-stake mint="${evergreen.mint}" wallet-button="show"></lst-stake>`);
    const card = host.querySelector('lst-stake')!;
    await findIn(card, (scope) => scope.getByRole('heading', { name: 'Stake SOL for evgSOL' }));
    const outcomes: Event[] = [];
    const listen = (event: Event) => outcomes.push(event);
    document.addEventListener('stakesuccess', listen);
    const sends = () => services.requests.filter((request) => request.service === 'rpc-send').length;
    const sentBefore = sends();
    const landedBefore = services.chain.accepted.length;
    fireEvent.input(shadow(card).getByLabelText('Stake Amount'), { target: { value: '0.5' } });
    fireEvent.click(shadow(card).getByRole('button', { name: 'Start Staking' }));
    await waitFor(() => expect(sends()).toBeGreaterThan(sentBefore), { timeout: 3000 });
    host.remove();
    await waitFor(() => expect(outcomes).toHaveLength(1), { timeout: 5000 });
    expect(outcomes[0]!.target).toBe(document);
    expect((outcomes[0] as CustomEvent).detail).toMatchObject({ mint: evergreen.mint, lamports: '500000000', received: '476190476' });
    expect(services.chain.accepted).toHaveLength(landedBefore + 1);
    document.removeEventListener('stakesuccess', listen);
  });

  it('takes amount and fixed-amount attributes: a filled-in field, or a read-only one', async () => {
    const host = mount(
      `<lst-stake mint="${evergreen.mint}" amount="2.5"></lst-stake><lst-stake mint="${evergreen.mint}" fixed-amount="1"></lst-stake>`,
    );
    const [initial, fixed] = Array.from(host.querySelectorAll('lst-stake'));
    const field = (card: Element) => findIn(card, (scope) => scope.getByLabelText('Stake Amount') as HTMLInputElement);
    await findIn(initial!, (scope) => scope.getByRole('heading', { name: 'Stake SOL for evgSOL' }));
    expect({ value: (await field(initial!)).value, readOnly: (await field(initial!)).readOnly }).toEqual({ value: '2.5', readOnly: false });
    expect({ value: (await field(fixed!)).value, readOnly: (await field(fixed!)).readOnly }).toEqual({ value: '1', readOnly: true });
    host.remove();
  });
});

describe('<lst-stake> fee caps (max-fee-bps, max-epoch-fee-bps)', () => {
  it('refuse a pool that keeps 99 % of what its holders take out by default; a page that allows it sees the deposit; a cap that is none is said and ignored', async () => {
    const canSol = demoProjects.find((project) => project.symbol === 'canSOL')!;
    services.faults.set('rpc-pool', 'exit-fee');
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      const host = mount(
        `<lst-stake mint="${canSol.mint}" amount="1"></lst-stake>` +
          `<lst-stake mint="${canSol.mint}" amount="1" max-fee-bps="10000"></lst-stake>` +
          `<lst-stake mint="${canSol.mint}" amount="1" max-fee-bps="lots"></lst-stake>`,
      );
      const [strict, lenient, mistaken] = [...host.querySelectorAll('lst-stake')];
      const refusal = "canSOL's pool keeps 99 % of what you take out. We will not stake into it.";
      await findIn(strict!, (scope) => scope.getByText(refusal), 5000);
      await findIn(lenient!, (scope) => scope.getByText(/^You receive [\d.]+ canSOL$/), 5000);
      expect(shadow(lenient!).getByText('Deposit fee 0 %; withdrawal fee 99 %; the pool keeps 5 % of rewards')).toBeTruthy();
      await findIn(mistaken!, (scope) => scope.getByText(refusal), 5000);
      expect(warnings).toContain('lst-stake: maxFeeBps NaN is ignored: not 0-10000 basis points');
      host.remove();
    } finally {
      console.warn = warn;
      services.faults.set('rpc-pool', null);
    }
  });
});
