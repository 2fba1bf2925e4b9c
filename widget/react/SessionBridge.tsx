import type { Wallet, WalletContextState } from '@solana/wallet-adapter-react';
import { WalletReadyState } from '@solana/wallet-adapter-base';
import { useEffect, useMemo } from 'react';
import type { WalletOption, WalletSession, WalletStatus } from '../core/wallet/walletSession';
import { say } from '../core/texts/english';
import { SaidError } from '../core/texts/said';

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
 * Mirrors a wallet-adapter-react state into a session, and acts for it: our own provider's (WalletDriver)
 * or the host app's (StakeWidgetProvider in an app that has its own WalletProvider).
 */
export function SessionBridge({ session, wallet: state }: { session: WalletSession; wallet: WalletContextState }) {
  const { wallets, wallet, publicKey, connecting, connected, disconnecting, select, connect, disconnect, signTransaction } = state;
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
          if (!signTransaction) throw new SaidError(say('walletCannotSign'));
          // Loaded when signing: a React app's StakeWidgetProvider imports this bridge up front, and
          // web3.js (not side-effect free) would otherwise join the app's first bundle.
          const { VersionedTransaction } = await import('@solana/web3.js');
          const signed = await signTransaction(VersionedTransaction.deserialize(bytes));
          return signed.serialize();
        },
      }),
    [session, select, connect, disconnect, signTransaction],
  );
  return null;
}
