import type { RpcClient } from '../api/rpcClient';
import { checkLaunchStep } from '../core/guard/checkLaunchStep';
import { sayRun } from '../core/texts/runEnglish';
import { sayManage } from '../core/texts/manageEnglish';
import { SaidError, type Said } from '../core/texts/said';
import { runFromChain } from '../launch/runFromChain';
import { managedPoolOf } from './managedPool';
import { planPoolActionFrom, type ManagePlan, type ManageStep } from './planPoolActionFrom';
import { readManageChain } from './readManageChain';
import type { ManagedPool, ManageIo, PoolAction, PoolActionPlan, PoolActionState } from './types';

const refusalOf = (error: unknown): { refusal: Said } => ({ refusal: error instanceof SaidError ? error.said : sayRun('checkFailed') });

/** Any stake pool by address, read whole; `wallet` (when connected) decides `walletIsManager`. Never rejects. */
export async function readManagedPool(
  rpc: RpcClient,
  pool: string,
  wallet: string | null,
  signal?: AbortSignal,
): Promise<ManagedPool | { refusal: Said }> {
  try {
    return managedPoolOf(await readManageChain(rpc, pool, wallet, { signal }));
  } catch (error) {
    return refusalOf(error);
  }
}

/** The plan from the chain as it is now (`minContextSlot`: a chain that holds the last transaction), or why there is none. */
async function planNow(
  io: ManageIo,
  pool: string,
  wallet: string,
  action: PoolAction,
  signal?: AbortSignal,
  minContextSlot?: number,
): Promise<ManagePlan | { refusal: Said }> {
  const vote = action.kind === 'add-validator' ? action.vote : undefined;
  const chain = await readManageChain(io.rpc, pool, wallet, { vote, signal, minContextSlot });
  return planPoolActionFrom(chain, wallet, action, io.maxPriorityFeeLamports);
}

/** The plan for an action as the chain stands now, or why it cannot be taken (nothing to do is a refusal here). Never rejects. */
export async function planPoolAction(
  io: ManageIo,
  pool: string,
  wallet: string,
  action: PoolAction,
  signal?: AbortSignal,
): Promise<PoolActionPlan | { refusal: Said }> {
  try {
    const plan = await planNow(io, pool, wallet, action, signal);
    if ('refusal' in plan) return plan;
    return plan.nothingToDo && plan.steps.length === 0 ? { refusal: plan.nothingToDo } : plan;
  } catch (error) {
    return refusalOf(error);
  }
}

/**
 * Runs the action down the one road (`runFromChain`, the launch's loop): before each transaction
 * the chain is read again and the plan rebuilt, so a landed transaction is never sent twice and a
 * new run continues where the last stopped; each transaction is guarded with the launch's complete
 * accounting (`checkLaunchStep`: its instructions exactly, the wallet's spend and fee to the
 * lamport, the tokens it gains, the accounts it creates). Never throws.
 */
export async function runPoolAction(
  io: ManageIo,
  { pool, wallet, action }: { pool: string; wallet: string; action: PoolAction },
  move: (state: PoolActionState) => void,
  signal: AbortSignal,
): Promise<PoolActionState> {
  const signatures: string[] = [];
  const end = (state: PoolActionState) => {
    move(state);
    return state;
  };
  const failed = (message: Said, detail?: Said | string, signature?: string) =>
    end({ phase: 'failed', message, detail, signature, signatures });
  // How many transactions the first plan had: the step numbers the page shows stay those of the first plan.
  let planned = 0;
  const ended = await runFromChain<ManagePlan, ManageStep>(
    io,
    {
      wallet,
      read: async (slot, readSignal) => {
        const plan = await planNow(io, pool, wallet, action, readSignal, slot);
        if ('refusal' in plan) return plan;
        // Nothing to do on a first read is a refusal; after a landed transaction, it is the action done.
        if (plan.steps.length === 0 && signatures.length === 0 && plan.nothingToDo) return { refusal: plan.nothingToDo };
        if (planned === 0) planned = plan.steps.length;
        // The team saw the first plan's transactions and fees: the run never signs past them. A chain that
        // asks for more once all of them landed (tokens someone's update minted after the harvest, a node
        // that keeps telling the pool stale) is a new action, planned and shown anew: this one is done.
        // More asked before they all landed (a new epoch begun mid-run) stops it, to be planned again.
        if (signatures.length + plan.steps.length > planned) {
          return signatures.length >= planned ? { ...plan, steps: [] } : { refusal: sayManage('manageStuck') };
        }
        const offset = planned - plan.steps.length;
        plan.steps.forEach((step, index) => (step.number = offset + index + 1));
        return plan;
      },
      next: (plan) => plan.steps[0],
      transaction: (step) => ({ payer: wallet, instructions: step.instructions, unitsRoom: step.unitsRoom }),
      judge: (plan, step) => (inspection, walletPrograms) =>
        checkLaunchStep(inspection, {
          wallet,
          instructions: step.instructions,
          fee: step.fee,
          spend: step.spend,
          mint: plan.mint,
          symbol: plan.symbol,
          tokens: step.tokens,
          tokensAtLeast: step.tokensAtLeast,
          creates: step.creates,
          poolAccounts: plan.poolAccounts,
          walletPrograms,
        }),
      // The read above holds the run to the first plan's count; the rounds follow that count (and one
      // more read to find it done), so an update of any list is done in one run. A fixed 64 stopped a
      // 330-validator pool's update (67 transactions) at 65, saying the RPC had not caught up.
      get rounds() {
        return planned + 1;
      },
    },
    move,
    ({ signature }) => signatures.push(signature),
    signal,
  );
  if ('done' in ended) return end({ phase: 'done', plan: ended.done, signatures });
  if ('planRefused' in ended) return failed(ended.planRefused);
  if ('stepRefused' in ended) {
    return failed(
      sayManage('manageStepRefused', { step: ended.stepRefused.number, steps: Math.max(planned, ended.stepRefused.number) }),
      ended.reason,
    );
  }
  if ('gone' in ended) return end({ phase: 'cancelled', message: sayManage('manageStopped'), signatures });
  if ('cancelled' in ended) return end({ phase: 'cancelled', message: sayManage('manageCancelled'), signatures });
  if ('stuck' in ended) return failed(sayManage('manageStuck'));
  return failed(ended.failed.message, ended.failed.detail, ended.failed.signature);
}
