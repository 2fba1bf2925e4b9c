import { STAKE_PROGRAM } from '../addresses/nativePrograms';
import type { ValidatorEntry } from './validatorList';

/** An account as read: its lamports and the program that owns it. */
export interface OwnedLamports {
  lamports: bigint;
  owner: string;
}

/**
 * What UpdateStakePoolBalance counts for each validator (in list order), as the program counts it:
 * the list's own record for a validator already updated this epoch (lamports sent to its stake since
 * are not counted until the next epoch), and for the others what UpdateValidatorListBalance will record:
 * the lamports of its stake and transient stake accounts, when they are stake accounts. Lamports sent to
 * an address where no stake account is (dust at a transient stake's address) are not the pool's. The
 * card's update in front of a stake and the team's update on "Your pool" both count with this one rule:
 * counted otherwise, anyone's dust made the guard refuse every update of the epoch.
 */
export function validatorLamportsAtUpdate(
  entries: readonly Pick<ValidatorEntry, 'lastUpdateEpoch' | 'activeStakeLamports' | 'transientStakeLamports'>[],
  stakes: readonly (readonly [OwnedLamports | null, OwnedLamports | null])[],
  epoch: bigint,
): bigint[] {
  const staked = (account: OwnedLamports | null) => (account && account.owner === STAKE_PROGRAM ? account.lamports : 0n);
  return entries.map((entry, index) => {
    if (entry.lastUpdateEpoch >= epoch) return entry.activeStakeLamports + entry.transientStakeLamports;
    const [stake = null, transient = null] = stakes[index] ?? [];
    return staked(stake) + staked(transient);
  });
}
