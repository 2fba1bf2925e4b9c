import { NEVER, type StakeDelegation } from '../core/stakePool/stakeAccount';

/**
 * Where a stake account stands in the current epoch, as the card says it: `activating` (delegated this
 * epoch), `active`, `deactivating` (cooling down until the next epoch), or `inactive` (withdrawable).
 */
export type StakeAccountPhase = 'activating' | 'active' | 'deactivating' | 'inactive';

export interface PhaseNow {
  phase: StakeAccountPhase;
  /**
   * The first epoch in which all of it can be withdrawn: as it stands for a deactivating one, once
   * deactivated now for an active one (the next epoch), this epoch for one that is inactive or still
   * activating (a stake deactivated in its activation epoch never took effect, so it is free at once).
   */
  solFromEpoch: bigint;
}

/**
 * The phase from the account's delegation (null: never delegated, so inactive) and the epoch now. The
 * earliest it can be, by the account alone: a cluster whose cooldown is rate-limited (9 % of all stake
 * an epoch) may keep part of it cooling longer, which only the StakeHistory sysvar (16 KB) could tell.
 * The withdrawal is simulated before it is signed, so such a wait shows there, not as a lost transaction.
 */
export function stakeAccountPhase(delegation: StakeDelegation | null, epoch: bigint): PhaseNow {
  if (!delegation) return { phase: 'inactive', solFromEpoch: epoch };
  const { activationEpoch, deactivationEpoch } = delegation;
  if (deactivationEpoch === NEVER) {
    // A genesis stake's activation epoch is u64::MAX: the Stake program counts it active from the start.
    if (activationEpoch >= epoch && activationEpoch !== NEVER) return { phase: 'activating', solFromEpoch: epoch };
    return { phase: 'active', solFromEpoch: epoch + 1n };
  }
  if (activationEpoch === deactivationEpoch || deactivationEpoch < epoch) return { phase: 'inactive', solFromEpoch: epoch };
  return { phase: 'deactivating', solFromEpoch: deactivationEpoch + 1n };
}

export { NOMINAL_SLOT_SECONDS, secondsUntilSol } from '../core/stakePool/epochWait';
