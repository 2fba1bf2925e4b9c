import { ConnectionContext, useWallet, WalletProvider } from '@solana/wallet-adapter-react';
import type { Adapter, WalletError } from '@solana/wallet-adapter-base';
import { PhantomWalletAdapter } from '@solana/wallet-adapter-phantom';
import type { Connection } from '@solana/web3.js';
import { useMemo } from 'react';
import { isWalletRejection } from '../core/wallet/walletRejection';
import type { WalletSession } from '../core/wallet/walletSession';
import { SessionBridge } from './SessionBridge';

/** Where the chosen wallet's name is remembered, so the next visit connects again by itself. */
export const WALLET_STORAGE_KEY = 'lst-stake.wallet';

export interface WalletDriverProps {
  session: WalletSession;
  /** The RPC endpoint, from which wallet-adapter-react infers the cluster. */
  rpcUrl: string;
  /** Adapters besides Phantom and the Wallet Standard wallets found on the page (the demo's burner). */
  extraAdapters?: Adapter[];
}

/** Mirrors the provider's state (read from its context) into the session. */
function ContextBridge({ session }: { session: WalletSession }) {
  return <SessionBridge session={session} wallet={useWallet()} />;
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
        <ContextBridge session={session} />
      </WalletProvider>
    </ConnectionContext.Provider>
  );
}
