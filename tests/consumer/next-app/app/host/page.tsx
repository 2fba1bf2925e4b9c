'use client';
// An app that already has wallet-adapter's own WalletProvider and its own connect button: our card must
// use that wallet, not start a second session.
import { useMemo } from 'react';
import { ConnectionProvider, WalletProvider, useWallet } from '@solana/wallet-adapter-react';
import type { WalletName } from '@solana/wallet-adapter-base';
import { StakeCard, StakeWidgetProvider, widgetCss } from 'lst-stake-widget';
import { EVERGREEN, servicesBesideTheApp } from '../services';

/** The app's own button, written with nothing but wallet-adapter's useWallet. */
function HostConnectButton() {
  const { publicKey, select, disconnect, wallets } = useWallet();
  if (publicKey) return <button onClick={() => void disconnect()}>Host: disconnect {publicKey.toBase58()}</button>;
  return (
    <>
      {wallets.map(({ adapter }) => (
        <button key={adapter.name} onClick={() => select(adapter.name as WalletName)}>
          Host: connect {adapter.name}
        </button>
      ))}
    </>
  );
}

export default function HostWalletPage() {
  const config = useMemo(servicesBesideTheApp, []);
  return (
    <ConnectionProvider endpoint={config.rpcUrl ?? 'http://127.0.0.1/rpc'}>
      <WalletProvider wallets={[]} autoConnect>
        <style>{widgetCss}</style>
        <HostConnectButton />
        <StakeWidgetProvider config={config}>
          <StakeCard mint={EVERGREEN} />
        </StakeWidgetProvider>
      </WalletProvider>
    </ConnectionProvider>
  );
}
