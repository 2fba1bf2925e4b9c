import type { RpcClient } from '../api/rpcClient';
import { readableError } from '../core/config/errors';
import { sameBytes } from '../core/encoding/sameBytes';
import { checkStakeAccountAction, type StakeActionExpectation } from '../core/guard/checkStakeAccountAction';
import { checkWalletEdits } from '../core/guard/checkWalletEdits';
import type { DecodedTransaction } from '../core/guard/decodedMessage';
import { WALLET_ASSERTION_PROGRAMS } from '../core/guard/programs';
import { guardText } from '../core/guard/refusals';
import { say } from '../core/texts/english';
import { sayUnstake } from '../core/texts/unstakeEnglish';
import type { Said } from '../core/texts/said';
import { isWalletRejection } from '../core/wallet/walletRejection';
import { decodeTransaction } from '../solana/decodeTransaction';
import { feePayerSignature } from '../solana/feePayerSignature';
import { inspectTransaction } from '../solana/inspectTransaction';
import { trackTransaction, type TrackOptions } from '../solana/trackTransaction';
import { stakeAccountTransaction, type StakeAccountAction } from './stakeAccountTransaction';

/** The action's I/O: the cluster's RPC, the wallet's signature, and who is connected now. */
export interface StakeAccountIo {
  rpc: RpcClient;
  sign(transaction: Uint8Array): Promise<Uint8Array>;
  currentWallet(): string | null;
  track?: Omit<TrackOptions, 'onSent' | 'onTrouble'>;
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
 * returns how it ended; never throws. The transaction is built here, guarded on the configured RPC
 * (`checkStakeAccountAction`: that one instruction, on the staker's own account, doing exactly that)
 * before the wallet is asked; a wallet that changes what it signs is checked again, whole. Once the
 * wallet has signed, only the RPC's word ends it: "failed" then means the RPC said so, and a tracker that
 * stopped says it stopped, with the signature. `signal` stops the run before the signature, not after.
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
  const failed = (message: Said, detail?: Said | string) => end({ phase: 'failed', message, detail });
  const walletChanged = () => signal.aborted || io.currentWallet() !== staker;
  const cancelled = () => end({ phase: 'cancelled', message: say('walletChanged') });
  const expected: StakeActionExpectation = { staker, action };
  const judge = async (transaction: DecodedTransaction, expectation: StakeActionExpectation) => {
    const inspection = await inspectTransaction(io.rpc, transaction, [], signal);
    if ('refusal' in inspection) return { verdict: inspection, inspection: null };
    return { verdict: checkStakeAccountAction(inspection, expectation), inspection };
  };

  move({ phase: 'checking' });
  let checked: DecodedTransaction;
  let judged: Awaited<ReturnType<typeof judge>>;
  try {
    checked = decodeTransaction(stakeAccountTransaction(action, staker, await io.rpc.getLatestBlockhash(signal)));
    judged = await judge(checked, expected);
  } catch (error) {
    return walletChanged() ? cancelled() : failed(say('checkFailed'), readableError(error));
  }
  if ('refusal' in judged.verdict) return failed(sayUnstake('stakeAccountRefused'), judged.verdict.refusal);
  let verdict = judged.verdict;
  if (walletChanged()) return cancelled();

  move({ phase: 'awaiting-signature' });
  let signedBytes: Uint8Array;
  try {
    signedBytes = await io.sign(checked.bytes);
  } catch (error) {
    if (isWalletRejection(error)) return end({ phase: 'cancelled', message: sayUnstake('stakeAccountCancelled') });
    return failed(say('signFailed', { reason: readableError(error) }));
  }
  // A wallet that went away while its prompt was open must not have its transaction sent.
  if (walletChanged()) return cancelled();
  let signed: DecodedTransaction;
  let signature: string;
  try {
    signed = decodeTransaction(signedBytes);
    signature = feePayerSignature(signedBytes);
  } catch {
    return failed(say('walletAltered'), guardText.undecodable);
  }
  // What is sent is what was checked, give or take the wallet's own fee and assertions, checked again whole.
  if (!sameBytes(signed.messageBytes, checked.messageBytes)) {
    let again;
    try {
      again = await judge(signed, { ...expected, walletPrograms: WALLET_ASSERTION_PROGRAMS });
    } catch (error) {
      return failed(say('recheckFailed'), readableError(error));
    }
    const edits = again.inspection && judged.inspection ? checkWalletEdits(judged.inspection.message, again.inspection.message) : null;
    if (edits) return failed(say('walletAltered'), edits);
    if ('refusal' in again.verdict) return failed(say('walletAltered'), again.verdict.refusal);
    verdict = again.verdict;
    if (walletChanged()) return cancelled();
  }

  // From here the transaction may be on its way: the RPC, and nothing else, says how it ended.
  move({ phase: 'sending', signature });
  let outcome;
  try {
    outcome = await trackTransaction(
      io.rpc,
      { signed: signed.bytes, signature, blockhash: signed.message.recentBlockhash },
      {
        ...io.track,
        onSent: () => move({ phase: 'confirming', signature, trouble: false }),
        onTrouble: (trouble) => move({ phase: 'confirming', signature, trouble }),
      },
    );
  } catch (error) {
    return end({ phase: 'failed', message: say('stoppedChecking'), detail: readableError(error), signature });
  }
  switch (outcome.status) {
    case 'refused':
      return failed(say('sendRefused', { reason: outcome.reason }));
    case 'expired':
      return end({ phase: 'failed', message: say('expired'), signature });
    case 'failed':
      return end({ phase: 'failed', message: say('transactionFailed', { reason: readableError(outcome.error) }), signature });
    case 'confirmed':
      return end({ phase: 'done', signature, solGained: verdict.solGained });
  }
}
