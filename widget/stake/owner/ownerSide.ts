import type { BalanceBoard } from '../../core/page/balanceBoard';
import type { Store } from '../../core/page/createStore';
import type { Said } from '../../core/texts/said';
import type { Holdings } from '../holdings';
import type { OfferDeskOptions } from '../offerDesk';
// Types only (erased): the pipeline itself is the side's lazy chunk.
import type { TransactionIo, transactionIo } from '../pipeline';
import type { Direction } from '../routes/route';
import type { StakeState } from '../stakeFlow';
import type { OwnerState } from './ownerState';

/** What a side's lazy chunk brings besides its runner: the transaction I/O every action shares. */
export interface OwnerPipeline {
  transactionIo: typeof transactionIo;
}

/** The I/O every action's runner takes: the transaction's, and the wallet the card acts for now. */
export type OwnerIo = TransactionIo & { currentWallet(): string | null };

/**
 * One action as the side set it up at the click (its request, what the card showed then), run once the
 * network is checked and the chunk is here: the side's runner with the side's I/O, and the side's own
 * figure after it. `report` moves the card's flow; `signal` stops what is not signed.
 */
export type Runner<P> = (pipeline: P, io: OwnerIo, report: (next: StakeState) => void, signal: AbortSignal) => Promise<StakeState>;

/** What differs between the stake card's owner and the Unstake tab's: everything else is the skeleton's. */
export interface OwnerSide<S extends OwnerState, P extends OwnerPipeline> {
  /** Which way the desk's routes move the staker's value. */
  direction: Direction;
  /** The amount field's units: SOL's decimals, or the LST's. */
  decimals: number;
  /** What the store holds of a wallet before it is read: so it starts, and so it is set again when the wallet changes. */
  unheld: Partial<S>;
  /** The card's token and the side's other fields of the store, as they start. */
  state: Pick<S, 'token'> & Partial<S>;
  /** The side's lazy chunk (`() => import('…')` written in the side: the bundler needs the literal). */
  load(): Promise<P>;
  /** Why a click cannot start (no wallet, no amount), in the side's words; null when it can. */
  check(wallet: string | null, amount: bigint | null): Said | null;
  /** Reads what `wallet` holds of what goes in (its SOL, or the LST), for the presets. */
  heldBy(wallet: string): void;
  /** What the staker holds of the token and the pool's APY, where the side shows them (the stake card). */
  holdings?(store: Store<S>, balances: BalanceBoard): Holdings;
  onOffers?: OfferDeskOptions['onOffers'];
}
