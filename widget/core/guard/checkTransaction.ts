import type { Said } from '../texts/said';
import { guardText } from './refusals';
import { LAMPORTS_PER_SIGNATURE, PRIORITY_FEE_MAX_LAMPORTS } from '../amount/stakeLimits';
import { programOf, type DecodedInstruction, type ResolvedMessage } from './decodedMessage';
import { associatedTokenRule, stakeRule, systemRule, tokenRule, type StakeAccounts } from './instructionRules';
import { STAKE_PROGRAM } from '../addresses/nativePrograms';
import { priorityFee } from './priorityFee';
import { PROGRAMS } from './programs';

export type { StakeAccounts } from './instructionRules';

/**
 * Checks the transaction's own instructions, with every account resolved: the staker pays and is the
 * only signer, every top-level program is one a stake needs, the instructions we can read move nothing
 * to anyone else, and the priority fee stays within the spec's cap. Returns the exact fee the staker
 * will pay, or why not. The route itself (the aggregator's instructions) is vouched for by the
 * simulation and the account of the staker's position, not here. `extraPrograms`: the programs a
 * wallet may add to what it signs (only when the wallet changed the message).
 */
export function checkTransaction(
  message: ResolvedMessage,
  accounts: StakeAccounts,
  aggregatorProgramIds: readonly string[],
  extraPrograms: readonly string[] = [],
): { fee: bigint } | { refusal: Said } {
  const refused = (refusal: Said) => ({ refusal });
  if (message.staticKeys[0] !== accounts.user) return refused(guardText.feePayer);
  if (message.signaturesRequired !== 1) return refused(guardText.signers(message.signaturesRequired));
  const computeBudget: DecodedInstruction[] = [];
  let builtin = 0;
  for (const instruction of message.instructions) {
    const program = programOf(message, instruction);
    if (program === undefined) return refused(guardText.hiddenProgram);
    let refusal: Said | null = null;
    if (program === PROGRAMS.computeBudget) computeBudget.push(instruction);
    else if (program === PROGRAMS.system) {
      builtin++;
      refusal = systemRule(message, instruction, accounts);
    } else if (program === PROGRAMS.token || program === PROGRAMS.token2022) refusal = tokenRule(message, instruction, accounts);
    else if (program === PROGRAMS.associatedToken) refusal = associatedTokenRule(message, instruction, accounts);
    // A stake account deposit hands the staker's stake account over: the only action with Stake instructions of its own here.
    else if (program === STAKE_PROGRAM && accounts.handsOver) refusal = stakeRule(message, instruction, accounts);
    else if (!aggregatorProgramIds.includes(program) && !extraPrograms.includes(program)) refusal = guardText.foreignProgram(program);
    if (refusal) return refused(refusal);
  }
  const other = message.instructions.length - computeBudget.length - builtin;
  const priority = priorityFee(computeBudget, { builtin, other });
  if ('refusal' in priority) return priority;
  if (priority.lamports > PRIORITY_FEE_MAX_LAMPORTS) return refused(guardText.priorityFee(priority.lamports));
  return { fee: LAMPORTS_PER_SIGNATURE * BigInt(message.signaturesRequired) + priority.lamports };
}
