import { readableError } from '../config/errors';
import { LAMPORTS_PER_SIGNATURE } from '../amount/stakeLimits';
import { SOL_DECIMALS } from '../lst/lst';
import type { PlainInstruction } from '../encoding/plainInstruction';
import { sayLaunch } from '../texts/launchEnglish';
import { amountParam, type Said } from '../texts/said';
import { accountAt, programOf, type ResolvedMessage } from './decodedMessage';
import type { Inspection } from './guardTransaction';
import { tokenAmount, type TokenNames } from './knownTokens';
import { priorityFee } from './priorityFee';
import { PROGRAMS } from './programs';
import { checkPrograms } from './checkPrograms';
import { guardText } from './refusals';
import { stakerPosition, type AccountChanges } from './stakerPosition';

/** An account a launch step creates: where, whose program owns it, and the rent it is given. */
export interface PlannedAccount {
  address: string;
  owner: string;
  /** The least it holds after. */
  lamports: bigint;
  /**
   * The most it may hold when the program that creates it keeps a fee in it (Metaplex's create fee,
   * charged by some deployments and not others). Absent: exactly `lamports`.
   */
  mostLamports?: bigint;
  /**
   * Lamports someone sent to its address before (an empty System account), which the step takes over:
   * they count in what it holds after, and the wallet pays only the rest. Absent: nothing is there.
   */
  dust?: bigint;
}

/** What one launch step may do, as the plan says: nothing more, nothing less. */
export interface LaunchStepExpectation {
  wallet: string;
  /** The plan's instructions, in order (the compute budget apart). */
  instructions: readonly PlainInstruction[];
  /** The most network fee the plan counts for this step: its signature and the most priority fee it may bid. */
  fee: bigint;
  /**
   * The lamports the wallet parts with besides the fee: the rent of what it creates and its deposit,
   * with each created account at its most (`mostLamports`).
   */
  spend: bigint;
  /** The new pool token, and how much of it the wallet's accounts gain (its first deposit, or 0). */
  mint: string;
  symbol: string;
  tokens: bigint;
  /**
   * `tokens` is the least the wallet's accounts gain, not the exact figure: a pool update's epoch fee,
   * which anything given to the pool (SOL to its reserve or stakes, tokens to the fee account) raises
   * between the plan's read and the landing. More is the wallet's gain; held exact, anyone's transfer
   * would refuse the update. Absent: exactly `tokens`.
   */
  tokensAtLeast?: boolean;
  creates: readonly PlannedAccount[];
  /**
   * The pool's own accounts (pool, validator list, reserve, mint, metadata, validator stake). The pool
   * records the wallet as its manager and staker, so the staker's-position rules would refuse any change
   * to it; the plan's exact instructions and the wallet's exact spend stand for them instead.
   */
  poolAccounts: readonly string[];
  /**
   * The programs a wallet may add to what it signs (its assertions), given only when the wallet changed
   * the step: their instructions may stand beside the plan's, writing nothing, and each must be a program
   * the guard knows. Absent: the plan's instructions alone.
   */
  walletPrograms?: readonly string[];
}

export type LaunchStepVerdict = { refusal: Said } | { fee: bigint; solSpent: bigint; tokensGained: bigint };

/** An instruction by what it does: its program, its accounts by address, its data. */
const meaning = (program: string, accounts: readonly (string | null)[], data: Uint8Array) => JSON.stringify([program, accounts, [...data]]);

/**
 * The accounts a message may write must be exactly those the plan's instructions write (a message
 * marks an account writable for all its instructions when one of them writes it), and the fee payer.
 */
function sameWritable(message: ResolvedMessage, instructions: readonly PlainInstruction[], wallet: string): boolean {
  const planned = new Set([
    wallet,
    ...instructions.flatMap((instruction) => instruction.accounts.filter((account) => account.writable).map((account) => account.address)),
  ]);
  const actual = new Set(message.writable);
  return planned.size === actual.size && [...planned].every((address) => actual.has(address));
}

/** Leaves the pool's own accounts out of the changes the staker's-position rules read. */
function withoutPoolAccounts(changes: AccountChanges, poolAccounts: readonly string[]): AccountChanges {
  const keep = <T>(map: ReadonlyMap<string, T>) => new Map([...map].filter(([address]) => !poolAccounts.includes(address)));
  return { ...changes, before: keep(changes.before), after: keep(changes.after) };
}

/**
 * The guard on one launch step, with the same complete accounting as a stake: the transaction is the
 * plan's step and nothing else (the wallet pays and is the only signer, the compute budget's fee is
 * within the plan's most), and as the configured RPC simulates it, every account the step creates holds its
 * planned rent (up to its planned most) under its planned owner, plus any lamports someone sent to its
 * address since the plan read it, the wallet spends exactly what those accounts hold (less the dust that
 * was at their addresses, and only there) plus the plan's deposit and fee, gains exactly the plan's pool
 * tokens (at least them, when `tokensAtLeast`), and nothing else of the wallet's changes.
 */
