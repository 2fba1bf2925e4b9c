import { useCallback, useEffect, useRef, useState } from 'react';
import type { StakeWidgetConfig } from '../core/config';
import type { Quotes, StakeRequest } from '../core/stakeFlow';
import { loadApi } from './loadApi';
import { loadSolana } from './loadSolana';

/** A quote older than this is fetched again before a stake. */
export const QUOTE_MAX_AGE_MS = 20_000;
/** Typing pauses this long before quotes are fetched. */
export const QUOTE_DEBOUNCE_MS = 300;

interface Fetched {
  key: string;
  at: number;
  quotes: Promise<Quotes>;
}

export type QuotePreview =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; expectedOut: bigint }
  | { status: 'failed' };

const keyOf = (mint: string, lamports: bigint) => `${mint}:${lamports}`;

/**
 * Fetches both quotes while the staker types (debounced; the latest amount wins and stale answers are
 * dropped), so that 'Start Staking' after a pause only has the swap call left before the wallet prompt.
 * Preview and stake share one fetch per amount: whichever asks first fetches, the other reuses it, and
 * only the preview's own fetches are cancelled when the amount changes.
 */
export function useQuotes(config: StakeWidgetConfig, mint: string, lamports: bigint | null, enabled: boolean) {
  const [preview, setPreview] = useState<QuotePreview>({ status: 'idle' });
  const latest = useRef<Fetched | null>(null);
  const previewController = useRef<AbortController | null>(null);

  const fetchFor = useCallback(
    (amount: bigint, signal: AbortSignal): Fetched => {
      const quotes = loadApi().then(({ fetchQuotes }) => fetchQuotes(config, { mint, lamports: amount }, signal));
      const fetched: Fetched = { key: keyOf(mint, amount), at: Date.now(), quotes };
      fetched.quotes.catch(() => {
        if (latest.current === fetched) latest.current = null; // never reuse a failure
      });
      latest.current = fetched;
      return fetched;
    },
    [config, mint],
  );

  /** The last fetch for this amount, if it is recent enough to stake with. */
  const fresh = useCallback((key: string) => {
    const cached = latest.current;
    return cached && cached.key === key && Date.now() - cached.at < QUOTE_MAX_AGE_MS ? cached : null;
  }, []);

  useEffect(() => {
    if (!enabled || lamports === null) {
      previewController.current?.abort();
      latest.current = null;
      setPreview({ status: 'idle' });
      return;
    }
    let current = true;
    setPreview({ status: 'loading' });
    const timer = setTimeout(() => {
      void loadSolana().catch(() => undefined); // warm the transaction code while the staker decides
      let fetched = fresh(keyOf(mint, lamports));
      if (!fetched) {
        previewController.current?.abort();
        previewController.current = new AbortController();
        fetched = fetchFor(lamports, previewController.current.signal);
      }
      fetched.quotes.then(
        (quotes) => current && setPreview({ status: 'ready', expectedOut: quotes.expectedOut }),
        () => current && setPreview({ status: 'failed' }),
      );
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [enabled, mint, lamports, fetchFor, fresh]);

  useEffect(() => () => previewController.current?.abort(), []);

  /** The quotes for a stake: the prefetched ones when they match and are fresh, otherwise new ones. */
  const take = useCallback(
    (request: StakeRequest, signal: AbortSignal): Promise<Quotes> =>
      (fresh(keyOf(request.mint, request.lamports)) ?? fetchFor(request.lamports, signal)).quotes,
    [fresh, fetchFor],
  );

  return { preview, take };
}
