import { useCallback, useEffect, useState } from 'react';
import type { StakeWidgetConfig } from '../core/config';
import { createRecentFetch } from '../core/recentFetch';
import { loadSolana } from './loadSolana';

/** A balance older than this is asked for again before a stake. */
export const BALANCE_MAX_AGE_MS = 20_000;

/**
 * The connected wallet's SOL balance, fetched when it connects and reused by the stake if fresh, so the
 * 'Insufficient SOL' check costs no round trip after the click.
 */
export function useBalance(config: StakeWidgetConfig, address: string | null) {
  const [lamports, setLamports] = useState<bigint | null>(null);
  const [recent] = useState(() => createRecentFetch<bigint>(BALANCE_MAX_AGE_MS));

  const fetchFor = useCallback(
    (owner: string): Promise<bigint> =>
      recent.start(owner, () => loadSolana().then(({ createRpcClient }) => createRpcClient(config).getBalance(owner))),
    [config, recent],
  );

  useEffect(() => {
    setLamports(null);
    if (!address) return;
    let current = true;
    fetchFor(address).then(
      (value) => current && setLamports(value),
      () => undefined, // unknown balance: the card shows none and the flow skips the check
    );
    return () => {
      current = false;
    };
  }, [address, fetchFor]);

  const take = useCallback(
    (owner: string): Promise<bigint> => {
      const balance = recent.fresh(owner) ?? fetchFor(owner);
      balance.then((value) => setLamports(value), () => undefined);
      return balance;
    },
    [recent, fetchFor],
  );

  return { lamports, take };
}
