import { readableError } from './errors';
import { messages } from './messages';
import { FEE_RESERVE_LAMPORTS, type PreparedSwap, type Quotes, type StakeDeps, type StakeRequest, type StakeState } from './stakeFlow';

/**
 * Runs one stake from quote to confirmation and returns how it ended. Never throws: every failure
 * becomes a `failed` or `cancelled` state with a message for the staker.
 */
export async function runStake(
  deps: StakeDeps,
  request: StakeRequest,
  onState: (state: StakeState) => void,
  signal: AbortSignal,
): Promise<StakeState> {
  const end = (state: StakeState) => {
    onState(state);
    return state;
  };
  const walletChanged = () => signal.aborted || deps.currentWallet() !== request.wallet;
  const quoteFailed = (detail: string) => end({ phase: 'failed', message: messages.quoteFailed, detail });

  let quotes: Quotes;
  let swap: PreparedSwap;
  try {
    onState({ phase: 'quoting' });
    const [quoted, balance] = await Promise.all([
      deps.quote(request, signal),
      deps.balance(request.wallet, signal).catch(() => null),
    ]);
    quotes = quoted;
    if (walletChanged()) return end({ phase: 'cancelled', message: messages.walletChanged });
    if (balance !== null && request.lamports + FEE_RESERVE_LAMPORTS > balance) {
      return end({ phase: 'failed', message: messages.insufficientSol(balance, FEE_RESERVE_LAMPORTS) });
    }
    onState({ phase: 'building' });
    swap = await deps.buildSwap(quotes.aggregatorQuote, request.wallet, signal);
  } catch (error) {
    if (walletChanged()) return end({ phase: 'cancelled', message: messages.walletChanged });
    return quoteFailed(readableError(error));
  }
  if (walletChanged()) return end({ phase: 'cancelled', message: messages.walletChanged });
  if (swap.feePayer !== request.wallet) return quoteFailed(messages.wrongFeePayer);
  if (swap.simulationError !== null) return quoteFailed(messages.simulationFailed(swap.simulationError));

  let signed: Uint8Array;
  try {
    onState({ phase: 'awaiting-signature' });
    signed = await deps.sign(swap.transaction);
  } catch (error) {
    if (deps.isWalletRejection(error)) return end({ phase: 'cancelled', message: messages.cancelled });
    return end({ phase: 'failed', message: messages.signFailed(readableError(error)) });
  }
  // A wallet that went away while its prompt was open must not have its transaction sent.
  if (walletChanged()) return end({ phase: 'cancelled', message: messages.walletChanged });

  let signature: string;
  try {
    onState({ phase: 'sending' });
    signature = await deps.send(signed);
  } catch (error) {
    // No signature exists: nothing to link to.
    return end({ phase: 'failed', message: messages.transactionFailed(readableError(error)) });
  }

  onState({ phase: 'confirming', signature });
  try {
    const confirmation = await deps.confirm(
      { signature, blockhash: swap.blockhash, lastValidBlockHeight: swap.lastValidBlockHeight },
      signal,
    );
    if (confirmation.status === 'confirmed') return end({ phase: 'success', signature, outAmount: quotes.expectedOut });
    if (confirmation.status === 'expired') return end({ phase: 'failed', message: messages.expired, signature });
    return end({ phase: 'failed', message: messages.transactionFailed(readableError(confirmation.error)), signature });
  } catch (error) {
    // Sent but not known to have landed: the staker must check before trying again.
    return end({
      phase: 'failed',
      message: messages.unconfirmed,
      detail: readableError(error),
      signature,
    });
  }
}
