import { lazy, Suspense, useId, useState } from 'react';
import type { StakeWidgetConfig } from '../core/config/config';
import type { FeeCaps } from '../core/guard/feeCaps';
import type { WalletSession } from '../core/wallet/walletSession';
import type { LstEntry } from '../core/lst/lst';
import { namesStakePool } from '../core/lst/entryPool';
import type { StakeEvent } from '../stake/stakeEvents';
import { useBringTexts } from './useBringTexts';

/**
 * The stake accounts' list, preview and deposit: a chunk of its own, loaded when the staker opens it (it
 * loads `widget/bring`, the stake-account source, at its first read).
 */
const BringPanel = lazy(() => import('./BringPanel').then((module) => ({ default: module.BringPanel })));

export interface BringStakeProps {
  entry: LstEntry;
  referrer?: string;
  caps: Partial<FeeCaps>;
  /** The card's stake callbacks: a stake account's deposit ends in the same events as a SOL stake, `source: 'stake-account'`. */
  config: StakeWidgetConfig;
  session: WalletSession;
  callbacks: { [Name in StakeEvent['name']]?: (detail: Extract<StakeEvent, { name: Name }>['detail']) => void };
}

/**
 * "Bring your stake" on the Stake tab (issue 39): under the SOL amount, a way to deposit one of the
 * wallet's stake accounts instead, for a token whose list entry names an SPL stake pool. The card's lazy
 * chunk, loaded once a wallet is connected: a button, and the panel behind it.
 */
export function BringStake(props: BringStakeProps) {
  const { ready, say } = useBringTexts();
  const ids = useId();
  const [open, setOpen] = useState(false);
  if (!ready || !namesStakePool(props.entry)) return null;
  return (
    <div className="lst-bring-entry">
      <button
        type="button"
        className="lst-button lst-button--quiet"
        aria-expanded={open}
        aria-controls={`${ids}bring`}
        onClick={() => setOpen(!open)}
      >
        {say('bringOpen')}
      </button>
      <div id={`${ids}bring`} hidden={!open}>
        {open && (
          <Suspense fallback={<p className="lst-preview">{say('bringLoading')}</p>}>
            <BringPanel {...props} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
