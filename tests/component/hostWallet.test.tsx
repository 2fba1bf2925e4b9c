// A React app with its own wallet-adapter WalletProvider and its own connect button: the widget uses
// that one wallet session instead of starting a second one.
import { ConnectionProvider, useWallet, WalletProvider, type WalletContextState } from '@solana/wallet-adapter-react';
import type { Adapter, WalletName } from '@solana/wallet-adapter-base';
import { UnsafeBurnerWalletAdapter } from '@solana/wallet-adapter-unsafe-burner';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { evergreen } from '../../demo/demoProjects';
import { createDemoServices, DEMO_URLS } from '../../demo/demoServices';
import { createMockFetch } from '../../demo/mockFetch';
import { hasWalletProvider } from '../../widget/react/hostWallet';
import { StakeCard } from '../../widget/react/StakeCard';
import { StakeWidgetProvider } from '../../widget/react/StakeWidgetProvider';
import { WalletButton } from '../../widget/react';
import { registerTestWallet, type TestWalletControls } from '../support/testStandardWallet';

let testWallet: TestWalletControls;
/** The adapter the host's WalletProvider connected, as its useWallet() gives it. */
let hostAdapter: Adapter | null = null;
beforeAll(() => {
  testWallet = registerTestWallet(undefined, 'Host Test Wallet');
});

/** The host app's own button, written against wallet-adapter-react's useWallet as apps do. */
function HostButton({ name = 'Host Test Wallet' }: { name?: string }) {
  const { wallet, connected, connecting, select, connect, disconnect, publicKey, autoConnect } = useWallet();
  hostAdapter = wallet?.adapter ?? null;
  // Without the provider's autoConnect, the button connects the chosen wallet itself.
  useEffect(() => {
    if (!autoConnect && wallet && !connected && !connecting) connect().catch(() => undefined);
  }, [autoConnect, wallet, connected, connecting, connect]);
  if (connected) return <button onClick={() => void disconnect()}>Host: {publicKey!.toBase58()}</button>;
  return <button onClick={() => select(name as WalletName)}>Host connect</button>;
}

function renderHostApp(extra: { onRequestConnectWallet?: () => void } = {}, ourButton = false, strict = false, adapters: Adapter[] = []) {
  const services = createDemoServices();
  const config = { ...DEMO_URLS, fetch: createMockFetch(services.answer), timeoutMs: 1000 };
  const app = (
    <ConnectionProvider endpoint={DEMO_URLS.rpcUrl}>
      {/* An adapter that connects at once (the burner) has its provider connect it: the provider listens first. */}
      <WalletProvider wallets={adapters} autoConnect={adapters.length > 0}>
        <HostButton name={adapters[0]?.name} />
        <StakeWidgetProvider config={config} {...extra}>
          {ourButton && <WalletButton />}
          <div data-testid="card">
            <StakeCard mint={evergreen.mint} />
          </div>
        </StakeWidgetProvider>
      </WalletProvider>
    </ConnectionProvider>
  );
  return { ...render(strict ? <StrictMode>{app}</StrictMode> : app), services };
}

