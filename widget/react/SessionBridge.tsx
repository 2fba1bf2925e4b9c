import type { Wallet, WalletContextState } from '@solana/wallet-adapter-react';
import { WalletReadyState } from '@solana/wallet-adapter-base';
import { useEffect, useMemo, useRef } from 'react';
import type { WalletOption, WalletSession, WalletStatus } from '../core/wallet/walletSession';
import { WALLET_CHAINS } from '../core/wallet/walletChain';
import { hostSigner } from './hostWallet';
import { useWidgetConfig } from './WidgetConfigContext';

const READINESS: Record<WalletReadyState, WalletOption['readiness']> = {
  [WalletReadyState.Installed]: 'Installed',
  [WalletReadyState.Loadable]: 'Loadable',
  [WalletReadyState.NotDetected]: 'NotDetected',
  [WalletReadyState.Unsupported]: 'Unsupported',
};

function toOption({ adapter, readyState }: Wallet): WalletOption {
  return { name: adapter.name, icon: adapter.icon, url: adapter.url, readiness: READINESS[readyState] };
}

/**
 * Mirrors the host app's wallet-adapter-react state into a session, and acts for it (StakeWidgetProvider
 * in an app that has its own WalletProvider). The widget's own wallets need none of this: they go
 * through the Wallet Standard (standardWalletDriver.ts).
 */
export function SessionBridge({ session, wallet: state }: { session: WalletSession; wallet: WalletContextState }) {
  const { wallets, wallet, publicKey, connecting, connected, disconnecting, select, connect, disconnect } = state;
  const { cluster } = useWidgetConfig();
  const status: WalletStatus = connecting
    ? 'connecting'
    : disconnecting
      ? 'disconnecting'
      : connected
        ? 'connected'
        : wallet
          ? 'has-wallet'
          : 'no-wallet';
  // An Unsupported wallet without an icon has nothing to offer in the picker.
  const options = useMemo(
    () => wallets.filter((item) => item.readyState !== WalletReadyState.Unsupported || item.adapter.icon).map(toOption),
    [wallets],
  );
  const address = publicKey?.toBase58() ?? null;

  useEffect(() => {
    session.setState({ status, wallets: options, selected: wallet?.adapter.name ?? null, publicKey: address });
  }, [session, status, options, wallet, address]);

  // The latest state signs: the connected account, and a Standard wallet's or an adapter's own path.
  const signer = useRef(state);
  signer.current = state;
  useEffect(
    () =>
      session.attach({
        select: (name) => select(name as Parameters<typeof select>[0]),
        connect,
        disconnect,
        signTransaction: (bytes) => hostSigner(signer.current, WALLET_CHAINS[cluster])(bytes),
      }),
    [session, select, connect, disconnect, cluster],
  );
  return null;
}
