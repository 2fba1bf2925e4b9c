import { guardExit, type ExitGuardExpectation } from '../core/guard/guardExit';
import { CLOCK_SYSVAR } from '../core/guard/guardTransaction';
import { SOL_DECIMALS } from '../core/lst/lst';
import { say } from '../core/texts/english';
import { sayUnstake } from '../core/texts/unstakeEnglish';
import { amountParam, SaidError, type Said } from '../core/texts/said';
import { NoOfferError } from './chooseOffer';
import { refusedText } from './routes/refusedText';
import { checkOnRoad } from '../solana/road/checkOnRoad';
import type { Built } from '../solana/road/ownTransaction';
import type { RoadRun } from '../solana/road/judge';
import { roadPhases } from '../solana/road/roadSteps';
import { signAndSend } from '../solana/road/signAndSend';
import { runEndings } from './runEndings';
import type { StakeState } from './stakeFlow';
import { chosenExit, type UnstakeDeps, type UnstakeRequest } from './unstakeFlow';

/**
 * Runs one unstake from the offers to confirmation and returns how it ended; never throws. The way
 * out the staker picked (else the most SOL available now) is built, then the exit guard checks the
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
  let held: bigint | null;
  try {
    [offers, held] = await Promise.all([deps.offer(request, signal), deps.held(request.wallet, signal).catch(() => null)]);
  } catch (error) {
    return walletChanged() ? cancelled() : noOffer(error);
  }
  if (walletChanged()) return cancelled();
  if (held === 0n) return failed(sayUnstake('noLstHeld', { symbol: request.symbol }));
  if (held !== null && request.amount > held) {
    return failed(sayUnstake('insufficientLst', { balance: amountParam(held, request.decimals, request.symbol) }));
  }
  const offer = chosenExit(offers, request.route);
  if (!offer?.exit) return noOffer(new NoOfferError([], [], []));
  // Offers older than the desk's 20 s are asked again at the click: a way out that is gone, or that
  // gives less than the card showed, is never built under the old figure.
  if (request.shown && (offer.route !== request.shown.route || offer.expectedOut < request.shown.expectedOut)) {
    return failed(sayUnstake('exitFiguresChanged'));
  }
  const exit = offer.exit;
  const refused = (reason: Said) => failed(refusedText(offer.route, request.symbol), reason);
  const ownRefusal = offer.check();
  if (ownRefusal) return refused(ownRefusal);

  move({ phase: 'building', offer });
  let built: Built;
  try {
    built = await offer.build(request.wallet, signal);
  } catch (error) {
    if (walletChanged()) return cancelled();
    return error instanceof SaidError ? failed(error.said) : serviceFailed(error, say('quoteFailed'));
  }
  if (walletChanged()) return cancelled();
  move({ phase: 'checking' });
  const stakeAccount = exit.stakeAccount?.(request.wallet);
  const accounts = { ...deps.accounts(request.wallet, request.mint), exitStakeAccount: stakeAccount?.address };
  const road: RoadRun = {
    watch: [request.mint, CLOCK_SYSVAR, ...Object.values(accounts.lstAccountByProgram)],
    signal,
    gone: walletChanged,
  };
  const expected: ExitGuardExpectation = {
    accounts,
    token: request,
    programIds: exit.programIds,
    poolTokens: request.amount,
    minimumLamports: offer.minimumOut,
    stakeAccount,
    setAside: offer.setAside,
  };
  const checked = await checkOnRoad(
    deps,
    built,
    (inspection, walletPrograms) => guardExit(inspection, { ...expected, walletPrograms }),
    road,
  );
  if ('refused' in checked) return refused(checked.refused.refusal);
  if (!('ready' in checked)) return roadStopped(checked);

  // Above the caps is not a refusal on the way out (no holder is ever trapped): the staker decides, seeing the figures.
  if (exit.confirm.length > 0) {
    move({ phase: 'confirm', confirm: exit.confirm });
    const confirmed = await deps.confirm(exit.confirm);
    if (walletChanged()) return cancelled();
    if (!confirmed) return end({ phase: 'cancelled', message: sayUnstake('exitNotConfirmed') });
  }

  const sent = await signAndSend(deps, checked.ready, road, roadPhases(move));
  if (!('confirmed' in sent)) return roadStopped(sent);
  const { signature, verdict } = sent.confirmed;
  // What the checked simulation of the sent bytes gave the staker, net of the network fee: into their
  // wallet, or into their new stake account.
  return end({ phase: 'success', signature, received: null, simulated: verdict.solGained, decimals: SOL_DECIMALS, route: offer.route });
}
