import { CLOCK_SYSVAR } from '../core/addresses/sysvars';
import { guardExit, type ExitGuardExpectation, type ExitGuardVerdict } from '../core/guard/guardExit';
import { SOL_DECIMALS } from '../core/lst/lst';
import { say } from '../core/texts/english';
import { sayUnstake } from '../core/texts/unstakeEnglish';
import { SaidError, type Said } from '../core/texts/said';
import { checkOnRoad } from '../solana/road/checkOnRoad';
import type { Checked, RoadRun } from '../solana/road/judge';
import { isServiceWithOurs, type Built } from '../solana/road/ownTransaction';
import { roadPhases } from '../solana/road/roadSteps';
import { signAndSend } from '../solana/road/signAndSend';
import { NoOfferError } from './chooseOffer';
import { firstReady, type Prepared } from './handOver';
import { refusedText } from './routes/refusedText';
import { runEndings } from './runEndings';
import type { StakeState } from './stakeFlow';
import type { ExitConfirmation } from './routes/route';
import {
  closeReturns,
  exitCandidates,
  heldShort,
  type ExitOffer,
  type HeldAtExit,
  type UnstakeDeps,
  type UnstakeRequest,
} from './unstakeFlow';
import { withCloseEmptied } from './routes/exit/closeEmptied';
import { associatedTokenAddress } from '../solana/stakeAccounts';

/** A way out checked on the road and ready for the wallet. */
interface Ready {
  offer: ExitOffer;
  exit: ExitOffer['exit'];
  checked: Checked<ExitGuardVerdict>;
  road: RoadRun;
}

/**
 * Runs one unstake from the offers to confirmation and returns how it ended; never throws. The way
 * out the staker picked (else the most SOL available now, and, should the guard refuse it, the next
 * way out by the same measure) is built, then the exit guard checks the
 * decoded transaction and its simulation on the configured RPC: the staker's LST falls by at most the
 * amount, their SOL rises by at least the offer's minimum less the fee, or a stake account of theirs
 * appears holding it. Figures above the caps wait for the staker's confirmation before the wallet is
 * asked. Once the wallet has signed, only the RPC's word ends it (the road: `widget/solana/road`).
 */
