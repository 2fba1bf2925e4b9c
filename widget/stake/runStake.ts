import { refusedCredentials } from '../core/config/errors';
import { CLOCK_SYSVAR } from '../core/addresses/sysvars';
import { guardTransaction, type GuardExpectation, type GuardVerdict } from '../core/guard/guardTransaction';
import { amountParam, SaidError } from '../core/texts/said';
import { SOL_DECIMALS } from '../core/lst/lst';
import { say } from '../core/texts/english';
import { sayRun } from '../core/texts/runEnglish';
import type { RouteOffer } from './routes/route';
import { refusedText } from './routes/refusedText';
import { NoOfferError } from './chooseOffer';
import { firstReady } from './handOver';
import { checkOnRoad } from '../solana/road/checkOnRoad';
import type { Built } from '../solana/road/ownTransaction';
import type { Checked, RoadRun } from '../solana/road/judge';
import { roadPhases } from '../solana/road/roadSteps';
import { signAndSend } from '../solana/road/signAndSend';
import { runEndings } from './runEndings';
import type { StakeDeps, StakeRequest, StakeState } from './stakeFlow';
import { FEE_RESERVE_LAMPORTS } from '../core/amount/stakeLimits';

/**
 * Runs one stake from the route's offer to confirmation and returns how it ended. Never throws. Before
 * the wallet is asked, the offer is checked, then the transaction guard checks the decoded transaction
 * and its simulation on the configured RPC, whichever route built it (the road: `widget/solana/road`);
 * once the wallet has signed, only the RPC's word ends the stake.
 * `signal` stops work before signing (the card went away); it cannot stop a signed stake.
 */
export async function runStake(
  deps: StakeDeps,
  request: StakeRequest,
  move: (state: StakeState) => void,
  signal: AbortSignal,
): Promise<StakeState> {
  const ends = runEndings(move, signal, () => deps.currentWallet() === request.wallet, say('cancelled'));
  const { end, walletChanged, cancelled, failed, serviceFailed, roadStopped } = ends;
  /**
   * No route could serve: a service's failure is the spec's alert (with a pool's reason under it, so
   * neither hides the other), else a refused quote, else the route's own reason.
   */
  const noOffer = (error: unknown) => {
    if (error instanceof NoOfferError) {
      const [reason] = error.reasons;
      // A service that refused our key is the one failure the embedder can mend: it is named first.
      const failure = error.failures.find((failed) => refusedCredentials(failed)) ?? error.failures[0];
      if (failure !== undefined) return serviceFailed(failure, say('quoteFailed'), reason);
      if (error.refusals[0]) return failed(say('refused', { symbol: request.symbol }), error.refusals[0]);
      if (reason) return failed(reason);
    }
    return error instanceof SaidError ? failed(error.said) : serviceFailed(error, say('quoteFailed'));
  };

  move({ phase: 'quoting' });
  let offers: RouteOffer[];
  let balance: bigint | null;
  try {
    [offers, balance] = await Promise.all([deps.offer(request, signal), deps.balance(request.wallet, signal).catch(() => null)]);
  } catch (error) {
    return walletChanged() ? cancelled() : noOffer(error);
  }
  if (walletChanged()) return cancelled();
  if (balance !== null && request.lamports + FEE_RESERVE_LAMPORTS > balance) {
    return failed(
      sayRun('insufficientSol', { balance: amountParam(balance, SOL_DECIMALS), reserve: amountParam(FEE_RESERVE_LAMPORTS, SOL_DECIMALS) }),
    );
  }

  const accounts = deps.accounts(request.wallet, request.mint);
  // The mint, the clock and the staker's LST accounts are read with the transaction's accounts: the
  // mint is checked whole (its fee as of this epoch), and an LST account the transaction does not write
  // still counts in the staker's total.
  const road: RoadRun = {
    watch: [request.mint, CLOCK_SYSVAR, ...Object.values(accounts.lstAccountByProgram)],
    signal,
    gone: walletChanged,
  };

  /**
   * One offer from its build to the guard's verdict on the road: ready for the wallet, or how the
   * stake would end with it. `handOver`: the next offer may still serve (this one was refused, or its
   * service failed); a wallet that changed or a token the guard refuses ends the stake whatever the route.
   */
  const prepare = async (
    offer: RouteOffer,
  ): Promise<{ ready: { offer: RouteOffer; checked: Checked<GuardVerdict> } } | { stop: () => StakeState; handOver: boolean }> => {
    // The card shows the figure of the offer being built, so the one before the wallet is the one signed.
    move({ phase: 'building', offer });
    let built: Built;
    try {
      built = await offer.build(request.wallet, signal);
    } catch (error) {
      return walletChanged()
        ? { stop: cancelled, handOver: false }
        : { stop: () => serviceFailed(error, say('quoteFailed')), handOver: true };
    }
    if (walletChanged()) return { stop: cancelled, handOver: false };
    move({ phase: 'checking' });
    const expected: GuardExpectation = {
      accounts,
      token: request,
      lamports: request.lamports,
      minimumOut: offer.minimumOut,
      aggregatorProgramIds: offer.programIds,
      setAside: offer.setAside,
    };
    const checked = await checkOnRoad(
      deps,
      built,
      (inspection, walletPrograms) => guardTransaction(inspection, { ...expected, walletPrograms }),
      road,
    );
    if ('gone' in checked) return { stop: cancelled, handOver: false };
    // The RPC could not check this one (it may refuse what it was given): the next offer may still be checked.
    if ('failed' in checked) return { stop: () => roadStopped(checked), handOver: true };
    if ('refused' in checked) {
      const { refused } = checked;
      // The token itself is refused: no route into it may serve.
      if ('about' in refused && refused.about === 'token')
        return { stop: () => failed(sayRun('tokenRefused', { symbol: request.symbol }), refused.refusal), handOver: false };
      return { stop: () => failed(refusedText(offer.route, request.symbol, refused.refusal), refused.refusal), handOver: true };
    }
    return { ready: { offer, checked: checked.ready } };
  };

  // The best offer first; one the guard refuses (or whose service fails) hands over to the next, and
  // if none serves, the stake ends as the best one did.
  const chosen = await firstReady(offers, prepare, () => noOffer(new NoOfferError([], [], [])));
  if ('end' in chosen) return chosen.end;
  const ready = chosen.ready;
  const { offer } = ready;
  const sent = await signAndSend(deps, ready.checked, road, roadPhases(move));
  if (!('confirmed' in sent)) return roadStopped(sent);
  const { signature, verdict } = sent.confirmed;
  const received = await deps.received(signature, request.wallet, request.mint).catch(() => null);
  return end({ phase: 'success', signature, received, simulated: verdict.lstGained, decimals: verdict.decimals, route: offer.route });
}
