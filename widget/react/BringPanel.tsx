import { useMemo, useSyncExternalStore } from 'react';
import { pageBalanceBoard } from '../core/page/page';
import type { BringableStakeAccount, StakeDepositState } from '../bring/types';
import { MAX_AGE_MS } from '../stake/offerDesk';
import { stakeAccountEvent } from '../stake/stakeAccountEvent';
import type { StakeEvent } from '../stake/stakeEvents';
import { BringAccounts } from './BringAccounts';
import type { BringStakeProps } from './bringDesk';
import { createBringDesk } from './createBringDesk';
import { useTexts } from './TextsContext';

/**
 * "Bring your stake"'s panel on the card: the stake accounts of the connected wallet on the card's RPC
 * (a new wallet, a new list), and a deposit's end told as a SOL stake's is, with its source named.
 * Its own lazy chunk, loaded when the staker opens it.
 */
export function BringPanel({ entry, referrer, caps, callbacks, config, session }: BringStakeProps) {
  const texts = useTexts();
  const connected = () => {
    const { status, publicKey } = session.getState();
    return status === 'connected' ? publicKey : null;
  };
  const publicKey = useSyncExternalStore(session.subscribe, connected, connected);
  const desk = useMemo(
    () => (publicKey ? createBringDesk({ config, session, staker: publicKey, entry, referrer, caps }) : null),
    // The caps as numbers: a new object each render changes nothing.
    [config, session, publicKey, entry, referrer, caps.maxFeeBps, caps.maxEpochFeeBps],
  );
  if (!desk) return null;

  const onEnd = (account: BringableStakeAccount, end: StakeDepositState) => {
    // Landed: the wallet's SOL and LST changed, and every card of the page reads them again (the position grows).
    if (end.phase === 'done') pageBalanceBoard(config.rpcUrl, MAX_AGE_MS).changed();
    const outcome = stakeAccountEvent(entry.mint, account, end, (said) => texts.say(said));
    if (outcome) (callbacks[outcome.name] as ((detail: StakeEvent['detail']) => void) | undefined)?.(outcome.detail);
  };
  return <BringAccounts key={publicKey} desk={desk} entry={entry} caps={caps} onEnd={onEnd} />;
}