describe("the host app's wallet", () => {
  it('tells a real WalletProvider from the default context, without the missing-provider log', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let outside: WalletContextState | null = null;
    let inside: WalletContextState | null = null;
    function Probe({ into }: { into: (state: WalletContextState) => void }) {
      into(useWallet());
      return null;
    }
    render(
      <>
        <Probe into={(state) => (outside = state)} />
        <ConnectionProvider endpoint={DEMO_URLS.rpcUrl}>
          <WalletProvider wallets={[]}>
            <Probe into={(state) => (inside = state)} />
          </WalletProvider>
        </ConnectionProvider>
      </>,
    );
    expect(hasWalletProvider(outside!)).toBe(false);
    expect(hasWalletProvider(inside!)).toBe(true);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it("is the card's wallet: one session, no second button, connected through the host's button and back", async () => {
    renderHostApp();
    const card = within(screen.getByTestId('card'));
    await card.findByText(/evgSOL/);
    // Before the host connects, the card offers its Connect (which asks the host, as our wallet button does).
    expect(card.getByRole('button', { name: 'Connect' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Host connect' }));
    await screen.findByRole('button', { name: `Host: ${testWallet.address}` }, { timeout: 3000 });
    // Connected through the host: no second button in the card.
    await waitFor(() => expect(card.queryByRole('button', { name: /Select Wallet|Connect/ })).toBeNull());
    expect((await card.findByText(/^Balance:/, {}, { timeout: 3000 })).textContent).toBe('Balance: 100 SOL');
    fireEvent.click(screen.getByRole('button', { name: `Host: ${testWallet.address}` }));
    await screen.findByRole('button', { name: 'Host connect' });
    await waitFor(() => expect(card.queryByText(/^Balance:/)).toBeNull());
  });

  it('lets the host open its own picker from our wallet button', async () => {
    const onRequestConnectWallet = vi.fn();
    renderHostApp({ onRequestConnectWallet }, true);
    const card = within(screen.getByTestId('card'));
    await card.findByText(/evgSOL/);
    expect(screen.getAllByRole('button', { name: 'Select Wallet' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Select Wallet' }));
    expect(onRequestConnectWallet).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stakes through the host’s wallet in StrictMode (as an app runs in development): one prompt, one send', async () => {
    const { services } = renderHostApp({}, false, true);
    const card = within(screen.getByTestId('card'));
    await card.findByText(/evgSOL/);
    fireEvent.click(screen.getByRole('button', { name: 'Host connect' }));
    await card.findByText(/^Balance:/, {}, { timeout: 3000 });
    // A Wallet Standard wallet: the library signs through the raw wallet it hands over, not the adapter.
    expect(hostAdapter && 'standard' in hostAdapter && hostAdapter.standard).toBe(true);
    const adapterSigned = vi.spyOn(hostAdapter as Adapter & { signTransaction: () => Promise<unknown> }, 'signTransaction');
    const promptsBefore = testWallet.prompts();
    fireEvent.input(card.getByRole('textbox'), { target: { value: '1.5' } });
    await card.findByText('You receive ≈ 1.4286 evgSOL', {}, { timeout: 3000 });
    fireEvent.click(card.getByRole('button', { name: 'Start Staking' }));
    await card.findByText('You will receive approximately 1.4286 LST tokens', {}, { timeout: 5000 });
    expect(testWallet.prompts() - promptsBefore).toBe(1);
    expect(adapterSigned).not.toHaveBeenCalled();
    expect(services.requests.filter((request) => request.service === 'rpc-send')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: `Host: ${testWallet.address}` }));
    await screen.findByRole('button', { name: 'Host connect' });
  });

  it('stakes through a host adapter that is no Wallet Standard wallet: the library signs through the adapter, with the app’s web3.js', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {}); // the unsafe burner says it is one
    const burner = new UnsafeBurnerWalletAdapter();
    const signed = vi.spyOn(burner, 'signTransaction');
    const { services } = renderHostApp({}, false, false, [burner]);
    const card = within(screen.getByTestId('card'));
    await card.findByText(/evgSOL/);
    fireEvent.click(screen.getByRole('button', { name: 'Host connect' }));
    await card.findByText(/^Balance:/, {}, { timeout: 3000 });
    fireEvent.input(card.getByRole('textbox'), { target: { value: '1.5' } });
    await card.findByText('You receive ≈ 1.4286 evgSOL', {}, { timeout: 3000 });
    fireEvent.click(card.getByRole('button', { name: 'Start Staking' }));
    await card.findByText('You will receive approximately 1.4286 LST tokens', {}, { timeout: 5000 });
    expect(signed).toHaveBeenCalledOnce();
    expect(services.requests.filter((request) => request.service === 'rpc-send')).toHaveLength(1);
    warn.mockRestore();
  });
});
