import type { LstEntry } from '../core/lst/lst';
import { heldForExit } from '../core/lst/position';
import type { Said } from '../core/texts/said';
import { sayUnstake } from '../core/texts/unstakeEnglish';
import { loadApi } from './loadApi';
import { offerPreview } from './offerDesk';
import { createOwnerSkeleton, type Owner } from './owner/createOwnerSkeleton';
import type { OwnerOptions } from './owner/ownerOptions';
import type { Runner } from './owner/ownerSide';
// Types only (erased): the pipeline itself is the lazy chunk.
import type * as UnstakePipelineModule from './unstakePipeline';
import type { OwnerEnd, OwnerState } from './owner/ownerState';
import type { ExitConfirmation, ExitOfferTerms, ExitRouteName, RouteOffer } from './routes/route';
import { isExitRoute } from './routes/routeTexts';
import { checkStakeInput } from './stakeFlow';
import { exitCandidates, type HeldAtExit, type UnstakeDeps, type UnstakeRequest } from './unstakeFlow';

/** One way out as the card shows it beside the others. */
export interface ExitLine {
  route: ExitRouteName;
  /** Lamports the card shows: exact for the pool's own exits, the quote's for a swap back. */
  expectedOut: bigint;
  arrives: 'now' | 'after-deactivation';
  /** Figures the staker will be asked to confirm before the wallet (a fee above the cap, a swap back under the pool's figure). */
  confirm: readonly ExitConfirmation[];
  /** The way out's terms the choice shows: its fee, its wait, what is withdrawn, and whether a full unstake closes the account. */
  terms: Pick<ExitOfferTerms, 'fee' | 'waitSeconds' | 'withdrawable' | 'closesEmptied'>;
}

/** The store's `amount` is the LST to unstake, in the token's units. */
export interface UnstakeOwnerState extends OwnerState {
  /**
   * What the connected wallet holds of the LST in its associated account, once known: what a way out
   * can burn, so what 25 % / 50 % / Max and the field count.
   */
  held: bigint | null;
  /** What it holds in its other accounts of the mint (shown apart: no way out takes from them); null until known. */
  heldElsewhere: bigint | null;
  /**
   * The lamports of that associated account, which come back to the wallet when a full unstake by one
   * of our own ways out closes it; null until known, and for an account the wallet cannot close.
   */
  closeReturns: bigint | null;
  /** Every way out for the amount, best first; empty while asking or when none can serve. */
  offers: readonly ExitLine[];
  /** Why a way out is not among the offers now, where its route could say (an empty reserve: no instant exit). */
  declined: readonly Said[];
  /** The way out the staker picked; null: the most SOL available now. */
  picked: ExitRouteName | null;
  /**
   * Ways out the guard refused at a click, for the offers shown: the card no longer takes them by
   * default (a pick of one is undone, so the staker picks another). New offers start afresh.
   */
  refused: readonly ExitRouteName[];
}

export interface UnstakeOwnerOptions extends OwnerOptions {
  /** The card's token, as the stake side found it (with the embedder's pool, if any). */
  entry: LstEntry;
}

/** How an unstake ended, with the LST amount it was for. */
export type UnstakeEnd = OwnerEnd;

export interface UnstakeOwner extends Owner<UnstakeOwnerState> {
  /** Takes this way out rather than the default. */
  pickRoute(route: ExitRouteName): void;
  /** One unstake of the amount in the field; null when none started. */
  unstake(): Promise<UnstakeEnd | null>;
  /** The staker's answer to the figures shown in the `confirm` phase. */
  confirm(goAhead: boolean): void;
}

/** The ways out among the offers, as lines (the desk asks only the `unstake` routes: this keeps the type honest). */
const linesOf = (offers: readonly RouteOffer[]): ExitLine[] =>
  offers.flatMap(({ route, expectedOut, exit }) =>
    isExitRoute(route) && exit
      ? [
          {
            route,
            expectedOut,
            arrives: exit.arrives,
            confirm: exit.confirm,
            terms: { fee: exit.fee, waitSeconds: exit.waitSeconds, withdrawable: exit.withdrawable, closesEmptied: exit.closesEmptied },
          },
        ]
      : [],
  );

type UnstakePipeline = typeof UnstakePipelineModule;

/**
 * The Unstake tab's owner: the owners' skeleton (`owner/createOwnerSkeleton.ts`) with an unstake's side:
 * an amount field in the LST's units, an offer desk asking the `unstake` routes, every way out shown
 * side by side (the staker may pick one), and one unstake at a time through the lazy unstake pipeline,
 * with the staker's confirmation of figures the card asks about. It reads what the staker holds (one
 * `getTokenAccountsByOwner`) for the presets, counting only their associated account (the one the ways
 * out burn from) and the rest apart.
 */
