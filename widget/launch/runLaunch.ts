import { RpcRefusal, type RpcClient } from '../api/rpcClient';
import { readableError } from '../core/config/errors';
import { checkLaunchStep } from '../core/guard/checkLaunchStep';
import { say } from '../core/texts/english';
import { sayLaunch } from '../core/texts/launchEnglish';
import { SaidError, type Said } from '../core/texts/said';
import { checkOnRoad } from '../solana/road/checkOnRoad';
import type { RoadRun } from '../solana/road/judge';
import type { OwnTransaction } from '../solana/road/ownTransaction';
import type { RoadStop } from '../solana/road/roadEnd';
import { roadIo } from '../solana/road/roadIo';
import { signAndSend } from '../solana/road/signAndSend';
import { sleep } from '../solana/sleep';
import type { TrackOptions } from '../solana/trackTransaction';
import { launchAddresses, type LaunchAddresses } from './launchAddresses';
import { launchTermsRefusal, type LaunchTerms } from './launchTerms';
import { LAUNCH_STEP_KINDS, planLaunch, type LaunchPlan, type LaunchStep } from './planLaunch';
import { readLaunchChain } from './readLaunchChain';

/** How many times a node behind the last step's slot is asked before the launch says what it saw. */
const BEHIND_SLOT_ASKS = 20;
/** The pause between those asks: the tracker's own, unless the page set another. */
const DEFAULT_POLL_MS = 1_000;

/** The launch's I/O: the cluster's RPC and the wallet's signature. Everything else is decided from what the chain says. */
export interface LaunchIo {
  rpc: RpcClient;
  sign(transaction: Uint8Array): Promise<Uint8Array>;
  track?: Omit<TrackOptions, 'onSent' | 'onTrouble'>;
  /** The most priority fee each step bids, in lamports (the config's: see `priorityFeeCap`). */
  maxPriorityFeeLamports?: number | string;
}

export interface LaunchRequest {
  wallet: string;
  terms: LaunchTerms;
}

/** A step's transaction as it was sent: for the page's record, and for the figures. */
export interface SentStep {
  kind: LaunchStep['kind'];
  signature: string;
  bytes: number;
  /** The network fee it paid, exactly: at most the plan's. */
  fee: bigint;
}

export type LaunchState =
  | { phase: 'reading' }
  | { phase: 'checking' | 'awaiting-signature'; plan: LaunchPlan; step: LaunchStep }
  | { phase: 'confirming'; plan: LaunchPlan; step: LaunchStep; signature: string; trouble: boolean }
  | { phase: 'live'; plan: LaunchPlan; sent: SentStep[] }
  | { phase: 'cancelled'; message: Said; sent: SentStep[] }
  | { phase: 'failed'; message: Said; detail?: Said | string; signature?: string; sent: SentStep[] };

/** The plan as the chain stands now, for the page to show before anything is signed; or why these terms cannot be launched. */
export async function previewLaunch(
  rpc: RpcClient,
  { wallet, terms }: LaunchRequest,
  signal?: AbortSignal,
  maxPriorityFeeLamports?: number | string,
): Promise<LaunchPlan | { refusal: Said }> {
  const refusal = launchTermsRefusal(terms);
  if (refusal) return { refusal };
  const addresses = await launchAddresses(wallet, terms.vote);
  return planLaunch(await readLaunchChain(rpc, addresses, signal), terms, addresses, maxPriorityFeeLamports);
}

/** The step's transaction, before the road measures, prices and compiles it: the plan's instructions, the wallet paying. */
export function stepTransaction(step: LaunchStep, wallet: string): OwnTransaction {
  return { payer: wallet, instructions: step.instructions };
}

/**
 * Runs the launch to its end and returns how it ended; never throws. Before each step the chain is
 * read again and the plan rebuilt from it, so a step that landed is never sent twice and a reload
 * (a new run) continues where the last one stopped. Each step goes down the road (`widget/solana/road`):
 * guarded on the configured RPC (its simulation, accounted in full) before the wallet is asked, then
 * sent and followed to confirmation. `signal` stops the run before the next step is sent; it cannot
 * stop a step already sent.
 */
