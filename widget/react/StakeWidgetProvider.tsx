import { WalletContext, type WalletContextState } from '@solana/wallet-adapter-react';
import { useContext, useMemo, useRef } from 'react';
import { createWalletSession, type WalletSession } from '../core/wallet/walletSession';
import { ClientOnly } from './ClientOnly';
import { hasWalletProvider } from './hostWallet';
import { PageButtonMark } from './PageWalletButton';
import { SessionBridge } from './SessionBridge';
import { TextsProvider } from './TextsContext';
import type { LabelOverrides } from '../core/texts/labels';
import { WidgetProvider, type WidgetProviderProps } from './WidgetProvider';

export interface StakeWidgetProviderProps extends WidgetProviderProps {
  /**
   * Whose wallet the widgets use. By default the host app's, when the provider sits inside its
   * wallet-adapter `WalletProvider`, else a session of the widget's own. Pass `useWallet()` to name
   * the host's explicitly, or 'own' to keep the widget's own session inside a host's provider.
   */
  wallet?: WalletContextState | 'own';
  /** With the host's wallet: called instead of opening our wallet picker (open the host's own). */
  onRequestConnectWallet?: () => void;
  /** The widgets' language (BCP 47); each StakeCard may name its own. Default: the page's `<html lang>`. */
  lang?: string;
  /** Your own texts for some keys (docs/labels.md), for every widget inside. */
  labels?: LabelOverrides;
}

/**
 * Gives the widgets their configuration and a wallet. In an app with its own wallet-adapter
 * `WalletProvider` there is one wallet session, the app's: connecting in the app's button shows
 * connected in our card and back, and the card leaves out its own button, as the app has one.
 */
export function StakeWidgetProvider({ lang, labels, ...props }: StakeWidgetProviderProps) {
  // Not held while a language loads: the provider wraps the app's own content too.
  return (
    <TextsProvider lang={lang} labels={labels}>
      <WidgetSession {...props} />
    </TextsProvider>
  );
}

function WidgetSession({ wallet, onRequestConnectWallet, children, ...props }: Omit<StakeWidgetProviderProps, 'lang' | 'labels'>) {
  const context = useContext(WalletContext);
  const host = props.session || wallet === 'own' ? null : (wallet ?? (hasWalletProvider(context) ? context : null));
  const requestConnect = useRef(onRequestConnectWallet);
  requestConnect.current = onRequestConnectWallet;
  const hostSession = useMemo(() => {
    const session = createWalletSession({ status: 'no-wallet' });
    const openPicker = session.openPicker;
    return {
      ...session,
      openPicker: (owner: string) => (requestConnect.current ? requestConnect.current() : openPicker(owner)),
    } satisfies WalletSession;
  }, []);
  if (!host) return <WidgetProvider {...props}>{children}</WidgetProvider>;
  return (
    <WidgetProvider {...props} session={hostSession} startWallets={false}>
      <SessionBridge session={hostSession} wallet={host} />
      {/* The host app has its own wallet button: counted as the page's, so cards do not add a second one. */}
      <ClientOnly>
        <PageButtonMark />
      </ClientOnly>
      {children}
    </WidgetProvider>
  );
}
