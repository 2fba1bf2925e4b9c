import { SOL_DECIMALS, type LstEntry } from '../core/lst/lst';
import type { HoldingsState } from './holdingsState';
import { createHoldings } from './holdings';
import { loadApi } from './loadApi';
import { createOwnerSkeleton, type Owner } from './owner/createOwnerSkeleton';
import type { OwnerOptions } from './owner/ownerOptions';
import type { Runner } from './owner/ownerSide';
// Types only (erased): the pipeline itself is the lazy chunk.
import type * as StakePipelineModule from './pipeline';
import type { OwnerEnd, OwnerState } from './owner/ownerState';
import { checkStakeInput } from './stakeFlow';
import type { StakeFromCard } from './stakeFromCard';

export { MAX_AGE_MS, QUOTE_DEBOUNCE_MS, type Preview } from './offerDesk';

export interface StakeOwnerState extends OwnerState, HoldingsState {
  /** The connected wallet's SOL, once known. */
  balance: bigint | null;
}

export interface StakeOwnerOptions extends OwnerOptions {
  mint: string;
  /** The card reads its pool's APY and the staker's position only once `seen()` says it is in view. */
  waitUntilSeen?: boolean;
}

/** How a stake ended, with the amount it was for (lamports). */
export type StakeEnd = OwnerEnd;

export interface StakeOwner extends Owner<StakeOwnerState> {
  /** The page's fixed amount (decimal text with a dot), or undefined: the staker types. */
  fixAmount(text: string | undefined): void;
  /** Asks the LST list again after it failed. */
  retryToken(): void;
  /** One stake of the amount in the field, for the connected wallet; null when none started (one is running, or a notice says why). */
  stake(): Promise<StakeEnd | null>;
  /** The card came into view: its APY and the staker's position are read from now on. */
  seen(): void;
}

type StakePipeline = typeof StakePipelineModule;

/**
 * One stake owner per card: the owners' skeleton (`owner/createOwnerSkeleton.ts`) with a stake's side.
 * The card's token follows the LST list; the field is in SOL; the card shows the wallet's SOL (shared
 * with the page's other cards) and what it holds of the token, with the pool's APY; one stake at a time
 * runs through the lazy pipeline (`pipeline.ts`).
 */
export function createStakeOwner(options: StakeOwnerOptions): StakeOwner {
  const { config, mint, poolReads, waitUntilSeen = false } = options;
  const fetchBalance = (owner: string) => {
    const pending = balances.get(owner, async () => (await loadApi()).createRpcClient(config).getBalance(owner));
    pending.then(
      (value) => owner === wallet() && store.setState({ balance: value }),
      () => undefined,
    );
    return pending;
  };

  const { store, desk, balances, wallet, act, ...owner } = createOwnerSkeleton<StakeOwnerState, StakePipeline>(options, {
    direction: 'stake',
    decimals: SOL_DECIMALS,
    state: { token: { status: 'loading' }, position: null, apy: null, tokenAccountMissing: false },
    unheld: { balance: null },
    load: () => import('./pipeline'),
    check: checkStakeInput,
    heldBy: fetchBalance,
    holdings: (store, balances) => createHoldings({ store, config, balances, poolReads, waitUntilSeen }),
  });

  /** A stake set up at the click (with the figure the card showed then), run in the lazy chunk. */
  const startStake = (address: string, lamports: bigint, token: LstEntry): Runner<StakePipeline> => {
    const card: StakeFromCard = { desk, mint, token, lamports, wallet: address, balance: fetchBalance, shown: store.getState().preview };
    return (pipeline, io, report, signal) => pipeline.stakeFromCard(io, card, report, signal);
  };

  return { ...owner, stake: () => act(startStake) };
}
