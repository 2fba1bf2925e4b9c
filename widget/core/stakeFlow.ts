import { readableError } from './errors';
import { messages } from './messages';

/** The staking flow's states, in the order a successful stake passes through them. */
export type StakeState =
  | { phase: 'idle' }
  | { phase: 'quoting' }
  | { phase: 'building' }
  | { phase: 'awaiting-signature' }
  | { phase: 'sending' }
  | { phase: 'confirming'; signature: string }
  | { phase: 'success'; signature: string; outAmount: bigint }
  | { phase: 'failed'; message: string; detail?: string; signature?: string }
  | { phase: 'cancelled'; message: string };

export type StakePhase = StakeState['phase'];

const NEXT: Record<StakePhase, readonly StakePhase[]> = {
  idle: ['quoting'],
  quoting: ['building', 'failed', 'cancelled'],
  building: ['awaiting-signature', 'failed', 'cancelled'],
  'awaiting-signature': ['sending', 'failed', 'cancelled'],
  sending: ['confirming', 'failed', 'cancelled'],
  confirming: ['success', 'failed'],
  success: ['quoting'],
  failed: ['quoting'],
  cancelled: ['quoting'],
};

export function canMove(from: StakePhase, to: StakePhase): boolean {
  return NEXT[from].includes(to);
}

export function isBusy(phase: StakePhase): boolean {
  return !['idle', 'success', 'failed', 'cancelled'].includes(phase);
}

/**
 * SOL kept back for fees: the base fee, the priority fee (capped at 1,000,000 lamports), and rent for
 * the LST token account the swap may create (about 0.002 SOL). 0.01 SOL covers all three.
 */
export const FEE_RESERVE_LAMPORTS = 10_000_000n;

export interface StakeRequest {
  mint: string;
  /** SOL in lamports. */
  lamports: bigint;
  /** The connected wallet's address when the staker clicked. */
  wallet: string;
}

export interface Quotes {
  /** LST base units the swap quote service expects the staker to receive. */
  expectedOut: bigint;
  /** The aggregator's quote, passed on untouched to its swap call. */
  aggregatorQuote: unknown;
}

/** The aggregator's swap transaction, decoded far enough to check it before anyone signs. */
export interface PreparedSwap {
  transaction: Uint8Array;
  feePayer: string;
  blockhash: string;
  lastValidBlockHeight: number;
  simulationError: string | null;
}

export type Confirmation = { status: 'confirmed' } | { status: 'failed'; error: unknown } | { status: 'expired' };

/** Everything the flow does to the outside world, injected so the flow stays pure and testable. */
export interface StakeDeps {
  quote(request: StakeRequest, signal: AbortSignal): Promise<Quotes>;
  buildSwap(aggregatorQuote: unknown, wallet: string, signal: AbortSignal): Promise<PreparedSwap>;
  sign(transaction: Uint8Array): Promise<Uint8Array>;
  send(signed: Uint8Array): Promise<string>;
  confirm(
    target: { signature: string; blockhash: string; lastValidBlockHeight: number },
    signal: AbortSignal,
  ): Promise<Confirmation>;
  /** The wallet's SOL balance in lamports; a failure skips the balance check (the chain still enforces it). */
  balance(wallet: string, signal: AbortSignal): Promise<bigint>;
  /** The wallet connected right now, to notice a disconnect or account switch mid-flow. */
  currentWallet(): string | null;
  isWalletRejection(error: unknown): boolean;
}

/** Checks made before anything is fetched: the spec's two alerts. */
export function checkStakeInput(wallet: string | null, lamports: bigint | null): string | null {
  if (!wallet) return messages.connectFirst;
  if (lamports === null || lamports <= 0n) return messages.invalidAmount;
  return null;
}

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
