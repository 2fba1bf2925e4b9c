import type { Said } from '../texts/said';
import { guardText } from './refusals';
import { PRIORITY_FEE_MAX_LAMPORTS } from '../stakeLimits';
import type { DecodedInstruction, DecodedMessage } from './decodedMessage';
import { associatedTokenRule, systemRule, tokenRule, type StakeAccounts } from './instructionRules';
import { priorityFee } from './priorityFee';
import { PROGRAMS } from './programs';

export type { StakeAccounts } from './instructionRules';

/**
 * Null when the swap transaction only does what a stake needs, else why not: the staker pays and is
 * the only signer, every top-level program is one a stake needs, the instructions we can read move
 * nothing to anyone else, and the priority fee stays within the spec's cap. The route itself (the
 * aggregator's instructions) is vouched for by the simulation, not here.
 */
export function checkTransaction(message: DecodedMessage, accounts: StakeAccounts, aggregatorProgramIds: readonly string[]): Said | null {
  if (message.staticKeys[0] !== accounts.user) return guardText.feePayer;
  if (message.signaturesRequired !== 1) return guardText.signers(message.signaturesRequired);
  const computeBudget: DecodedInstruction[] = [];
  for (const instruction of message.instructions) {
    // The runtime never loads a program id from a lookup table, so every one is a static key.
    const program = message.staticKeys[instruction.programIndex];
    if (program === undefined) return guardText.hiddenProgram;
    let refusal: Said | null = null;
    if (program === PROGRAMS.computeBudget) computeBudget.push(instruction);
    else if (program === PROGRAMS.system) refusal = systemRule(message, instruction, accounts);
    else if (program === PROGRAMS.token || program === PROGRAMS.token2022) refusal = tokenRule(message, instruction, accounts);
    else if (program === PROGRAMS.associatedToken) refusal = associatedTokenRule(message, instruction, accounts);
    else if (!aggregatorProgramIds.includes(program)) refusal = guardText.foreignProgram(program);
    if (refusal) return refusal;
  }
  const fee = priorityFee(computeBudget, message.instructions.length - computeBudget.length);
  if ('refusal' in fee) return fee.refusal;
  if (fee.lamports > PRIORITY_FEE_MAX_LAMPORTS) return guardText.priorityFee(fee.lamports);
  return null;
}
