import { RpcRefusal, type RpcClient } from '../api/rpcClient';
import { readableError } from '../core/config/errors';
import type { Inspection } from '../core/guard/guardTransaction';
import type { LaunchStepVerdict } from '../core/guard/checkLaunchStep';
import { sayRun } from '../core/texts/runEnglish';
import { SaidError, type Said } from '../core/texts/said';
import { checkOnRoad } from '../solana/road/checkOnRoad';
import type { RoadRun } from '../solana/road/judge';
import type { OwnTransaction } from '../solana/road/ownTransaction';
import type { RoadFailure } from '../solana/road/roadEnd';
import { roadIo } from '../solana/road/roadIo';
import { signAndSend } from '../solana/road/signAndSend';
import { sleep } from '../solana/sleep';
import type { TrackOptions } from '../solana/trackTransaction';

/** How many times a node behind the last transaction's slot is asked before the run says what it saw. */
const BEHIND_SLOT_ASKS = 20;
/** The pause between those asks: the tracker's own, unless the page set another. */
const DEFAULT_POLL_MS = 1_000;

/** A run's I/O: the cluster's RPC and the wallet's signature (the launch's and the pool actions' alike). */
export interface ChainRunIo {
  rpc: RpcClient;
  sign(transaction: Uint8Array): Promise<Uint8Array>;
  track?: Omit<TrackOptions, 'onSent' | 'onTrouble'>;
  /** The most priority fee each transaction bids, in lamports (the config's: see `priorityFeeCap`). */
  maxPriorityFeeLamports?: number | string;
}

/** A transaction as it landed. */
export interface LandedStep<Step> {
  step: Step;
  signature: string;
  bytes: number;
  /** The network fee it paid, exactly: at most the plan's. */
  fee: bigint;
}

/**
 * What a run from the chain is made of: a plan read afresh from the chain (`minContextSlot` the slot
 * the last transaction landed in), its next transaction, and the guard that holds it to the plan.
 */
export interface ChainRunPlan<Plan, Step> {
  wallet: string;
  /** The plan from the chain as it stands; throws a SaidError (or an RPC refusal) when it cannot be read. */
  read(minContextSlot: number | undefined, signal: AbortSignal): Promise<Plan | { refusal: Said }>;
  /** The transaction to send next; none when the plan is done. */
  next(plan: Plan): Step | undefined;
  transaction(step: Step): OwnTransaction;
  /** The guard on the step, with the complete accounting (checkLaunchStep's). */
  judge(plan: Plan, step: Step): (inspection: Inspection, walletPrograms?: readonly string[]) => LaunchStepVerdict;
  /** The most rounds: each lands one transaction; one more means the chain did not move. */
  rounds: number;
}

export type ChainRunMove<Plan, Step> =
  | { phase: 'reading' }
  | { phase: 'checking' | 'awaiting-signature'; plan: Plan; step: Step }
  | { phase: 'confirming'; plan: Plan; step: Step; signature: string; trouble: boolean };

/** How a run ended: the runner's caller words each its own way. */
export type ChainRunEnd<Plan, Step> =
  | { done: Plan }
  | { planRefused: Said }
  | { stepRefused: Step; reason: Said }
  | { failed: RoadFailure }
  | { cancelled: 'in-wallet' }
  | { gone: true }
  | { stuck: true };

/**
 * Plan from the chain, check, sign, send, re-read: the one loop of the launch and of a pool's actions.
 * Before each transaction the chain is read again and the plan rebuilt from it, so a transaction that
 * landed is never sent twice and a new run (after a rejected prompt, a reload) continues where the
 * last stopped. Each goes down the road (`widget/solana/road`): guarded on the configured RPC before
 * the wallet is asked, then sent and followed to confirmation. `signal` stops the run before the next
 * transaction is sent; it cannot stop one already sent. Never throws.
 */
export async function runFromChain<Plan, Step>(
  io: ChainRunIo,
  run: ChainRunPlan<Plan, Step>,
  move: (state: ChainRunMove<Plan, Step>) => void,
  landed: (sent: LandedStep<Step>) => void,
  signal: AbortSignal,
): Promise<ChainRunEnd<Plan, Step>> {
  const road: RoadRun = { watch: [run.wallet], signal, gone: () => signal.aborted };
  const onRoad = roadIo(io.rpc, io.sign, io);
  // Where the last transaction landed: the next read is of a chain that holds it. A node behind that
  // slot says so, and is asked again after the tracker's pause: it catches up in moments.
  let landedAt: number | undefined;
  const readAfter = async (slot: number | undefined) => {
    for (let asked = 1; ; asked++) {
      try {
        return await run.read(slot, signal);
      } catch (error) {
        if (!(error instanceof RpcRefusal && error.behindSlot) || asked >= BEHIND_SLOT_ASKS) throw error;
        await (io.track?.sleep ?? sleep)(io.track?.pollMs ?? DEFAULT_POLL_MS, signal);
      }
    }
  };
  for (let round = 0; round <= run.rounds; round++) {
    if (signal.aborted) return { gone: true };
    move({ phase: 'reading' });
    let plan: Plan | { refusal: Said };
    try {
      plan = await readAfter(landedAt);
    } catch (error) {
      if (signal.aborted) return { gone: true };
      return { failed: { message: error instanceof SaidError ? error.said : sayRun('checkFailed'), detail: readableError(error) } };
    }
    if (plan !== null && typeof plan === 'object' && 'refusal' in plan) return { planRefused: plan.refusal };
    const step = run.next(plan);
    if (step === undefined) return { done: plan };

    move({ phase: 'checking', plan, step });
    // A wallet that changes what it signs (its own fee, its assertions) is judged by the same plan: its
    // instructions exactly, its assertions beside them writing nothing, its fee within the plan's most.
    const checked = await checkOnRoad(onRoad, run.transaction(step), run.judge(plan, step), road);
    if ('refused' in checked) return { stepRefused: step, reason: checked.refused.refusal };
    if (!('ready' in checked)) return checked;
    const sent = await signAndSend(onRoad, checked.ready, road, {
      signing: () => move({ phase: 'awaiting-signature', plan, step }),
      sending: (signature) => move({ phase: 'confirming', plan, step, signature, trouble: false }),
      trouble: (signature, trouble) => move({ phase: 'confirming', plan, step, signature, trouble }),
    });
    if (!('confirmed' in sent)) return sent;
    const { signature, bytes, slot, verdict } = sent.confirmed;
    landed({ step, signature, bytes, fee: verdict.fee });
    landedAt = slot ?? landedAt;
  }
  return { stuck: true };
}
