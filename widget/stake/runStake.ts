import { refusedCredentials } from '../core/config/errors';
import { CLOCK_SYSVAR } from '../core/addresses/sysvars';
import { guardTransaction, type GuardExpectation, type GuardVerdict } from '../core/guard/guardTransaction';
import { WALLET_ASSERTION_PROGRAMS } from '../core/guard/programs';
import { guardText } from '../core/guard/refusals';
import { amountParam, SaidError, type Said } from '../core/texts/said';
import { SOL_DECIMALS } from '../core/lst/lst';
import { say } from '../core/texts/english';
import type { RouteOffer } from './routes/route';
import { refusedText } from './routes/refusedText';
import { NoOfferError } from './chooseOffer';
import { firstReady } from './handOver';
import { runEndings, signAndSend } from './signAndSend';
import type { DecodedTransaction } from '../core/guard/decodedMessage';
import type { StakeDeps, StakeRequest, StakeState } from './stakeFlow';
import { FEE_RESERVE_LAMPORTS, MAX_TRANSACTION_BYTES } from '../core/amount/stakeLimits';

/**
 * Runs one stake from the route's offer to confirmation and returns how it ended. Never throws. Before
 * the wallet is asked, the offer is checked, then the transaction guard checks the decoded transaction
 * and its simulation on the configured RPC, whichever route built it; once the wallet has signed, only
 * the RPC's word ends the stake.
 * `signal` stops work before signing (the card went away); it cannot stop a signed stake.
 */
export async function runStake(
  deps: StakeDeps,
  request: StakeRequest,
  move: (state: StakeState) => void,
  signal: AbortSignal,
): Promise<StakeState> {
  const ends = runEndings(move, signal, () => deps.currentWallet() === request.wallet, say('cancelled'));
  const { end, walletChanged, cancelled, failed, serviceFailed } = ends;
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
      say('insufficientSol', { balance: amountParam(balance, SOL_DECIMALS), reserve: amountParam(FEE_RESERVE_LAMPORTS, SOL_DECIMALS) }),
    );
  }

  const accounts = deps.accounts(request.wallet, request.mint);
  // The mint, the clock and the staker's LST accounts are read with the transaction's accounts: the
  // mint is checked whole (its fee as of this epoch), and an LST account the transaction does not write
  // still counts in the staker's total.
  const watch = [request.mint, CLOCK_SYSVAR, ...Object.values(accounts.lstAccountByProgram)];
  /** The whole guard on one transaction, with its I/O (no inspection when a lookup table is not on chain). Throws when the RPC fails. */
  const judge = async (transaction: DecodedTransaction, expected: GuardExpectation) => {
    const inspection = await deps.inspect(transaction, watch, signal);
    if ('refusal' in inspection) return { verdict: { refusal: inspection.refusal, about: 'transaction' } as const, inspection: null };
    return { verdict: guardTransaction(inspection, expected), inspection };
  };

  /**
   * One offer from its check to the guard's verdict: ready for the wallet, or how the stake would end
   * with it. `handOver`: the next offer may still serve (this one was refused, or its service failed);
   * a wallet that changed or a token the guard refuses ends the stake whatever the route.
   */
  const prepare = async (
    offer: RouteOffer,
  ): Promise<
    | { ready: { offer: RouteOffer; checked: DecodedTransaction; judged: Awaited<ReturnType<typeof judge>>; expected: GuardExpectation } }
    | { stop: () => StakeState; handOver: boolean }
  > => {
    const refused = (reason: Said) => () => failed(refusedText(offer.route, request.symbol), reason);
    // The card shows the figure of the offer being built, so the one before the wallet is the one signed.
    move({ phase: 'building', offer });
    let built: string | Uint8Array;
    try {
      built = await offer.build(request.wallet, signal);
    } catch (error) {
      return walletChanged()
        ? { stop: cancelled, handOver: false }
        : { stop: () => serviceFailed(error, say('quoteFailed')), handOver: true };
    }
    if (walletChanged()) return { stop: cancelled, handOver: false };
    move({ phase: 'checking' });
    let checked: DecodedTransaction;
    try {
      checked = deps.decode(built);
    } catch {
      return { stop: refused(guardText.undecodable), handOver: true };
    }
    const expected: GuardExpectation = {
      accounts,
      token: request,
      lamports: request.lamports,
      minimumOut: offer.minimumOut,
      aggregatorProgramIds: offer.programIds,
      setAside: offer.setAside,
    };
    // A transaction no packet can carry never lands: the RPC would not even simulate it.
    if (checked.bytes.length > MAX_TRANSACTION_BYTES) return { stop: refused(guardText.tooLarge(checked.bytes.length)), handOver: true };
    let judged;
    try {
      judged = await judge(checked, expected);
    } catch (error) {
      // The RPC could not check this one (it may refuse what it was given): the next offer may still be checked.
      return walletChanged()
        ? { stop: cancelled, handOver: false }
        : { stop: () => serviceFailed(error, say('checkFailed')), handOver: true };
    }
    const { verdict } = judged;
    if ('refusal' in verdict) {
      // The token itself is refused: no route into it may serve.
      if (verdict.about === 'token')
        return { stop: () => failed(say('tokenRefused', { symbol: request.symbol }), verdict.refusal), handOver: false };
      return { stop: refused(verdict.refusal), handOver: true };
    }
    if (walletChanged()) return { stop: cancelled, handOver: false };
    return { ready: { offer, checked, judged, expected } };
  };

  // The best offer first; one the guard refuses (or whose service fails) hands over to the next, and
  // if none serves, the stake ends as the best one did.
  const chosen = await firstReady(offers, prepare, () => noOffer(new NoOfferError([], [], [])));
  if ('end' in chosen) return chosen.end;
  const { offer, checked, judged, expected } = chosen.ready;
  const sent = await signAndSend<Exclude<GuardVerdict, { refusal: Said }>>(
    deps,
    checked,
    judged,
    (signed) => judge(signed, { ...expected, walletPrograms: WALLET_ASSERTION_PROGRAMS }),
    ends,
    move,
  );
  if ('ended' in sent) return sent.ended;
  const { signature, verdict } = sent.confirmed;
  const received = await deps.received(signature, request.wallet, request.mint).catch(() => null);
  return end({ phase: 'success', signature, received, simulated: verdict.lstGained, decimals: verdict.decimals, route: offer.route });
}
