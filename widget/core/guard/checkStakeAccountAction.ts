import { readableError } from '../config/errors';
import { LAMPORTS_PER_SIGNATURE, PRIORITY_FEE_MAX_LAMPORTS } from '../amount/stakeLimits';
import { sameBytes } from '../encoding/sameBytes';
import { STAKE_PROGRAM } from '../addresses/nativePrograms';
import { NEVER } from '../stakePool/stakeAccount';
import { stakeActionInstruction, type StakeAccountAction } from '../stakePool/stakeAccountAction';
import { stakerStakeAccount } from '../stakePool/stakerStakeAccount';
import type { Said } from '../texts/said';
import { checkPrograms } from './checkPrograms';
import { accountAt, programOf, type DecodedInstruction, type ResolvedMessage } from './decodedMessage';
import type { Inspection } from './guardTransaction';
import { positionRefusal } from './positionRules';
import { priorityFee } from './priorityFee';
import { PROGRAMS } from './programs';
import { guardText } from './refusals';
import { stakerPosition, type AccountChanges } from './stakerPosition';

export interface StakeActionExpectation {
  staker: string;
  action: StakeAccountAction;
  /** Programs a wallet may add to what it signs: only for a transaction the wallet changed. */
  walletPrograms?: readonly string[];
}

export type StakeActionVerdict = { refusal: Said } | { fee: bigint; solGained: bigint };

/** The Deactivate stake account's delegation: its validator, stake and activation (bytes 124..172), then its deactivation epoch. */
const DELEGATION_KEPT = [124, 172] as const;
const DEACTIVATION_EPOCH = 172;
/** `StakeFlags`, after the delegation's rate and credits: the Stake program may clear it on a Deactivate. */
const STAKE_FLAGS = 196;

/**
 * The transaction's own instructions: the staker pays and alone signs; besides the Compute Budget
 * (priced, within the cap) and a changed transaction's wallet assertions, exactly one Stake
 * instruction, the very one asked for: its accounts by address and its data. Returns the exact fee.
 */
function checkInstructions(message: ResolvedMessage, expected: StakeActionExpectation): { fee: bigint } | { refusal: Said } {
  const { staker, action } = expected;
  if (message.staticKeys[0] !== staker) return { refusal: guardText.feePayer };
  if (message.signaturesRequired !== 1) return { refusal: guardText.signers(message.signaturesRequired) };
  const computeBudget: DecodedInstruction[] = [];
  const stake: DecodedInstruction[] = [];
  for (const instruction of message.instructions) {
    const program = programOf(message, instruction);
    if (program === undefined) return { refusal: guardText.hiddenProgram };
    if (program === PROGRAMS.computeBudget) computeBudget.push(instruction);
    else if (program === STAKE_PROGRAM) stake.push(instruction);
    else if (!expected.walletPrograms?.includes(program)) return { refusal: guardText.stakeActionOther };
  }
  const [only] = stake;
  if (stake.length !== 1 || !only) return { refusal: guardText.stakeActionOther };
  const asked = stakeActionInstruction(action, staker);
  const accounts = only.accounts.map((_, position) => accountAt(message, only, position));
  // The recipient is the Withdraw's second account: named, because that is the one a hostile builder changes.
  if (action.kind === 'withdraw' && accounts[1] && accounts[1] !== staker)
    return { refusal: guardText.stakeWithdrawElsewhere(accounts[1]) };
  const same =
    sameBytes(only.data, asked.data) &&
    accounts.length === asked.accounts.length &&
    asked.accounts.every((account, position) => account.address === accounts[position]);
  if (!same) return { refusal: guardText.stakeActionMismatch(action.stake) };
  // Builtins reserve 3,000 units each when no limit is set; the wallet's assertion programs, 200,000.
  const priority = priorityFee(computeBudget, { builtin: 1, other: message.instructions.length - computeBudget.length - 1 });
  if ('refusal' in priority) return priority;
  if (priority.lamports > PRIORITY_FEE_MAX_LAMPORTS) return { refusal: guardText.priorityFee(priority.lamports) };
  return { fee: LAMPORTS_PER_SIGNATURE + priority.lamports };
}

