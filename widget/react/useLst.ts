import { useEffect, useState } from 'react';
import { isAddress } from '../core/encoding/isAddress';
import { followLst } from '../stake/followLst';
import type { LstLookup } from '../stake/lstLookup';
import { useWidgetConfig } from './WidgetConfigContext';

/**
 * The LST list entry for `mint`, from the list fetched once per page; with a `pool`, the entry for that
 * stake pool as the chain has it (`followLst`). An invalid mint makes no call.
 */
export function useLst(mint: string, pool?: string): LstLookup {
  const config = useWidgetConfig();
  const [lookup, setLookup] = useState<LstLookup>(isAddress(mint) ? { status: 'loading' } : { status: 'invalid-mint' });
  useEffect(() => followLst(config, mint, setLookup, pool), [config, mint, pool]);
  return lookup;
}
