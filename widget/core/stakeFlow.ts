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
