import type { RpcClient } from '../api/rpcClient';
import { checkStakeAccountAction, type StakeActionExpectation } from '../core/guard/checkStakeAccountAction';
import { sayRun } from '../core/texts/runEnglish';
import { sayUnstake } from '../core/texts/unstakeEnglish';
import type { Said } from '../core/texts/said';
import { checkOnRoad } from '../solana/road/checkOnRoad';
import type { RoadRun } from '../solana/road/judge';
import type { RoadStop } from '../solana/road/roadEnd';
import { roadIo } from '../solana/road/roadIo';
import { roadPhases } from '../solana/road/roadSteps';
import { signAndSend } from '../solana/road/signAndSend';
import type { TrackOptions } from '../solana/trackTransaction';
import { stakeAccountTransaction, type StakeAccountAction } from './stakeAccountTransaction';

/** The action's I/O: the cluster's RPC, the wallet's signature, and who is connected now. */
export interface StakeAccountIo {
  rpc: RpcClient;
  sign(transaction: Uint8Array): Promise<Uint8Array>;
  currentWallet(): string | null;
  track?: Omit<TrackOptions, 'onSent' | 'onTrouble'>;
  /** The most priority fee the action bids, in lamports (the config's: see `priorityFeeCap`). */
  maxPriorityFeeLamports?: number | string;
}

export type StakeAccountActionState =
  | { phase: 'checking' }
  | { phase: 'awaiting-signature' }
  | { phase: 'sending'; signature: string }
  | { phase: 'confirming'; signature: string; trouble: boolean }
  /** `solGained`: the wallet's change as simulated, the fee taken (negative for a Deactivate: its fee). */
  | { phase: 'done'; signature: string; solGained: bigint }
  | { phase: 'cancelled'; message: Said }
  | { phase: 'failed'; message: Said; detail?: Said | string; signature?: string };

/**
 * Deactivates or withdraws one of the staker's exit stake accounts, from the check to confirmation, and
 * returns how it ended; never throws. The transaction is built here and goes down the road
 * (`widget/solana/road`): guarded on the configured RPC by `checkStakeAccountAction` (that one
 * instruction, on the staker's own account, doing exactly that) before the wallet is asked, a wallet's
 * changes checked again whole, then sent and followed until the RPC says how it ended. `signal` stops
 * the run before the signature, not after.
 */
export async function runStakeAccountAction(
  io: StakeAccountIo,
  { staker, action }: { staker: string; action: StakeAccountAction },
  move: (state: StakeAccountActionState) => void,
  signal: AbortSignal,
): Promise<StakeAccountActionState> {
  const end = (state: StakeAccountActionState) => {
    move(state);
    return state;
  };
  const road: RoadRun = { watch: [], signal, gone: () => signal.aborted || io.currentWallet() !== staker };
  const stopped = (stop: RoadStop) => {
    if ('gone' in stop) return end({ phase: 'cancelled', message: sayRun('walletChanged') });
    if ('cancelled' in stop) return end({ phase: 'cancelled', message: sayUnstake('stakeAccountCancelled') });
    return end({ phase: 'failed', ...stop.failed });
  };
  const expected: StakeActionExpectation = { staker, action };
  const onRoad = roadIo(io.rpc, io.sign, io);

  move({ phase: 'checking' });
  const checked = await checkOnRoad(
    onRoad,
    stakeAccountTransaction(action, staker),
    (inspection, walletPrograms) => checkStakeAccountAction(inspection, { ...expected, walletPrograms }),
    road,
  );
  if ('refused' in checked) return end({ phase: 'failed', message: sayUnstake('stakeAccountRefused'), detail: checked.refused.refusal });
  if (!('ready' in checked)) return stopped(checked);
  const sent = await signAndSend(onRoad, checked.ready, road, roadPhases(move));
  if (!('confirmed' in sent)) return stopped(sent);
  return end({ phase: 'done', signature: sent.confirmed.signature, solGained: sent.confirmed.verdict.solGained });
}
