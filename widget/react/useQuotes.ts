import { useCallback, useEffect, useRef, useState } from 'react';
import type { StakeWidgetConfig } from '../core/config';
import { createRecentFetch } from '../core/recentFetch';
import type { Quotes, StakeRequest } from '../core/stakeFlow';
import { loadApi } from './loadApi';
import { loadSolana } from './loadSolana';

/** A quote older than this is fetched again before a stake. */
export const QUOTE_MAX_AGE_MS = 20_000;
/** Typing pauses this long before quotes are fetched. */
export const QUOTE_DEBOUNCE_MS = 300;

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
  const [recent] = useState(() => createRecentFetch<Quotes>(QUOTE_MAX_AGE_MS));
  const previewController = useRef<AbortController | null>(null);

  const fetchFor = useCallback(
    (amount: bigint, signal: AbortSignal): Promise<Quotes> =>
      recent.start(keyOf(mint, amount), () => loadApi().then(({ fetchQuotes }) => fetchQuotes(config, { mint, lamports: amount }, signal))),
    [config, mint, recent],
  );

  useEffect(() => {
    if (!enabled || lamports === null) {
      previewController.current?.abort();
      recent.clear();
      setPreview({ status: 'idle' });
      return;
    }
    let current = true;
    setPreview({ status: 'loading' });
    const timer = setTimeout(() => {
      void loadSolana().catch(() => undefined); // warm the transaction code while the staker decides
      let quotes = recent.fresh(keyOf(mint, lamports));
      if (!quotes) {
        previewController.current?.abort();
        previewController.current = new AbortController();
        quotes = fetchFor(lamports, previewController.current.signal);
      }
      quotes.then(
        (answer) => current && setPreview({ status: 'ready', expectedOut: answer.expectedOut }),
        () => current && setPreview({ status: 'failed' }),
      );
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [enabled, mint, lamports, fetchFor, recent]);

  useEffect(() => () => previewController.current?.abort(), []);

  /** The quotes for a stake: the prefetched ones when they match and are fresh, otherwise new ones. */
  const take = useCallback(
    (request: StakeRequest, signal: AbortSignal): Promise<Quotes> =>
      recent.fresh(keyOf(request.mint, request.lamports)) ?? fetchFor(request.lamports, signal),
    [recent, fetchFor],
  );

  return { preview, take };
}
