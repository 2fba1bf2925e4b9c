import type { RoadIo } from '../solana/road/roadIo';
import type { ExitConfirmation, RouteName, RouteOffer } from './routes/route';
import type { StakeAccounts } from '../core/guard/checkTransaction';
import { say } from '../core/texts/english';
import type { Said } from '../core/texts/said';

/** The staking flow's states, in the order a successful stake passes through them. */
export type StakeState =
  | { phase: 'idle' }
  | { phase: 'quoting' }
  /** `offer`: the route's offer whose transaction is being built (the next one, after a refusal). */
  | { phase: 'building'; offer?: RouteOffer }
  | { phase: 'checking' }
  /** An exit the guard passed, whose figures the staker confirms before the wallet is asked (a fee above the cap, a swap back under the pool's figure). */
  | { phase: 'confirm'; confirm: readonly ExitConfirmation[] }
  | { phase: 'awaiting-signature' }
  | { phase: 'sending'; signature: string }
  /** `trouble`: the RPC is not answering status lookups right now; tracking goes on. */
  | { phase: 'confirming'; signature: string; trouble: boolean }
  /**
   * `received`: the LST the confirmed transaction delivered, from its token balances (null when they
   * cannot be read); `simulated`: what the checked simulation of the sent bytes delivered. Never the quote.
   * `stakeAccount`: an unstake into a stake account, what that simulation left in it and its way out's wait.
   */
  | {
      phase: 'success';
      signature: string;
      received: bigint | null;
      simulated: bigint;
      decimals: number;
      route: RouteName;
      stakeAccount?: { lamports: bigint; waitSeconds: number | null };
    }
  /** `detail`: a guard refusal, or an outside service's or wallet's own words (a string, kept as it came). */
  | { phase: 'failed'; message: Said; detail?: Said | string; signature?: string }
  | { phase: 'cancelled'; message: Said };

export type StakePhase = StakeState['phase'];

/** Every move the stake session makes is one of these; any other is a bug, and throws. */
const NEXT: Record<StakePhase, readonly StakePhase[]> = {
  idle: ['quoting'],
  quoting: ['building', 'failed', 'cancelled'],
  // A refused offer hands over to the next best: back to building it.
  building: ['building', 'checking', 'failed', 'cancelled'],
  checking: ['building', 'confirm', 'awaiting-signature', 'failed', 'cancelled'],
  confirm: ['awaiting-signature', 'cancelled'],
  'awaiting-signature': ['sending', 'failed', 'cancelled'],
  // Once signed, only the RPC's word ends a stake: no cancellation from here on.
  sending: ['confirming', 'failed'],
  confirming: ['confirming', 'success', 'failed'],
  success: ['idle', 'quoting'],
  failed: ['idle', 'quoting'],
  cancelled: ['idle', 'quoting'],
};

export function canMove(from: StakePhase, to: StakePhase): boolean {
  return NEXT[from].includes(to);
}

export function isBusy(phase: StakePhase): boolean {
  return !['idle', 'success', 'failed', 'cancelled'].includes(phase);
}

export interface StakeRequest {
  mint: string;
  /** The LST's symbol and decimals from the list: what the card shows. */
  symbol: string;
  decimals: number;
  /** The token program the list says the mint belongs to: the chain must agree. */
  tokenProgram: string;
  /** SOL in lamports. */
  lamports: bigint;
  /** The connected wallet's address when the staker clicked. */
  wallet: string;
}

/** Everything the flow does to the outside world, injected so the flow stays pure and testable: the road's I/O, and the stake's own. */
export interface StakeDeps extends RoadIo {
  /** The routes' offers that passed their own checks, best first (the preview's while fresh, else asked now); rejects with why none can serve. */
  offer(request: StakeRequest, signal: AbortSignal): Promise<RouteOffer[]>;
  /** The wallet's SOL balance in lamports; a failure skips the balance check (the chain still enforces it). */
  balance(wallet: string, signal: AbortSignal): Promise<bigint>;
  accounts(wallet: string, mint: string): StakeAccounts;
  /** The LST the staker received in the confirmed transaction, or null when it cannot be read. */
  received(signature: string, wallet: string, mint: string): Promise<bigint | null>;
  /** The wallet connected right now, to notice a disconnect or account switch mid-flow. */
  currentWallet(): string | null;
}

/** Checks made before anything is fetched: the spec's two alerts. */
export function checkStakeInput(wallet: string | null, lamports: bigint | null): Said | null {
  if (!wallet) return say('connectFirst');
  if (lamports === null || lamports <= 0n) return say('invalidAmount');
  return null;
}
