import { closeAccountInstruction } from '../../../core/stakePool/tokenInstructions';
import type { OwnTransaction } from '../../../solana/road/ownTransaction';

/**
 * Our own exit transaction with the staker's emptied LST account closed back to their wallet after the
 * burn that empties it: its rent (about 0.002 SOL) is theirs again. The staker is destination and
 * authority both: the guard allows a close to the wallet only, and the card appends it only to an
 * account the wallet can close (`closableAccount.ts`).
 */
export const withCloseEmptied = (built: OwnTransaction, account: string, tokenProgram: string): OwnTransaction => ({
  ...built,
  instructions: [
    ...built.instructions,
    closeAccountInstruction({ account, destination: built.payer, authority: built.payer, tokenProgram }),
  ],
});