export async function runUnstake(
  deps: UnstakeDeps,
  request: UnstakeRequest,
  move: (state: StakeState) => void,
  signal: AbortSignal,
): Promise<StakeState> {
  const ends = runEndings(move, signal, () => deps.currentWallet() === request.wallet, sayUnstake('unstakeCancelled'));
  const { end, walletChanged, cancelled, failed, serviceFailed, roadStopped } = ends;
  /** No way out can serve: a route's own reason first (the reserve is short), else a refused quote, else the service's failure. */
  const noOffer = (error: unknown) => {
    if (error instanceof NoOfferError) {
      if (error.reasons[0]) return failed(error.reasons[0]);
      if (error.refusals[0]) return failed(sayUnstake('swapBackRefused'), error.refusals[0]);
      if (error.failures[0] !== undefined) return serviceFailed(error.failures[0], say('quoteFailed'));
    }
    return error instanceof SaidError ? failed(error.said) : serviceFailed(error, say('quoteFailed'));
  };

  move({ phase: 'quoting' });
  let offers;
  let held: HeldAtExit | null;
  try {
    [offers, held] = await Promise.all([deps.offer(request, signal), deps.held(request.wallet, signal).catch(() => null)]);
  } catch (error) {
    return walletChanged() ? cancelled() : noOffer(error);
  }
  if (walletChanged()) return cancelled();
  const short = held && heldShort(request, held);
  if (short) return failed(short.message, short.detail);
  const candidates = exitCandidates(offers, request.route, request.refused);
  // All of the main account unstaked: our own ways out close it to the wallet in the same transaction.
  const closing = closeReturns(request.amount, held);
  // Offers older than the desk's 20 s are asked again at the click: a way out that is gone, or that
  // gives less than the card showed, is never built under the old figure.
  const first = candidates[0];
  if (!first) return noOffer(new NoOfferError([], [], []));
  if (request.shown && (first.route !== request.shown.route || first.expectedOut < request.shown.expectedOut)) {
    return failed(sayUnstake('exitFiguresChanged'));
  }

  /**
   * One way out from its own check to the guard's verdict on the road: ready for the wallet, or how the
   * unstake would end with it. `handOver`: the next way out may still serve (this one was refused, or
   * its service failed); a wallet that changed, or a main account short of the amount, ends it whatever the way.
   */
  const prepare = async (offer: ExitOffer): Promise<Prepared<Ready, StakeState>> => {
    const refused = (reason: Said) => {
      deps.refused?.(offer.route);
      return { stop: () => failed(refusedText(offer.route, request.symbol, reason), reason), handOver: true };
    };
    const ownRefusal = offer.check();
    if (ownRefusal) return refused(ownRefusal);
    // The card shows the figure of the way out being built, so the one before the wallet is the one signed.
    move({ phase: 'building', offer });
    let built: Built;
    try {
      built = await offer.build(request.wallet, signal);
      if (closing !== null && offer.exit.closesEmptied) {
        const account = associatedTokenAddress(request.wallet, request.mint, request.tokenProgram);
        built = withCloseEmptied(built, request.wallet, account, request.tokenProgram, closing);
      }
    } catch (error) {
      if (walletChanged()) return { stop: cancelled, handOver: false };
      return { stop: () => (error instanceof SaidError ? failed(error.said) : serviceFailed(error, say('quoteFailed'))), handOver: true };
    }
    if (walletChanged()) return { stop: cancelled, handOver: false };
    move({ phase: 'checking' });
    const stakeAccount = offer.exit.stakeAccount?.(request.wallet);
    const accounts = { ...deps.accounts(request.wallet, request.mint), exitStakeAccount: stakeAccount?.address };
    // The mint, the clock and the staker's LST accounts are read with the transaction's accounts.
    const road: RoadRun = {
      watch: [request.mint, CLOCK_SYSVAR, ...Object.values(accounts.lstAccountByProgram)],
      signal,
      gone: walletChanged,
    };
    const expected: ExitGuardExpectation = {
      accounts,
      token: request,
      programIds: offer.exit.programIds,
      poolTokens: request.amount,
      // The closed account's lamports were the staker's before (what they could take out of it) and
      // are in the wallet after: the accounting counts them on both sides, so the figure is unchanged,
      // and a close anywhere but the wallet is refused (stakerPosition).
      minimumLamports: offer.minimumOut,
      stakeAccount,
      setAside: offer.setAside,
    };
    let simulationFailed = false;
    const check = (transaction: Built) =>
      checkOnRoad(
        deps,
        transaction,
        (inspection, walletPrograms) => {
          simulationFailed = inspection.reading.err !== null && inspection.reading.err !== undefined;
          return guardExit(inspection, { ...expected, walletPrograms });
        },
        road,
      );
    let checked = await check(built);
    // The close is ours to add: a swap refused with it is judged as the service built it, and the
    // staker's account stays open. Not only one that fails with it (its route closes the account
    // itself): the close's units can lift a swap priced just under the priority fee cap over it.
    if ('refused' in checked && isServiceWithOurs(built)) checked = await check(built.service);
    if ('gone' in checked) return { stop: cancelled, handOver: false };
    // The RPC could not check this one: the next way out may still be checked.
    if ('failed' in checked) return { stop: () => roadStopped(checked), handOver: true };
    if ('refused' in checked) {
      // A simulation that fails because the staker's main account holds less than the amount (a read
      // that failed above, or LST moved since) is said in their words, never as the program's error:
      // no way out can take it.
      const shortNow = simulationFailed
        ? await deps.held(request.wallet, signal).then(
            (now) => heldShort(request, now),
            () => null,
          )
        : null;
      if (shortNow) return { stop: () => failed(shortNow.message, shortNow.detail), handOver: false };
      return refused(checked.refused.refusal);
    }
    return { ready: { offer, exit: offer.exit, checked: checked.ready, road } };
  };

  // The staker's pick alone; else the default first, and one the guard refuses (or whose service
  // fails) hands over to the next. If none serves, the unstake ends as the first one did.
  const chosen = await firstReady(candidates, prepare, () => noOffer(new NoOfferError([], [], [])));
  if ('end' in chosen) return chosen.end;
  const { offer, exit, checked, road } = chosen.ready;

  // The close the card promised, where the checked transaction's simulation leaves the account open (a
  // swap back sent as its service built it): the staker decides before the wallet is asked, seeing the
  // rent that stays. A route that closes it itself is seen closed here too.
  const account = associatedTokenAddress(request.wallet, request.mint, request.tokenProgram);
  const after = checked.inspection.reading.after.get(account);
  const closed = !after || after.lamports === 0n;
  const confirm: readonly ExitConfirmation[] =
    closing !== null && exit.closesEmptied && !closed ? [...exit.confirm, { kind: 'stays-open', lamports: closing }] : exit.confirm;

  // Above the caps is not a refusal on the way out (no holder is ever trapped): the staker decides, seeing the figures.
  if (confirm.length > 0) {
    move({ phase: 'confirm', confirm });
    const confirmed = await deps.confirm(confirm);
    if (walletChanged()) return cancelled();
    if (!confirmed) return end({ phase: 'cancelled', message: sayUnstake('exitNotConfirmed') });
  }

  const sent = await signAndSend(deps, checked, road, roadPhases(move));
  if (!('confirmed' in sent)) return roadStopped(sent);
  const { signature, verdict } = sent.confirmed;
  // What the checked simulation of the sent bytes gave the staker, net of the network fee: into their
  // wallet, or into their new stake account. A stake account's own figure is what that simulation left
  // in it (it may be more than the quote the staker clicked: offers are asked again at the click).
  const stakeAccount =
    verdict.stakeAccountLamports === undefined
      ? {}
      : { stakeAccount: { lamports: verdict.stakeAccountLamports, waitSeconds: exit.waitSeconds ?? null } };
  return end({
    phase: 'success',
    signature,
    received: null,
    simulated: verdict.solGained,
    decimals: SOL_DECIMALS,
    route: offer.route,
    ...stakeAccount,
  });
}