export function createUnstakeOwner(options: UnstakeOwnerOptions): UnstakeOwner {
  const { config, entry } = options;
  /** The offers the card shows now (the preview's, best first). */
  let shownOffers: readonly RouteOffer[] = [];
  /** Answers the figures the card asks the staker to confirm; null while none are asked. */
  let answer: ((goAhead: boolean) => void) | null = null;

  /** What `owner` holds of the LST, in their associated account and apart from it: one request. */
  const fetchHeld = async (owner: string, signal?: AbortSignal): Promise<HeldAtExit> => {
    const [api, { associatedTokenAddress, closableBy }] = await Promise.all([loadApi(), import('./routes/routeCode')]);
    const listed = await api.createRpcClient(config).getTokenAccountsByOwner(owner, { mint: entry.mint }, signal);
    const lst = { mint: entry.mint, tokenProgram: entry.token_program };
    const main = associatedTokenAddress(owner, entry.mint, entry.token_program);
    // The main account's lamports: what closing it sends back once a full unstake empties it. None when
    // its own bytes say the wallet cannot close it (another close authority, fees withheld in it): the
    // close would fail the whole exit, so it stays open and the choices do not promise its rent.
    const mainAccount = listed.find((listing) => listing.address === main)?.account;
    const mainLamports =
      mainAccount && mainAccount.owner === entry.token_program && closableBy(mainAccount.data, owner) ? mainAccount.lamports : undefined;
    const held = { ...heldForExit(listed, owner, lst, main), mainLamports };
    if (owner === wallet()) store.setState({ held: held.main, heldElsewhere: held.elsewhere, closeReturns: mainLamports ?? null });
    return held;
  };

  const { store, desk, wallet, askDesk, running, act, ...owner } = createOwnerSkeleton<UnstakeOwnerState, UnstakePipeline>(options, {
    direction: 'unstake',
    decimals: entry.decimals,
    state: { token: { status: 'ready', entry }, offers: [], declined: [], picked: null, refused: [] },
    unheld: { held: null, heldElsewhere: null, closeReturns: null },
    load: () => import('./unstakePipeline'),
    check(address, amount) {
      const problem = checkStakeInput(address, amount);
      // The same two alerts as a stake's, the amount's in the Unstake tab's words.
      return problem?.key === 'invalidAmount' ? sayUnstake('invalidUnstakeAmount') : problem;
    },
    heldBy: (address) => void fetchHeld(address).catch(() => undefined),
    onOffers(offers, declined) {
      const { picked } = store.getState();
      shownOffers = offers;
      // A pick that is no longer offered falls back to the default.
      store.setState({
        offers: linesOf(offers),
        declined: offers.length > 0 ? declined : [],
        picked: offers.some((offer) => offer.route === picked) ? picked : null,
        refused: [],
      });
      showChoice();
    },
  });

  /** The card's figure: the staker's pick, else the default among the ways out not refused at a click. */
  function showChoice() {
    const { picked, refused } = store.getState();
    const [shown] = exitCandidates(shownOffers, picked ?? undefined, refused);
    if (shown) desk.show(offerPreview(shown));
  }
  /** The guard refused this way out at a click: no longer the default, and no longer the staker's pick. */
  function refusedAtClick(route: RouteOffer['route']) {
    const { picked, refused } = store.getState();
    if (!isExitRoute(route) || refused.includes(route)) return;
    store.setState({ refused: [...refused, route], picked: picked === route ? null : picked });
  }

  /** An unstake set up at the click: the way out picked, those refused, and the one the card shows with its figure. */
  const startUnstake = (address: string, amount: bigint): Runner<UnstakePipeline> => {
    const { preview, picked, refused } = store.getState();
    const request: UnstakeRequest = {
      mint: entry.mint,
      symbol: entry.symbol,
      decimals: entry.decimals,
      tokenProgram: entry.token_program,
      amount,
      wallet: address,
      route: picked ?? undefined,
      refused,
      shown: preview.status === 'ready' ? { route: preview.route, expectedOut: preview.expectedOut } : undefined,
    };
    return async ({ runUnstake }, io, report, signal) => {
      // Figures waiting for an answer are not confirmed by a wallet that went away, or a card that did.
      signal.addEventListener('abort', () => answer?.(false));
      try {
        const deps: UnstakeDeps = {
          ...io,
          offer: (asked, signal) => desk.offers(entry, asked.amount, signal),
          held: fetchHeld,
          confirm: () =>
            new Promise<boolean>((resolve) => {
              answer = resolve;
            }),
          refused: refusedAtClick,
        };
        const end = await runUnstake(deps, request, report, signal);
        // Nothing went ahead: the card shows its choice again (not a refused way out).
        if (end.phase !== 'success') showChoice();
        // The figures moved since the staker looked: the lines show the new ones (the failure says so).
        if (end.phase === 'failed' && end.message.key === 'exitFiguresChanged') askDesk();
        // The staker's LST changed (and the skeleton tells the page's other cards).
        const owner = wallet();
        if (end.phase === 'success' && owner) fetchHeld(owner).catch(() => undefined);
        return end;
      } finally {
        answer = null;
      }
    };
  };

  return {
    ...owner,
    pickRoute(route) {
      const chosen = store.getState().offers.find((line) => line.route === route);
      if (!chosen || running()) return;
      store.setState({ picked: route });
      desk.show({ status: 'ready', expectedOut: chosen.expectedOut, route });
    },
    unstake: () => act(startUnstake),
    confirm(goAhead) {
      answer?.(goAhead);
      answer = null;
    },
  };
}
