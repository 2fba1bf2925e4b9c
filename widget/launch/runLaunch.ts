import type { RpcClient } from '../api/rpcClient';
import { readableError } from '../core/config/errors';
import { checkLaunchStep } from '../core/guard/checkLaunchStep';
import { sayLaunch } from '../core/texts/launchEnglish';
import type { Said } from '../core/texts/said';
import type { OwnTransaction } from '../solana/road/ownTransaction';
import { launchAddresses, type LaunchAddresses } from './launchAddresses';
import { launchTermsRefusal, type LaunchTerms } from './launchTerms';
import { LAUNCH_STEP_KINDS, planLaunch, type LaunchPlan, type LaunchStep } from './planLaunch';
import { readLaunchChain } from './readLaunchChain';
import { runFromChain, type ChainRunIo } from './runFromChain';

/** The launch's I/O: the cluster's RPC and the wallet's signature. Everything else is decided from what the chain says. */
export type LaunchIo = ChainRunIo;

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
 * (a new run) continues where the last one stopped (`runFromChain`, the loop a pool's actions share).
 * Each step goes down the road (`widget/solana/road`): guarded on the configured RPC (its simulation,
 * accounted in full) before the wallet is asked, then sent and followed to confirmation. `signal`
 * stops the run before the next step is sent; it cannot stop a step already sent.
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

  const termsRefusal = launchTermsRefusal(terms);
  if (termsRefusal) return failed(termsRefusal);
  let addresses: LaunchAddresses;
  try {
    addresses = await launchAddresses(wallet, terms.vote);
  } catch (error) {
    return failed(sayLaunch('launchVoteInvalid'), readableError(error));
  }
  const poolAccounts = [
    addresses.pool,
    addresses.validatorList,
    addresses.reserve,
    addresses.mint,
    addresses.metadata,
    addresses.validatorStake,
  ];
  const ended = await runFromChain<LaunchPlan, LaunchStep>(
    io,
    {
      wallet,
      read: async (slot, readSignal) =>
        planLaunch(await readLaunchChain(io.rpc, addresses, readSignal, slot), terms, addresses, io.maxPriorityFeeLamports),
      next: (plan) => plan.steps[0],
      transaction: (step) => stepTransaction(step, wallet),
      judge: (_plan, step) => (inspection, walletPrograms) =>
        checkLaunchStep(inspection, {
          wallet,
          instructions: step.instructions,
          fee: step.fee,
          spend: step.spend,
          mint: addresses.mint,
          symbol: terms.symbol,
          tokens: step.tokens,
          creates: step.creates,
          poolAccounts,
          walletPrograms,
        }),
      // Each round lands one step, and there are four: a fifth plan with steps left means the chain did not move.
      rounds: LAUNCH_STEP_KINDS.length,
    },
    move,
    ({ step, signature, bytes, fee }) => sent.push({ kind: step.kind, signature, bytes, fee }),
    signal,
  );
  if ('done' in ended) return end({ phase: 'live', plan: ended.done, sent });
  if ('planRefused' in ended) return failed(ended.planRefused);
  if ('stepRefused' in ended) {
    return failed(sayLaunch('launchStepRefused', { step: ended.stepRefused.number, steps: LAUNCH_STEP_KINDS.length }), ended.reason);
  }
  if ('gone' in ended) return end({ phase: 'cancelled', message: sayLaunch('launchStopped'), sent });
  if ('cancelled' in ended) return end({ phase: 'cancelled', message: sayLaunch('launchCancelled'), sent });
  if ('stuck' in ended) return failed(sayLaunch('launchStuck'));
  return end({ phase: 'failed', ...ended.failed, sent });
}