export async function runLaunch(
  io: LaunchIo,
  { wallet, terms }: LaunchRequest,
  move: (state: LaunchState) => void,
  signal: AbortSignal,
): Promise<LaunchState> {
  const sent: SentStep[] = [];
  const end = (state: LaunchState) => {
    move(state);
    return state;
  };
  const failed = (message: Said, detail?: Said | string, signature?: string) => end({ phase: 'failed', message, detail, signature, sent });
  const stopped = () => end({ phase: 'cancelled', message: sayLaunch('launchStopped'), sent });
  const road: RoadRun = { watch: [wallet], signal, gone: () => signal.aborted };
  const onRoad = roadIo(io.rpc, io.sign, io);
  const roadStopped = (stop: RoadStop) => {
    if ('gone' in stop) return stopped();
    if ('cancelled' in stop) return end({ phase: 'cancelled', message: sayLaunch('launchCancelled'), sent });
    return end({ phase: 'failed', ...stop.failed, sent });
  };

  const termsRefusal = launchTermsRefusal(terms);
  if (termsRefusal) return failed(termsRefusal);
  let addresses: LaunchAddresses;
  try {
    addresses = await launchAddresses(wallet, terms.vote);
  } catch (error) {
    return failed(sayLaunch('launchVoteInvalid'), readableError(error));
  }

  // Where the last step landed: the next read is of a chain that holds it. A node behind that slot
  // says so, and is asked again after the tracker's pause: it catches up in moments.
  let landedAt: number | undefined;
  const readAfter = async (slot: number | undefined) => {
    for (let asked = 1; ; asked++) {
      try {
        return await readLaunchChain(io.rpc, addresses, signal, slot);
      } catch (error) {
        if (!(error instanceof RpcRefusal && error.behindSlot) || asked >= BEHIND_SLOT_ASKS) throw error;
        await (io.track?.sleep ?? sleep)(io.track?.pollMs ?? DEFAULT_POLL_MS, signal);
      }
    }
  };
  for (let round = 0; round <= LAUNCH_STEP_KINDS.length; round++) {
    if (signal.aborted) return stopped();
    move({ phase: 'reading' });
    let plan: LaunchPlan | { refusal: Said };
    try {
      plan = planLaunch(await readAfter(landedAt), terms, addresses, io.maxPriorityFeeLamports);
    } catch (error) {
      if (signal.aborted) return stopped();
      return failed(error instanceof SaidError ? error.said : say('checkFailed'), readableError(error));
    }
    if ('refusal' in plan) return failed(plan.refusal);
    const step = plan.steps[0];
    if (!step) return end({ phase: 'live', plan, sent });

    move({ phase: 'checking', plan, step });
    const refusedStep = (reason: Said) =>
      failed(sayLaunch('launchStepRefused', { step: step.number, steps: LAUNCH_STEP_KINDS.length }), reason);
    const expectation = {
      wallet,
      instructions: step.instructions,
      fee: step.fee,
      spend: step.spend,
      mint: addresses.mint,
      symbol: terms.symbol,
      tokens: step.tokens,
      creates: step.creates,
      poolAccounts: [
        addresses.pool,
        addresses.validatorList,
        addresses.reserve,
        addresses.mint,
        addresses.metadata,
        addresses.validatorStake,
      ],
    };
    // A wallet that changes what it signs (its own fee, its assertions) is judged by the same plan: its
    // instructions exactly, its assertions beside them writing nothing, its fee within the plan's most.
    const checked = await checkOnRoad(
      onRoad,
      stepTransaction(step, wallet),
      (inspection, walletPrograms) => checkLaunchStep(inspection, { ...expectation, walletPrograms }),
      road,
    );
    if ('refused' in checked) return refusedStep(checked.refused.refusal);
    if (!('ready' in checked)) return roadStopped(checked);
    const landed = await signAndSend(onRoad, checked.ready, road, {
      signing: () => move({ phase: 'awaiting-signature', plan, step }),
      sending: (signature) => move({ phase: 'confirming', plan, step, signature, trouble: false }),
      trouble: (signature, trouble) => move({ phase: 'confirming', plan, step, signature, trouble }),
    });
    if (!('confirmed' in landed)) return roadStopped(landed);
    const { signature, bytes, slot, verdict } = landed.confirmed;
    sent.push({ kind: step.kind, signature, bytes, fee: verdict.fee });
    landedAt = slot ?? landedAt;
  }
  // Each round lands one step, and there are four: a fifth plan with steps left means the chain did not move.
  return failed(sayLaunch('launchStuck'));
}
