import { closeAccountInstruction } from '../../../core/stakePool/tokenInstructions';
import { isOwn, isServiceWithOurs, type Built, type OwnTransaction, type ServiceWithOurs } from '../../../solana/road/ownTransaction';

/**
 * Compute units added for a close to a limit the swap's service set: a few thousand is what a token
 * program's close takes; with this much it lands under a limit the service set tight
 * (tests/unit/swapBackCloseOnLitesvm.test.ts).
 */
const CLOSE_UNITS = 10_000;

/**
 * A full unstake's transaction with the staker's emptied LST account closed back to their wallet after
 * what empties it: its rent (`returns`, about 0.002 SOL) is theirs again. Our own exit appends the close
 * to its instructions; a swap back appends it to the service's transaction where the message allows
 * and the fee it adds stays within a tenth of the rent (`appendOwn`). The staker is destination and authority both:
 * the guard allows a close to the wallet only, and the card closes only an account the wallet can close
 * (`closableAccount.ts`).
 */
export function withCloseEmptied(
  built: Built,
  wallet: string,
  account: string,
  tokenProgram: string,
  returns: bigint,
): OwnTransaction | ServiceWithOurs {
  const close = closeAccountInstruction({ account, destination: wallet, authority: wallet, tokenProgram });
  if (isOwn(built)) return { ...built, instructions: [...built.instructions, close] };
  // Already a service's with ours: the close joins them, and what they return stays as first said.
  if (isServiceWithOurs(built)) return { ...built, appended: [...built.appended, close], units: built.units + CLOSE_UNITS };
  return { service: built, appended: [close], units: CLOSE_UNITS, returns };
}
