import { useEffect, useMemo, type RefObject } from 'react';
import type { FeeCaps } from '../core/guard/feeCaps';
import type { LstEntry } from '../core/lst/lst';
import { createUnstakeOwner, type UnstakeOwner } from '../stake/createUnstakeOwner';
import { useTexts } from './TextsContext';
import { useWalletSession } from './WalletSessionContext';
import { useWidgetConfig } from './WidgetConfigContext';

/**
 * The Unstake tab's owner for the card's token, the widget's configuration and the page's wallet: a
 * new token, fee cap or configuration is a new owner. When the tab goes, the owner stops what is not
 * signed yet (and figures waiting for confirmation are not confirmed); a signed unstake runs to its end.
 */
export function useUnstakeOwner(
  entry: LstEntry,
  { maxFeeBps, maxEpochFeeBps }: Partial<FeeCaps>,
  cardRef: RefObject<HTMLElement | null>,
): UnstakeOwner {
  const config = useWidgetConfig();
  const wallet = useWalletSession();
  const { separator } = useTexts();
  const owner = useMemo(
    () =>
      createUnstakeOwner({
        config,
        wallet,
        entry,
        caps: { maxFeeBps, maxEpochFeeBps },
        onPage: () => Boolean(cardRef.current?.isConnected),
      }),
    [config, wallet, entry, maxFeeBps, maxEpochFeeBps, cardRef],
  );
  useEffect(() => {
    owner.retain();
    return () => owner.release();
  }, [owner]);
  useEffect(() => owner.setSeparator(separator), [owner, separator]);
  return owner;
}
