import { useSyncExternalStore, type ReactNode } from 'react';

const never = () => () => {};

/**
 * Renders its children only in the browser: nothing on a server (the widget depends on the staker's
 * wallet and network answers, which a server has not got), and nothing in the hydrating render either,
 * so the client's first render matches the server's HTML; the children follow at once. A client-only
 * app renders them on its first render.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  return inBrowser ? children : null;
}
