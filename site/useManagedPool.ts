import { useCallback, useEffect, useRef, useState } from 'react';
import { readableError } from '../widget/core/config/errors';
import { page } from '../widget/core/page/page';
import { loadManage } from './logic/loadManage';
import { words } from './logic/launchWords';
import type { YourPoolState } from './logic/yourPoolState';
import { useSiteConfig } from './SiteConfigContext';
import { useConnectedWallet } from './useConnectedWallet';

/** Signs with the page's wallet, as the elements share it. */
export const pageSign = (bytes: Uint8Array) => page().wallet.signTransaction(bytes);

/**
 * The pool "Your pool" shows: `address` when the page names one, else the one the connected wallet
 * launched (found again by derivation). Read again when the wallet changes, on "Try again", and on
 * `reread()` (after an action or an epoch's end), keeping the figures in view meanwhile.
 */
export function useManagedPool(address: string | null): { state: YourPoolState; wallet: string | null; reread: () => void } {
  const config = useSiteConfig();
  const connected = useConnectedWallet();
  const wallet = connected === 'waiting' ? null : connected;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<YourPoolState>({ status: address ? 'reading' : 'finding' });
  // The pool in view and what it was read for, kept while the same is read again: the figures never
  // blink away after an action; another wallet's or another address's pool is never shown meanwhile.
  const shown = useRef<{ state: YourPoolState; readFor: string }>({ state, readFor: '' });
  shown.current.state = state;
  const readFor = `${address} ${wallet}`;

  useEffect(() => {
    if (connected === 'waiting') return;
    if (!address && !wallet) {
      setState({ status: 'disconnected' });
      return;
    }
    const controller = new AbortController();
    const settle = (next: YourPoolState) => !controller.signal.aborted && setState(next);
    const before = shown.current;
    if (before.state.status === 'ready' && before.readFor === readFor) settle({ ...before.state, rereading: true });
    else settle({ status: address ? 'reading' : 'finding' });
    before.readFor = readFor;
    void (async () => {
      const manage = await loadManage();
      const { rpc } = manage.manageIo(config, pageSign);
      const pool = address ?? (await manage.findLaunchedPool(rpc, wallet!, controller.signal));
      if (!pool) return settle({ status: 'none' });
      const read = await manage.readManagedPool(rpc, pool, wallet, controller.signal);
      settle('refusal' in read ? { status: 'refused', words: words(read.refusal) } : { status: 'ready', pool: read, rereading: false });
    })().catch((error: unknown) => settle({ status: 'refused', words: `The pool could not be read right now: ${readableError(error)}` }));
    return () => controller.abort();
  }, [config, address, wallet, connected, attempt, readFor]);

  const reread = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, wallet, reread };
}
