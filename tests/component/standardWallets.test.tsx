// The widget's own wallets, through the Wallet Standard: no host WalletProvider, the page's session and
// its driver (widget/react/standardWalletDriver.ts) over wallets that register themselves in the page as
// extensions do. Nothing inside the widget is mocked.
import { Keypair } from '@solana/web3.js';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { evergreen } from '../../demo/demoProjects';
import { createDemoServices, DEMO_URLS } from '../../demo/demoServices';
import { createMockFetch } from '../../demo/mockFetch';
import { page } from '../../widget/core/page/page';
import { StakeCard } from '../../widget/react/StakeCard';
import { StakeWidgetProvider } from '../../widget/react/StakeWidgetProvider';
import { WalletButton } from '../../widget/react';
import { WALLET_STORAGE_KEY } from '../../widget/react/rememberedWallet';
import { registerTestWallet, type TestWalletControls } from '../support/testStandardWallet';

const registered: TestWalletControls[] = [];
/** A wallet registered for this test only (the page's registry outlives a test). */
const wallet = (name = 'Test Wallet', keypair?: Keypair) => {
  const controls = registerTestWallet(keypair, name);
  registered.push(controls);
  return controls;
};
afterEach(() => {
  registered.splice(0).forEach((controls) => controls.unregister());
  vi.unstubAllGlobals();
});

const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A page with our wallet button and a card, on the demo services; resolves once its wallet code runs. */
async function renderPage() {
  const services = createDemoServices({ latencyMs: 0 });
  const config = { ...DEMO_URLS, fetch: createMockFetch(services.answer), timeoutMs: 1000 };
  const view = render(
    <StakeWidgetProvider config={config}>
      <div data-testid="header">
        <WalletButton />
      </div>
      <div data-testid="card">
        <StakeCard mint={evergreen.mint} />
      </div>
    </StakeWidgetProvider>,
  );
  await waitFor(() => expect(page().wallet.getState().status).not.toBe('loading'), { timeout: 10_000 });
  const header = within(screen.getByTestId('header'));
  const card = within(screen.getByTestId('card'));
  return { ...view, services, header, card };
}

const openPicker = async (header: ReturnType<typeof within>) => {
  fireEvent.click(header.getByRole('button', { name: 'Select Wallet' }));
  return screen.findByRole('dialog');
};
const choose = async (header: ReturnType<typeof within>, name: RegExp) => {
  const dialog = await openPicker(header);
  fireEvent.click(within(dialog).getByRole('button', { name }));
};
const sent = (services: ReturnType<typeof createDemoServices>) => services.requests.filter((request) => request.service === 'rpc-send');

async function startStaking(card: ReturnType<typeof within>) {
  await card.findByText(/^Balance:/, {}, { timeout: 3000 });
  fireEvent.input(card.getByRole('textbox'), { target: { value: '1.5' } });
  await card.findByText('You receive ≈ 1.4286 evgSOL', {}, { timeout: 3000 });
  fireEvent.click(card.getByRole('button', { name: 'Start Staking' }));
}

