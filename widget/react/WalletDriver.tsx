import { ConnectionContext, useWallet, WalletProvider, type Wallet } from '@solana/wallet-adapter-react';
import { WalletReadyState, type Adapter, type WalletError } from '@solana/wallet-adapter-base';
import { PhantomWalletAdapter } from '@solana/wallet-adapter-phantom';
import { VersionedTransaction, type Connection } from '@solana/web3.js';
import { useEffect, useMemo } from 'react';
import { isWalletRejection } from '../core/walletRejection';
import type { WalletOption, WalletSession, WalletStatus } from '../core/walletSession';

/** Where the chosen wallet's name is remembered, so the next visit connects again by itself. */
export const WALLET_STORAGE_KEY = 'lst-stake.wallet';

export interface WalletDriverProps {
  session: WalletSession;
  /** The RPC endpoint, from which wallet-adapter-react infers the cluster. */
  rpcUrl: string;
  /** Adapters besides Phantom and the Wallet Standard wallets found on the page (the demo's burner). */
  extraAdapters?: Adapter[];
}

const READINESS: Record<WalletReadyState, WalletOption['readiness']> = {
  [WalletReadyState.Installed]: 'Installed',
  [WalletReadyState.Loadable]: 'Loadable',
  [WalletReadyState.NotDetected]: 'NotDetected',
  [WalletReadyState.Unsupported]: 'Unsupported',
};

function toOption({ adapter, readyState }: Wallet): WalletOption {
  return { name: adapter.name, icon: adapter.icon, url: adapter.url, readiness: READINESS[readyState] };
}

/** Mirrors wallet-adapter-react's state into the page's session, and acts for it. */
function SessionBridge({ session }: { session: WalletSession }) {
  const { wallets, wallet, publicKey, connecting, connected, disconnecting, select, connect, disconnect, signTransaction } = useWallet();
  const status: WalletStatus = connecting
    ? 'connecting'
    : disconnecting
      ? 'disconnecting'
      : connected
        ? 'connected'
        : wallet
          ? 'has-wallet'
          : 'no-wallet';
  // An Unsupported wallet has nothing to offer in the picker but a disabled row; the mobile-adapter
  // stand-in of the embed and site builds is one (see mobileWalletAdapterStub.ts).
  const options = useMemo(
    () => wallets.filter((item) => item.readyState !== WalletReadyState.Unsupported || item.adapter.icon).map(toOption),
    [wallets],
  );
  const address = publicKey?.toBase58() ?? null;

  useEffect(() => {
    session.setState({ status, wallets: options, selected: wallet?.adapter.name ?? null, publicKey: address });
  }, [session, status, options, wallet, address]);

  useEffect(
    () =>
      session.attach({
        select: (name) => select(name as Parameters<typeof select>[0]),
        connect,
        disconnect,
        async signTransaction(bytes) {
          if (!signTransaction) throw new Error('This wallet cannot sign transactions');
          const signed = await signTransaction(VersionedTransaction.deserialize(bytes));
          return signed.serialize();
        },
      }),
    [session, select, connect, disconnect, signTransaction],
  );
  return null;
}

/** wallet-adapter-react's provider tree, mounted once per page, off-screen; the widgets read the session. */
export function WalletDriver({ session, rpcUrl, extraAdapters = [] }: WalletDriverProps) {
  const adapters = useMemo(() => [new PhantomWalletAdapter(), ...extraAdapters], [extraAdapters]);
  // WalletProvider reads only `rpcEndpoint` from the connection; a full Connection is not needed here.
  const connection = useMemo(() => ({ connection: { rpcEndpoint: rpcUrl } as Connection }), [rpcUrl]);
  const onError = (error: WalletError) => {
    if (isWalletRejection(error)) return;
    session.setState({ error: error.message || error.name });
  };
  return (
    <ConnectionContext.Provider value={connection}>
      <WalletProvider wallets={adapters} autoConnect localStorageKey={WALLET_STORAGE_KEY} onError={onError}>
        <SessionBridge session={session} />
      </WalletProvider>
    </ConnectionContext.Provider>
  );
}
