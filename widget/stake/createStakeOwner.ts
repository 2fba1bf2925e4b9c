import { SOL_DECIMALS, type LstEntry } from '../core/lst/lst';
import { embedderReferrer } from './embedderChoices';
import { createHoldings } from './holdings';
import type { HoldingsState } from './holdingsState';
import { loadApi } from './loadApi';
import { createOwnerSkeleton, type Owner } from './owner/createOwnerSkeleton';
import type { OwnerOptions } from './owner/ownerOptions';
import type { Runner } from './owner/ownerSide';
// Types only (erased): the pipeline itself is the lazy chunk.
import type * as StakePipelineModule from './pipeline';
import type { OwnerEnd, OwnerState } from './owner/ownerState';
import { checkStakeInput, type StakeDeps, type StakeRequest } from './stakeFlow';

export { MAX_AGE_MS, QUOTE_DEBOUNCE_MS, type Preview } from './offerDesk';

export interface StakeOwnerState extends OwnerState, HoldingsState {
  /** The connected wallet's SOL, once known. */
  balance: bigint | null;
}

export interface StakeOwnerOptions extends OwnerOptions {
  mint: string;
  /**
   * The stake pool to deposit into, as the embedder chose it (the `pool` attribute): read from the
   * chain with the deposit route's checks, it wins over the list's pool, and a token no list names
   * stakes through it at once.
   */
  pool?: string;
  /** The embedder's referrer wallet (the pool deposit's referral share). */
  referrer?: string;
  /** What the field shows at first (in the card's number format), and the page's fixed amount if any (with a dot). */
  amount?: string;
  fixedAmount?: string;
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
    referrer: embedderReferrer(options.referrer),
    field: { decimals: SOL_DECIMALS, text: options.amount, fixedAmount: options.fixedAmount },
    state: { token: { status: 'loading' }, balance: null, position: null, apy: null },
    unheld: { balance: null },
    load: () => import('./pipeline'),
    mint,
    pool: options.pool,
    check: checkStakeInput,
    heldBy: fetchBalance,
    holdings: (store, balances) => createHoldings({ store, config, balances, poolReads, waitUntilSeen }),
  });

  /** A stake set up at the click: its request, and the figure the card showed then. */
  const startStake = (address: string, lamports: bigint, token: LstEntry): Runner<StakePipeline> => {
    /** What the card showed at the click: shown again if no offer got as far as the wallet. */
    const shownAtClick = store.getState().preview;
    const request: StakeRequest = {
      mint,
      symbol: token.symbol,
      decimals: token.decimals,
      tokenProgram: token.token_program,
      lamports,
      wallet: address,
    };
    return async ({ runStake }, io, report, signal) => {
      let signing = false;
      const deps: StakeDeps = {
        ...io,
        offer: (asked, signal) => desk.offers(token, asked.lamports, signal),
        balance: fetchBalance,
      };
      const end = await runStake(
        deps,
        request,
        (next) => {
          if (next.phase === 'awaiting-signature') signing = true;
          report(next);
        },
        signal,
      );
      // Every offer was refused before the wallet: the figure goes back to the best one's, the one the
      // refusal shown speaks of, not the last one tried.
      if (!signing && end.phase === 'failed' && shownAtClick.status === 'ready') desk.show(shownAtClick);
      return end;
    };
  };

  return { ...owner, stake: () => act(startStake) };
}
