import { stakeActionInstruction, type StakeAccountAction } from '../core/stakePool/stakeAccountAction';
import { compileTransaction } from '../solana/compileTransaction';
import { EXIT_COMPUTE_UNIT_PRICE_MICRO_LAMPORTS } from '../solana/exitTransaction';

export type { StakeAccountAction };

/**
 * Compute units each asks for, with room over what it used on litesvm with the real Stake program
 * (deactivate 11,032 units, withdraw 7,814: tests/unit/stakeAccountActionsOnLitesvm.test.ts), at the
 * exits' priority price: 400 lamports each.
 */
export const STAKE_ACTION_COMPUTE_UNIT_LIMIT = { deactivate: 20_000, withdraw: 20_000 } as const;

/** The action's transaction, unsigned: the compute budget, then its one Stake instruction; the staker pays. */
export function stakeAccountTransaction(action: StakeAccountAction, staker: string, recentBlockhash: string): Uint8Array {
  return compileTransaction({
    payer: staker,
    recentBlockhash,
    computeUnitLimit: STAKE_ACTION_COMPUTE_UNIT_LIMIT[action.kind],
    computeUnitPriceMicroLamports: EXIT_COMPUTE_UNIT_PRICE_MICRO_LAMPORTS,
    instructions: [stakeActionInstruction(action, staker)],
  });
}