export function checkLaunchStep({ message, reading }: Inspection, expected: LaunchStepExpectation): LaunchStepVerdict {
  const refused = (refusal: Said) => ({ refusal });
  if (message.staticKeys[0] !== expected.wallet) return refused(guardText.feePayer);
  if (message.signaturesRequired !== 1) return refused(guardText.signers(message.signaturesRequired));

  const computeBudget = message.instructions.filter((instruction) => programOf(message, instruction) === PROGRAMS.computeBudget);
  const rest = message.instructions.filter((instruction) => programOf(message, instruction) !== PROGRAMS.computeBudget);
  // A wallet's own assertions stand beside the plan's instructions (they write nothing: see sameWritable).
  const walletPrograms = expected.walletPrograms ?? [];
  const byWallet = (instruction: (typeof rest)[number]) => walletPrograms.includes(programOf(message, instruction) ?? '');
  const steps = rest.filter((instruction) => !byWallet(instruction));
  const planned = expected.instructions.map(({ programAddress, accounts, data }) =>
    meaning(
      programAddress,
      accounts.map((account) => account.address),
      data,
    ),
  );
  const actual = steps.map((instruction) =>
    meaning(
      programOf(message, instruction) ?? '',
      instruction.accounts.map((_, position) => accountAt(message, instruction, position)),
      instruction.data,
    ),
  );
  const samePlan = planned.length === actual.length && planned.every((text, index) => text === actual[index]);
  if (!samePlan || !sameWritable(message, expected.instructions, expected.wallet)) return refused(sayLaunch('launchNotPlanned'));
  const builtin = rest.filter((instruction) => programOf(message, instruction) === PROGRAMS.system).length;
  const priority = priorityFee(computeBudget, { builtin, other: rest.length - builtin });
  if ('refusal' in priority) return priority;
  const fee = LAMPORTS_PER_SIGNATURE + priority.lamports;
  // The plan shows the team its fee at its most; the spend below is held to this exact one.
  if (fee > expected.fee) return refused(sayLaunch('launchNotPlanned'));
  // What the wallet added must be programs we know, as they will be when the step lands; the plan's own
  // (what its instructions name: its programs, and the ones they call, such as Metaplex's) are ours.
  if (steps.length < rest.length) {
    const plan = expected.instructions.flatMap((instruction) => [
      instruction.programAddress,
      ...instruction.accounts.map((account) => account.address),
    ]);
    const programs = checkPrograms(message, reading, [...plan, ...walletPrograms]);
    if (programs) return refused(programs);
  }

  if (reading.err !== null && reading.err !== undefined) return refused(guardText.simulationFailed(readableError(reading.err)));
  const names: TokenNames = { lst: { mint: expected.mint, symbol: expected.symbol, decimals: SOL_DECIMALS } };
  const mayOpen = new Set(expected.creates.map((created) => created.address));
  // Dust at an address the step creates becomes the launch's own account: only there, and only dust.
  // Dust may reach any of them after the plan read the chain (step 1's shape lands over it), so each of
  // the step's own addresses may be taken over, and no other.
  const mayTakeOver = new Set(expected.creates.map((created) => created.address));
  const position = stakerPosition(expected.wallet, withoutPoolAccounts(reading, expected.poolAccounts), names, {
    message,
    mayOpen,
    mayTakeOver,
  });
  if ('refusal' in position) return position;

  /** Per created account: lamports someone sent to its address since the plan read it (they stay in it, never the wallet's). */
  const arrived = new Map<string, bigint>();
  for (const { address, owner, lamports, mostLamports = lamports, dust = 0n } of expected.creates) {
    const before = reading.before.get(address) ?? null;
    const after = reading.after.get(address) ?? null;
    // Before, the address held nothing, or only lamports (a System account, no data): at least the plan's
    // dust. Whatever came on top of it stays in the account, on top of what the plan has it hold.
    const held = before === null ? 0n : before.owner === PROGRAMS.system && before.data.length === 0 ? before.lamports : null;
    const more = held === null ? -1n : held - dust;
    if (more < 0n || after === null || after.owner !== owner || after.lamports < lamports + more || after.lamports > mostLamports + more) {
      return refused(sayLaunch('launchAccountOther', { address }));
    }
    arrived.set(address, more);
  }
  // What a fee-keeping program did not take stays with the wallet (and dust, planned or not, was not the
  // wallet's to spend): the spend is exact to the lamport.
  const untaken = expected.creates.reduce(
    (sum, { address, lamports, mostLamports = lamports }) =>
      sum + mostLamports + arrived.get(address)! - (reading.after.get(address)?.lamports ?? 0n),
    0n,
  );
  const wallet = (when: 'before' | 'after') => reading[when].get(expected.wallet)?.lamports ?? 0n;
  const solSpent = wallet('before') - wallet('after');
  const plannedSpend = expected.spend - untaken + fee;
  if (solSpent !== plannedSpend) {
    const sol = (lamports: bigint) => amountParam(lamports, SOL_DECIMALS);
    return refused(sayLaunch('launchSpendsOther', { spent: sol(solSpent), planned: sol(plannedSpend) }));
  }
  for (const [mint, held] of position.tokens) {
    const gained = held.after - held.before;
    const asPlanned = expected.tokensAtLeast ? gained >= expected.tokens : gained === expected.tokens;
    if (mint === expected.mint && !asPlanned) {
      const amount = (units: bigint) => tokenAmount(mint, units, names);
      return refused(sayLaunch('launchTokensOther', { got: amount(gained), planned: amount(expected.tokens) }));
    }
    if (mint !== expected.mint && gained < 0n) return refused(guardText.takesTokens(tokenAmount(mint, -gained, names)));
    if (mint !== expected.mint && gained > 0n) return refused(sayLaunch('launchNotPlanned'));
  }
  if (expected.tokens > 0n && !position.tokens.has(expected.mint)) {
    const amount = (units: bigint) => tokenAmount(expected.mint, units, names);
    return refused(sayLaunch('launchTokensOther', { got: amount(0n), planned: amount(expected.tokens) }));
  }
  if (position.deferred) return { refusal: position.deferred };
  const gained = position.tokens.get(expected.mint);
  return { fee, solSpent, tokensGained: gained ? gained.after - gained.before : expected.tokens };
}
