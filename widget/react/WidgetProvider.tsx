import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { Wallet } from '@wallet-standard/base';
import { resolveConfig, type StakeWidgetConfig } from '../core/config/config';
import { sameValue } from '../core/encoding/sameValue';
import type { WalletSession } from '../core/wallet/walletSession';
import { getPageSession } from './pageSession';
import { startWalletDriver } from './startWalletDriver';
import { WalletSessionContext } from './WalletSessionContext';
import { WidgetConfigContext } from './WidgetConfigContext';

export interface WidgetProviderProps {
  /** Service URLs, cluster and the rest; anything left out takes its production default. */
  config?: Partial<StakeWidgetConfig>;
  /** The wallet session; the page's shared one by default. Stories and tests pass their own. */
  session?: WalletSession;
  /** Wallet Standard wallets besides those registered on the page (the demo's burner: `createDemo().extraWallets`). */
  extraWallets?: readonly Wallet[];
  /** False to leave the session's driver to someone else (a mock in stories and tests). */
  startWallets?: boolean;
  children: ReactNode;
}

/** Gives the widgets their configuration and a wallet session (the page's by default). The elements use it directly; React apps use StakeWidgetProvider, which also finds the host's wallet. */
export function WidgetProvider({ config, session, extraWallets, startWallets = true, children }: WidgetProviderProps) {
  // Compared by value: an inline `config={{…}}` must not refetch, reload the token or reset a preview.
  const stable = useRef(config);
  if (!sameValue(stable.current, config)) stable.current = config;
  const settled = stable.current;
  const resolved = useMemo(() => resolveConfig(settled), [settled]);
  const activeSession = session ?? getPageSession();
  useEffect(() => {
    if (startWallets) startWalletDriver(activeSession, { cluster: resolved.cluster, extraWallets });
  }, [startWallets, activeSession, resolved.cluster, extraWallets]);
  return (
    <WidgetConfigContext.Provider value={resolved}>
      <WalletSessionContext.Provider value={activeSession}>{children}</WalletSessionContext.Provider>
    </WidgetConfigContext.Provider>
  );
}
