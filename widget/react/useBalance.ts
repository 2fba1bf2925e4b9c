import { useCallback, useEffect, useRef, useState } from 'react';
import type { StakeWidgetConfig } from '../core/config';
import { loadSolana } from './loadSolana';

/** A balance older than this is asked for again before a stake. */
export const BALANCE_MAX_AGE_MS = 20_000;

interface Fetched {
  address: string;
  at: number;
  lamports: Promise<bigint>;
}

/**
 * The connected wallet's SOL balance, fetched when it connects and reused by the stake if fresh, so the
 * 'Insufficient SOL' check costs no round trip after the click.
 */
export function useBalance(config: StakeWidgetConfig, address: string | null) {
  const [lamports, setLamports] = useState<bigint | null>(null);
  const latest = useRef<Fetched | null>(null);

  const fetchFor = useCallback(
    (owner: string): Fetched => {
      const fetched: Fetched = {
        address: owner,
        at: Date.now(),
        lamports: loadSolana().then(({ createRpcClient }) => createRpcClient(config).getBalance(owner)),
      };
      fetched.lamports.catch(() => {
        if (latest.current === fetched) latest.current = null;
      });
      latest.current = fetched;
      return fetched;
    },
    [config],
  );

  useEffect(() => {
    setLamports(null);
    if (!address) return;
    let current = true;
    fetchFor(address).lamports.then(
      (value) => current && setLamports(value),
      () => undefined, // unknown balance: the card shows none and the flow skips the check
    );
    return () => {
      current = false;
    };
  }, [address, fetchFor]);

  const take = useCallback(
    (owner: string): Promise<bigint> => {
      const cached = latest.current;
      const fetched = cached && cached.address === owner && Date.now() - cached.at < BALANCE_MAX_AGE_MS ? cached : fetchFor(owner);
      fetched.lamports.then((value) => setLamports(value), () => undefined);
      return fetched.lamports;
    },
    [fetchFor],
  );

  return { lamports, take };
}
