import { NEVER, type StakeAccountState } from '../widget/core/stakePool/stakeAccount';
import type { StakeLedger } from './demoStakeLedger';
import type { InstructionAccount, PoolInstructionResult } from './demoPoolProgram';
import { heldStake, runAuthorize, writeStake } from './demoStakeAuthorize';
import { done, refuse } from './demoProgramErrors';

/**
 * The Stake program's `Deactivate` (5) and `Withdraw` (4), as the demo chain runs them on a staker's
 * exit stake account (and `Authorize`: demoStakeAuthorize.ts): the program's checks and errors, then
 * its effects. A demo epoch is one epoch of warm-up and cool-down for any stake (the demo's stakes are
 * small against the cluster's), so an account deactivated in epoch E is inactive, and withdrawable,
 * from E + 1 (`advanceDemoEpoch` moves the clock), and one delegated in E is fully active from E + 1.
 */
export type { StakeLedger } from './demoStakeLedger';

/** The Stake program's `StakeError::AlreadyDeactivated`. */
const ALREADY_DEACTIVATED = 2;
const DEACTIVATE = 5;
const WITHDRAW = 4;

const stakeAt = heldStake;
const write = writeStake;

/** Whether the stake is all inactive now: never delegated, or deactivated in an epoch before this one. */
export const inactive = (state: StakeAccountState, epoch: bigint): boolean =>
  !state.delegation || (state.delegation.deactivationEpoch !== NEVER && state.delegation.deactivationEpoch < epoch);

function deactivate(accounts: readonly InstructionAccount[], ledger: StakeLedger): PoolInstructionResult {
  const [stake, , authority] = accounts;
  if (!stake || !authority) return refuse('NotEnoughAccountKeys', 'NotEnoughAccountKeys');
  const state = stakeAt(ledger, stake.address);
  if (!state?.meta) return refuse('InvalidAccountData', 'Deactivate: not a stake account');
  if (!authority.signer || authority.address !== state.meta.staker)
    return refuse('MissingRequiredSignature', 'Deactivate: the staker did not sign');
  if (!state.delegation) return refuse('InvalidAccountData', 'Deactivate: the account is not delegated');
  if (state.delegation.deactivationEpoch !== NEVER) return refuse({ Custom: ALREADY_DEACTIVATED }, 'AlreadyDeactivated');
  write(ledger, stake.address, { ...state, delegation: { ...state.delegation, deactivationEpoch: ledger.epoch } });
  return done(`Deactivate ${stake.address} in epoch ${ledger.epoch}`);
}

function withdraw(accounts: readonly InstructionAccount[], data: Uint8Array, ledger: StakeLedger): PoolInstructionResult {
  const [stake, recipient, , , authority] = accounts;
  if (!stake || !recipient || !authority || data.length < 12) return refuse('NotEnoughAccountKeys', 'NotEnoughAccountKeys');
  const lamports = new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(4, true);
  const state = stakeAt(ledger, stake.address);
  if (!state?.meta) return refuse('InvalidAccountData', 'Withdraw: not a stake account');
  if (!authority.signer || authority.address !== state.meta.withdrawer) {
    return refuse('MissingRequiredSignature', 'Withdraw: the withdrawer did not sign');
  }
  const held = ledger.lamports(stake.address);
  // While any of it is staked (active, or still cooling down) the program keeps all but what is above the stake and rent.
  const locked = inactive(state, ledger.epoch) ? 0n : state.delegation!.stake;
  const whole = lamports === held;
  if (lamports > held || (!whole && held - lamports < locked + state.meta.rentExemptReserve) || (whole && locked > 0n)) {
    return refuse('InsufficientFunds', `Withdraw: ${lamports} lamports are not free to withdraw`);
  }
  ledger.addLamports(stake.address, -lamports);
  ledger.addLamports(recipient.address, lamports);
  // All of it: the account is gone (its address free for the next exit of the same seed).
  if (whole) ledger.accounts.delete(stake.address);
  return done(`Withdraw ${lamports} lamports from ${stake.address}`);
}

/** Runs Deactivate, Withdraw or Authorize; null for any other Stake program instruction (the launch's Initialize). */
export function runStakeExitInstruction(
  accounts: readonly InstructionAccount[],
  data: Uint8Array,
  ledger: StakeLedger,
): PoolInstructionResult | null {
  const tag = data.length >= 4 ? new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(0, true) : -1;
  if (tag === DEACTIVATE) return deactivate(accounts, ledger);
  if (tag === WITHDRAW) return withdraw(accounts, data, ledger);
  return runAuthorize(accounts, data, ledger);
}
