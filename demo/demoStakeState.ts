import { addressBytes } from '../widget/core/encoding/instructionData';
import { NEVER } from '../widget/core/stakePool/stakeAccount';
import { STAKE_ACCOUNT_RENT, STAKE_ACCOUNT_SIZE } from './stakePoolAccounts';

/**
 * A Stake program account's bytes (`StakeStateV2`, Bincode) as the program writes them: the state tag,
 * `Meta` (rent reserve, staker, withdrawer, its lockup: none unless one is given) and, when delegated, its `Delegation` (voter,
 * stake, activation and deactivation epochs, the legacy warmup rate). The widget's `decodeStakeAccount`
 * reads them back; the demo's Stake program and stake pool program write them.
 */
export interface DemoStakeState {
  staker: string;
  withdrawer: string;
  /** Until when (Unix seconds, or epoch) only the custodian may let the withdrawer change; absent: none (all zeros). */
  lockup?: { unixTimestamp: bigint; epoch: bigint; custodian: string };
  /** Absent: Initialized (undelegated); present: Stake. */
  delegation?: { voter: string; stake: bigint; activationEpoch: bigint; deactivationEpoch?: bigint };
}

export function stakeStateData({ staker, withdrawer, lockup, delegation }: DemoStakeState): Uint8Array {
  const data = new Uint8Array(STAKE_ACCOUNT_SIZE);
  const view = new DataView(data.buffer);
  view.setUint32(0, delegation ? 2 : 1, true);
  view.setBigUint64(4, STAKE_ACCOUNT_RENT, true);
  data.set(addressBytes(staker), 12);
  data.set(addressBytes(withdrawer), 44);
  // Lockup (76..124): Unix time, epoch, custodian; all zeros when there is none.
  if (lockup) {
    view.setBigInt64(76, lockup.unixTimestamp, true);
    view.setBigUint64(84, lockup.epoch, true);
    data.set(addressBytes(lockup.custodian), 92);
  }
  if (delegation) {
    data.set(addressBytes(delegation.voter), 124);
    view.setBigUint64(156, delegation.stake, true);
    view.setBigUint64(164, delegation.activationEpoch, true);
    view.setBigUint64(172, delegation.deactivationEpoch ?? NEVER, true);
    view.setFloat64(180, 0.25, true);
  }
  return data;
}
