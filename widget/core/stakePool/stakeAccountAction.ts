import type { PlainInstruction } from '../encoding/plainInstruction';
import { deactivateStakeInstruction, withdrawStakeLamportsInstruction } from './stakeAccountInstructions';

/** What a staker does with one of their exit stake accounts: start its cooldown, or take all of it back. */
export type StakeAccountAction =
  | { kind: 'deactivate'; stake: string }
  /** `lamports`: everything the account held when read, so that the withdrawal closes it. */
  | { kind: 'withdraw'; stake: string; lamports: bigint };

/** The action's one Stake instruction: the staker signs as staker or withdraw authority, and a withdrawal pays their wallet. */
export function stakeActionInstruction(action: StakeAccountAction, staker: string): PlainInstruction {
  return action.kind === 'deactivate'
    ? deactivateStakeInstruction({ stake: action.stake, staker })
    : withdrawStakeLamportsInstruction({ stake: action.stake, recipient: staker, withdrawer: staker, lamports: action.lamports });
}