/** The stake account after a Deactivate: the same account, only its deactivation epoch set (and the Stake program's flags after it). */
function deactivatedOnly(before: Uint8Array, after: Uint8Array): boolean {
  if (after.length !== before.length || after.length <= STAKE_FLAGS) return false;
  const view = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength);
  return (
    sameBytes(before.subarray(0, DELEGATION_KEPT[1]), after.subarray(0, DELEGATION_KEPT[1])) &&
    view(before).getBigUint64(DEACTIVATION_EPOCH, true) === NEVER &&
    view(after).getBigUint64(DEACTIVATION_EPOCH, true) !== NEVER &&
    // The rate and credits after it are the delegation's own; only the flags byte may move.
    sameBytes(before.subarray(DEACTIVATION_EPOCH + 8, STAKE_FLAGS), after.subarray(DEACTIVATION_EPOCH + 8, STAKE_FLAGS)) &&
    sameBytes(before.subarray(STAKE_FLAGS + 1), after.subarray(STAKE_FLAGS + 1))
  );
}

/**
 * The guard on a Deactivate or Withdraw of one of the staker's exit stake accounts: the account is
 * theirs alone (their staker and withdraw authority, no lockup), the transaction is that one
 * instruction (see `checkInstructions`), and as the configured RPC simulates it, a Deactivate changes
 * nothing of theirs but the account's deactivation epoch and takes only the fee; a Withdraw pays all
 * of the account's lamports to their wallet, less the fee, and closes it. Nothing else of theirs
 * changes (their token accounts, other stake accounts, anything that records them), and every program
 * it can reach is known.
 */
export function checkStakeAccountAction({ message, reading }: Inspection, expected: StakeActionExpectation): StakeActionVerdict {
  const own = checkInstructions(message, expected);
  if ('refusal' in own) return own;
  const { staker, action } = expected;
  const before = reading.before.get(action.stake) ?? null;
  if (!before || !stakerStakeAccount(before, staker)) return { refusal: guardText.stakeAccountNotYours(action.stake) };
  if (reading.err !== null && reading.err !== undefined) return { refusal: guardText.simulationFailed(readableError(reading.err)) };
  const after = reading.after.get(action.stake) ?? null;
  if (action.kind === 'deactivate') {
    if (!after || after.owner !== STAKE_PROGRAM || after.lamports !== before.lamports || !deactivatedOnly(before.data, after.data)) {
      return { refusal: guardText.stakeActionChangesMore(action.stake) };
    }
  } else if (after && after.lamports > 0n) {
    return { refusal: guardText.stakeWithdrawNotClosed(action.stake) };
  }
  // The stake account is judged above; everything else of the staker's is accounted as for a stake.
  const others = <T>(map: ReadonlyMap<string, T>) => new Map([...map].filter(([address]) => address !== action.stake));
  const changes: AccountChanges = { ...reading, before: others(reading.before), after: others(reading.after) };
  const names = { lst: { mint: '', symbol: '', decimals: 0 } };
  const position = stakerPosition(staker, changes, names, { message, mayOpen: new Set() });
  if ('refusal' in position) return position;
  const tokens = positionRefusal(position, '', names);
  if (tokens) return { refusal: tokens };
  const solGained = position.lamportsAfter - position.lamportsBefore;
  const expectedGain = (action.kind === 'withdraw' ? before.lamports : 0n) - own.fee;
  if (solGained !== expectedGain) {
    return { refusal: guardText.stakeActionSol(position.lamportsAfter, position.lamportsBefore + expectedGain) };
  }
  if (position.deferred) return { refusal: position.deferred };
  const programs = checkPrograms(message, reading, [STAKE_PROGRAM, ...(expected.walletPrograms ?? [])]);
  if (programs) return { refusal: programs };
  return { fee: own.fee, solGained };
}
