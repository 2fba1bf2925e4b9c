import { stakeActionInstruction, type StakeAccountAction } from '../core/stakePool/stakeAccountAction';
import type { OwnTransaction } from '../solana/road/ownTransaction';

export type { StakeAccountAction };

/**
 * The action's transaction, before the road measures, prices and compiles it: its one Stake
 * instruction, the staker paying (on litesvm with the real Stake program a Deactivate consumes 11,032
 * units and a Withdraw 7,814: tests/unit/stakeAccountActionsOnLitesvm.test.ts).
 */
export function stakeAccountTransaction(action: StakeAccountAction, staker: string): OwnTransaction {
  return { payer: staker, instructions: [stakeActionInstruction(action, staker)] };
}
