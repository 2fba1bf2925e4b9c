import type { Said } from '../../core/texts/said';
import type { AmountFieldState } from '../amountField';
import type { LstLookup } from '../lstLookup';
import type { OfferDeskState } from '../offerDesk';
import type { StakeState } from '../stakeFlow';

/** What every owner's store holds, whichever way it moves the staker's value; each owner adds its own fields. */
export interface OwnerState extends OfferDeskState {
  /** The card's token as the LST list describes it (the Unstake tab's is the stake side's, ready at once). */
  token: LstLookup;
  /** The amount as typed (or as the page fixed it, with a dot), and what it parses to: in the units of what goes in. */
  amount: AmountFieldState;
  /** The spec's alerts for a click that cannot start (no wallet, no amount); cleared by typing. */
  notice: Said | null;
  flow: StakeState;
}

/** How one action ended, with the amount (base units of what went in) it was for. */
export interface OwnerEnd {
  state: StakeState;
  amount: bigint;
}
