import type { Said } from '../texts/said';
import { accountAt, programOf, type ResolvedMessage } from './decodedMessage';
import { PROGRAMS, WALLET_ASSERTION_PROGRAMS } from './programs';
import { guardText } from './refusals';

/** What a wallet may add or change on purpose: its network fee and its assertions. */
const WALLET_MAY_EDIT: readonly string[] = [PROGRAMS.computeBudget, ...WALLET_ASSERTION_PROGRAMS];

/** An instruction by what it does: its program, its accounts by address, its data. */
function meaningOf(message: ResolvedMessage): string[] {
  return message.instructions
    .filter((instruction) => !WALLET_MAY_EDIT.includes(programOf(message, instruction) ?? ''))
    .map((instruction) => {
      const accounts = instruction.accounts.map((_, position) => accountAt(message, instruction, position));
      return JSON.stringify([programOf(message, instruction), accounts, [...instruction.data]]);
    });
}

/**
 * Null when the message a wallet signed does what the checked one does, give or take a wallet's own
 * network fee and assertions (which the guard then checks again, whole, on the signed transaction);
 * else what the wallet changed. The accounts are compared by address, so a wallet that re-packs the
 * message (new static keys for its assertions) still matches.
 */
export function checkWalletEdits(checked: ResolvedMessage, signed: ResolvedMessage): Said | null {
  if (signed.recentBlockhash !== checked.recentBlockhash) return guardText.walletBlockhash;
  if (signed.staticKeys[0] !== checked.staticKeys[0] || signed.signaturesRequired !== checked.signaturesRequired) {
    return guardText.walletEdits;
  }
  const before = meaningOf(checked);
  const after = meaningOf(signed);
  return before.length === after.length && before.every((meaning, index) => meaning === after[index]) ? null : guardText.walletEdits;
}
