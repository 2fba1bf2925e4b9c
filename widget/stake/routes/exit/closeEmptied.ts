import type { PlainInstruction } from '../../../core/encoding/plainInstruction';
import type { OwnTransaction } from '../../../solana/road/ownTransaction';

/** The token program's `CloseAccount`: its one-byte tag, then the account, the destination and the owner. */
const CLOSE_ACCOUNT = 9;

/**
 * The staker's emptied LST account closed back to their wallet: its rent (about 0.002 SOL) is theirs
 * again. The staker is destination and authority both: the guard allows a close to the wallet only.
 */
export function closeEmptiedInstruction(account: string, wallet: string, tokenProgram: string): PlainInstruction {
  return {
    programAddress: tokenProgram,
    accounts: [
      { address: account, signer: false, writable: true },
      { address: wallet, signer: false, writable: true },
      { address: wallet, signer: true, writable: false },
    ],
    data: Uint8Array.of(CLOSE_ACCOUNT),
  };
}

/** Our own exit transaction with the close appended, after the burn that empties the account. */
export const withCloseEmptied = (built: OwnTransaction, account: string, tokenProgram: string): OwnTransaction => ({
  ...built,
  instructions: [...built.instructions, closeEmptiedInstruction(account, built.payer, tokenProgram)],
});
