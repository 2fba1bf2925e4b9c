import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { FeeCaps } from '../core/guard/feeCaps';
import { createStakeOwner, type StakeOwner, type StakeOwnerOptions } from '../stake/createStakeOwner';
import { useWalletSession } from './WalletSessionContext';
import { useWidgetConfig } from './WidgetConfigContext';

/**
 * The card's stake owner, for the widget's configuration and the page's wallet. A new mint, referrer,
 * fee cap or configuration is a new owner. When the card goes, the owner stops what is not signed yet; a
 * signed stake runs to its end.
 */
export function useStakeOwner(
  mint: string,
  /** The embedder's stake pool for the token (`pool`), or undefined: the list's. */
  pool: string | undefined,
  referrer: string | undefined,
  /** The embedder's fee caps (a field left undefined keeps the default). */
  { maxFeeBps, maxEpochFeeBps }: Partial<FeeCaps>,
  cardRef: RefObject<HTMLElement | null>,
  /** The field's first state; later changes go to the owner itself (`setAmount`, `fixAmount`, `setSeparator`). */
  initial: Pick<StakeOwnerOptions, 'amount' | 'fixedAmount' | 'separator'>,
): StakeOwner {
  const config = useWidgetConfig();
  const wallet = useWalletSession();
  const [first] = useState(initial);
  const previous = useRef<StakeOwner | null>(null);
  const owner = useMemo(() => {
    // A new owner (another mint or configuration) keeps what the staker typed into the one before.
    const typed = previous.current?.getState().amount;
    const field = typed && !typed.fixed ? { ...first, amount: typed.text } : first;
    const caps = { maxFeeBps, maxEpochFeeBps };
    return createStakeOwner({
      ...field,
      config,
      wallet,
      mint,
      pool,
      referrer,
      caps,
      onPage: () => Boolean(cardRef.current?.isConnected),
      waitUntilSeen: true,
    });
  }, [first, mint, pool, referrer, maxFeeBps, maxEpochFeeBps, config, wallet, cardRef]);
  previous.current = owner;
  useEffect(() => {
    // Retained on every mount: StrictMode (in development) unmounts and mounts each card once more.
    owner.retain();
    return () => owner.release();
  }, [owner]);
  useEffect(() => {
    // The APY and the position are read once the card is on screen: a page of 100 cards reads those it shows.
    const card = cardRef.current;
    if (!card || typeof IntersectionObserver === 'undefined') return owner.seen();
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      owner.seen();
      observer.disconnect();
    });
    observer.observe(card);
    return () => observer.disconnect();
  }, [owner, cardRef]);
  return owner;
}