describe('wallets through the Wallet Standard', () => {
  it('lists a wallet registered after the page loaded, and takes it off when it unregisters', async () => {
    const { header } = await renderPage();
    const dialog = await openPicker(header);
    // No wallet on the page: Phantom is offered as not installed (choosing it opens its website).
    fireEvent.click(within(dialog).getByRole('button', { name: /View options/ }));
    expect(within(dialog).getByRole('button', { name: /Phantom/ }).textContent).toContain('Not installed');
    expect(within(dialog).queryByText('Late Wallet')).toBeNull();
    const late = wallet('Late Wallet');
    const row = await within(dialog).findByRole('button', { name: /Late Wallet/ });
    expect(row.textContent).toContain('Detected');
    act(() => late.unregister());
    await waitFor(() => expect(within(dialog).queryByText('Late Wallet')).toBeNull());
  });

  it("offers Phantom in Safari on iOS through its universal link, which opens this page in Phantom's browser", async () => {
    vi.stubGlobal('navigator', Object.create(navigator, { userAgent: { value: IOS_SAFARI } }));
    const location = { href: 'https://shop.example/stake?x=1', origin: 'https://shop.example' };
    vi.stubGlobal('location', location);
    const { header } = await renderPage();
    const dialog = await openPicker(header);
    const phantom = within(dialog).getByRole('button', { name: /Phantom/ });
    expect(phantom.textContent).toContain('Available');
    fireEvent.click(phantom);
    await waitFor(() =>
      expect(location.href).toBe('https://phantom.app/ul/browse/https%3A%2F%2Fshop.example%2Fstake%3Fx%3D1?ref=https%3A%2F%2Fshop.example'),
    );
    // Remembered: in Phantom's browser, Phantom registers itself and the page reconnects to it silently.
    expect(localStorage.getItem(WALLET_STORAGE_KEY)).toBe('"Phantom"');
  });

  it('connects the chosen wallet, remembers it, and disconnects it in the wallet too', async () => {
    const test = wallet();
    const { header, card } = await renderPage();
    await choose(header, /Test Wallet/);
    const short = `${test.address.slice(0, 4)}..${test.address.slice(-4)}`;
    await header.findByRole('button', { name: short });
    expect(test.connects()).toEqual([undefined]);
    // wallet-adapter's key and format: visitors it remembered stay remembered.
    expect(localStorage.getItem(WALLET_STORAGE_KEY)).toBe('"Test Wallet"');
    expect((await card.findByText(/^Balance:/, {}, { timeout: 3000 })).textContent).toBe('Balance: 100 SOL');
    fireEvent.click(header.getByRole('button', { name: short }));
    fireEvent.click(await header.findByRole('menuitem', { name: 'Disconnect' }));
    await header.findByRole('button', { name: 'Select Wallet' });
    expect(test.disconnects()).toBe(1);
    expect(localStorage.getItem(WALLET_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(card.queryByText(/^Balance:/)).toBeNull());
  });

  it('reconnects the remembered wallet silently, and one that registers later too', async () => {
    localStorage.setItem(WALLET_STORAGE_KEY, '"Later Wallet"');
    const { header } = await renderPage();
    expect(header.getByRole('button', { name: 'Select Wallet' })).toBeTruthy();
    const later = wallet('Later Wallet');
    await header.findByRole('button', { name: `${later.address.slice(0, 4)}..${later.address.slice(-4)}` });
    // Asked silently: a wallet that no longer allows this page shows no prompt, and is forgotten.
    expect(later.connects()).toEqual([{ silent: true }]);
    expect(later.prompts()).toBe(0);
  });

  it('forgets a remembered wallet that refuses to reconnect, and says nothing', async () => {
    const test = wallet();
    test.setConnectError(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    localStorage.setItem(WALLET_STORAGE_KEY, '"Test Wallet"');
    const { header } = await renderPage();
    await waitFor(() => expect(test.connects()).toEqual([{ silent: true }]));
    await waitFor(() => expect(localStorage.getItem(WALLET_STORAGE_KEY)).toBeNull());
    expect(header.getByRole('button', { name: 'Select Wallet' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a wallet's own words when connecting fails for another reason", async () => {
    const test = wallet();
    test.setConnectError(new Error('The wallet is locked'));
    const { header } = await renderPage();
    await choose(header, /Test Wallet/);
    expect((await header.findByRole('alert')).textContent).toBe('The wallet is locked');
    expect(header.getByRole('button', { name: 'Select Wallet' })).toBeTruthy();
  });

  it("follows the wallet's own account switch, and its disconnect", async () => {
    const test = wallet();
    const { header, card } = await renderPage();
    await choose(header, /Test Wallet/);
    await card.findByText(/^Balance:/, {}, { timeout: 3000 });
    const other = Keypair.generate();
    const otherAddress = other.publicKey.toBase58();
    act(() => test.switchAccount(other));
    await header.findByRole('button', { name: `${otherAddress.slice(0, 4)}..${otherAddress.slice(-4)}` });
    act(() => test.switchAccount(null));
    await header.findByRole('button', { name: 'Select Wallet' });
    expect(localStorage.getItem(WALLET_STORAGE_KEY)).toBeNull();
  });

  it('sends nothing when the account changes while the prompt is open', async () => {
    const test = wallet();
    const { header, card, services } = await renderPage();
    await choose(header, /Test Wallet/);
    let answer!: () => void;
    test.setHold(new Promise<void>((done) => (answer = done)));
    await startStaking(card);
    await waitFor(() => expect(test.prompts()).toBe(1));
    act(() => test.switchAccount(Keypair.generate()));
    answer();
    await card.findByText('Your wallet disconnected or changed. Nothing was sent.', {}, { timeout: 5000 });
    expect(sent(services)).toEqual([]);
  });

  it('signs the exact bytes through solana:signTransaction and stakes; a refusal sends nothing and is no error', async () => {
    const test = wallet();
    const { header, card, services } = await renderPage();
    await choose(header, /Test Wallet/);
    test.setRefuse(true);
    await startStaking(card);
    await card.findByText('Staking cancelled in your wallet. Nothing was sent.', {}, { timeout: 5000 });
    expect(test.prompts()).toBe(1);
    expect(sent(services)).toEqual([]);
    expect(header.queryByRole('alert')).toBeNull();
    test.setRefuse(false);
    fireEvent.click(card.getByRole('button', { name: 'Start Staking' }));
    await card.findByText('You will receive approximately 1.4286 LST tokens', {}, { timeout: 5000 });
    expect(test.prompts()).toBe(2);
    expect(sent(services)).toHaveLength(1);
  });
});
