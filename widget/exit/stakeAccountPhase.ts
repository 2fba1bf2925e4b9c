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
    if (activationEpoch >= epoch) return { phase: 'activating', solFromEpoch: epoch };
    return { phase: 'active', solFromEpoch: epoch + 1n };
  }
  if (activationEpoch === deactivationEpoch || deactivationEpoch < epoch) return { phase: 'inactive', solFromEpoch: epoch };
  return { phase: 'deactivating', solFromEpoch: deactivationEpoch + 1n };
}

/** The Solana network's target slot time, for when this epoch is too young to measure its own. */
export const NOMINAL_SLOT_SECONDS = 0.4;

/**
 * Seconds until the account is SOL: 0 when it already is; else the slots left in this epoch and
 * every whole epoch after it until `solFromEpoch`, at the slot time measured this epoch. Null when the
 * slots left cannot be told (a Clock whose slot is not in its own epoch).
 */
export function secondsUntilSol(
  solFromEpoch: bigint,
  chain: { epoch: bigint; slotsPerEpoch: bigint; slotsLeft: bigint | null; slotSeconds: number | null },
): number | null {
  if (solFromEpoch <= chain.epoch) return 0;
  if (chain.slotsLeft === null) return null;
  const slots = chain.slotsLeft + (solFromEpoch - chain.epoch - 1n) * chain.slotsPerEpoch;
  return Math.round(Number(slots) * (chain.slotSeconds ?? NOMINAL_SLOT_SECONDS));
}
