import { lazy, Suspense, useId, useState } from 'react';
import { namesStakePool } from '../core/lst/entryPool';
import { sayBringEntry } from '../core/texts/bringEntryEnglish';
import type { BringStakeProps } from './bringDesk';
import { useBringTexts } from './useBringTexts';

/**
 * The stake accounts' list, preview and deposit: a chunk of its own, loaded when the staker opens it (it
 * loads `widget/bring`, the stake-account source, at its first read).
 */
const BringPanel = lazy(() => import('./BringPanel').then((module) => ({ default: module.BringPanel })));

/**
 * "Bring your stake" on the Stake tab (issue 39): under the SOL amount, a way to deposit one of the
 * wallet's stake accounts instead, for a token whose list entry names an SPL stake pool. The card's lazy
 * chunk, loaded once a wallet is connected: a button, and the panel behind it.
 */
export function BringStake(props: BringStakeProps) {
  const { ready, say } = useBringTexts(sayBringEntry);
  const ids = useId();
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted: closing it never cuts off a deposit under way, or its event.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
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
        {opened && (
          <Suspense fallback={<p className="lst-preview">{say('bringLoading')}</p>}>
            <BringPanel {...props} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
