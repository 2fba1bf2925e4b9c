import { readableError } from '../../core/config/errors';
import { DEFAULT_AGGREGATOR_PROGRAM } from '../../core/guard/aggregatorPrograms';
import { PROGRAMS } from '../../core/guard/programs';
import { POOL_PROGRAMS } from '../../core/stakePool/poolPrograms';
import type { Said } from '../../core/texts/said';
import { sayRun, type RunKey } from '../../core/texts/runEnglish';

/**
 * The runtime's errors a staker can act on, by the program that raised them and how deep in the calls it ran:
 * the same number means something else in another program, and the status names only the top instruction (a
 * pool's deposit that fails in the Stake program it calls reports the pool's instruction with the Stake
 * program's number), so the program is the one the transaction's logs say failed first, at the depth they
 * say. A failed transaction changes nothing but the network fee it paid (a durable nonce's advance would
 * stay, but the guard refuses durable nonces), so each text says so; the RPC's own words stay under it.
 * - The stake pool program's `ExceededSlippage` (39): the pool would have minted less than the minimum the
 *   card signed for. `StakeListAndPoolOutOfDate` (17) and `StakeListOutOfDate` (16): the pool's update for
 *   the new epoch had not landed before it (the numbers as the program binary in tests raises them).
 * - Jupiter V6's `SlippageToleranceExceeded` (6001, its IDL's errors): the route gave less than the minimum.
 * - The System program's `ResultWithNegativeLamports` (1) and the token programs' `InsufficientFunds` (1):
 *   the wallet no longer held what the transaction moves (another transaction of theirs landed first).
 */
const FUNDS = [PROGRAMS.system, PROGRAMS.token, PROGRAMS.token2022];
/**
 * Each error is ours to word as the top instruction's own; `calledBy`: also one level down, called by one of
 * these as the top instruction. A pool or the aggregator only at the top (a pool a route calls is the route's
 * business). The System or a token program at the top, or called by a pool, whose calls move only the staker's
 * own SOL and tokens (its burn of their LST); not when called by the aggregator, whose calls move its own
 * accounts and its venues' too.
 */
const KNOWN: readonly { programs: readonly string[]; code: number; calledBy?: readonly string[]; key: RunKey }[] = [
  { programs: POOL_PROGRAMS, code: 39, key: 'failedBelowMinimum' },
  { programs: [DEFAULT_AGGREGATOR_PROGRAM], code: 6001, key: 'failedBelowMinimum' },
  { programs: POOL_PROGRAMS, code: 17, key: 'failedPoolNotUpdated' },
  { programs: POOL_PROGRAMS, code: 16, key: 'failedPoolNotUpdated' },
  { programs: FUNDS, code: 1, calledBy: POOL_PROGRAMS, key: 'failedWalletShort' },
];

/** The code of `{"InstructionError":[index,{"Custom":code}]}`, as an RPC gives a program's own error; null for any other. */
function customCode(error: unknown): number | null {
  const pair = (error as { InstructionError?: unknown } | null)?.InstructionError;
  const code = Array.isArray(pair) ? (pair[1] as { Custom?: unknown } | null)?.Custom : undefined;
  return Number.isInteger(code) ? (code as number) : null;
}

const INVOKE_LOG = /^Program (\w{32,44}) invoke \[(\d+)\]$/;
const FAILED_LOG = /^Program (\w{32,44}) failed: custom program error: 0x([0-9a-f]+)$/;

/**
 * The program that raised the error: the first to log its failure (the programs that called it log theirs
 * after), at the depth its last "invoke [n]" said, under the top instruction's program. Null when the logs do
 * not say all three.
 */
function failedProgram(logs: readonly string[]): { program: string; code: number; depth: number; top: string } | null {
  const depthOf = new Map<string, number>();
  let top: string | null = null;
  for (const line of logs) {
    const invoked = INVOKE_LOG.exec(line);
    if (invoked) depthOf.set(invoked[1]!, Number(invoked[2]));
    if (invoked?.[2] === '1') top = invoked[1]!;
    const failed = FAILED_LOG.exec(line);
    if (!failed) continue;
    const depth = depthOf.get(failed[1]!);
    return depth === undefined || top === null ? null : { program: failed[1]!, code: parseInt(failed[2]!, 16), depth, top };
  }
  return null;
}

/** Whether the error is one of `KNOWN`'s, raised where that entry words it. */
const wordable = (entry: (typeof KNOWN)[number], failed: NonNullable<ReturnType<typeof failedProgram>>) =>
  entry.code === failed.code &&
  entry.programs.includes(failed.program) &&
  (failed.depth === 1 || (failed.depth === 2 && (entry.calledBy?.includes(failed.top) ?? false)));

/**
 * What the card says of a transaction the RPC reports failed: the spec's "Transaction failed: {reason}"
 * with the RPC's words, or, for an error in `KNOWN` that its status and its logs agree on, the same opening
 * in words a staker can act on, the RPC's words beside them. Without logs (the RPC did not give them) it
 * is the spec's words alone.
 */
export function failureWords(error: unknown, logs: readonly string[] | null): { message: Said; detail?: string } {
  const reason = readableError(error);
  const code = customCode(error);
  const failed = logs && code !== null ? failedProgram(logs) : null;
  const known = failed?.code === code ? KNOWN.find((entry) => wordable(entry, failed)) : undefined;
  return known ? { message: sayRun(known.key), detail: reason } : { message: sayRun('transactionFailed', { reason }) };
}
