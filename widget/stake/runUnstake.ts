import { MAX_TRANSACTION_BYTES } from '../core/amount/stakeLimits';
import type { DecodedTransaction } from '../core/guard/decodedMessage';
import { guardExit, type ExitGuardExpectation, type ExitGuardVerdict } from '../core/guard/guardExit';
import { CLOCK_SYSVAR } from '../core/addresses/sysvars';
import { WALLET_ASSERTION_PROGRAMS } from '../core/guard/programs';
import { guardText } from '../core/guard/refusals';
import { SOL_DECIMALS } from '../core/lst/lst';
import { say } from '../core/texts/english';
import { sayUnstake } from '../core/texts/unstakeEnglish';
import { amountParam, SaidError, type Said } from '../core/texts/said';
import { NoOfferError } from './chooseOffer';
import { refusedText } from './routes/refusedText';
import { runEndings, signAndSend, type Judged } from './signAndSend';
import type { StakeState } from './stakeFlow';
import { chosenExit, type UnstakeDeps, type UnstakeRequest } from './unstakeFlow';

type Passed = Exclude<ExitGuardVerdict, { refusal: Said }>;

/**
 * Runs one unstake from the offers to confirmation and returns how it ended; never throws. The way
 * out the staker picked (else the most SOL available now) is built, then the exit guard checks the
 * decoded transaction and its simulation on the configured RPC: the staker's LST falls by at most the
 * amount, their SOL rises by at least the offer's minimum less the fee, or a stake account of theirs
 * appears holding it. Figures above the caps wait for the staker's confirmation before the wallet is
 * asked. Once the wallet has signed, only the RPC's word ends it (`signAndSend`).
 */
export async function runUnstake(
  deps: UnstakeDeps,
  request: UnstakeRequest,
  move: (state: StakeState) => void,
  signal: AbortSignal,
): Promise<StakeState> {
  const ends = runEndings(move, signal, () => deps.currentWallet() === request.wallet, sayUnstake('unstakeCancelled'));
  const { end, walletChanged, cancelled, failed, serviceFailed } = ends;
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
  let built: string | Uint8Array;
  try {
    built = await offer.build(request.wallet, signal);
  } catch (error) {
    if (walletChanged()) return cancelled();
    return error instanceof SaidError ? failed(error.said) : serviceFailed(error, say('quoteFailed'));
  }
  if (walletChanged()) return cancelled();
  move({ phase: 'checking' });
  let checked: DecodedTransaction;
  try {
    checked = deps.decode(built);
  } catch {
    return refused(guardText.undecodable);
  }
  if (checked.bytes.length > MAX_TRANSACTION_BYTES) return refused(guardText.tooLarge(checked.bytes.length));

  const stakeAccount = exit.stakeAccount?.(request.wallet);
  const accounts = { ...deps.accounts(request.wallet, request.mint), exitStakeAccount: stakeAccount?.address };
  const watch = [request.mint, CLOCK_SYSVAR, ...Object.values(accounts.lstAccountByProgram)];
  const expected: ExitGuardExpectation = {
    accounts,
    token: request,
    programIds: exit.programIds,
    poolTokens: request.amount,
    minimumLamports: offer.minimumOut,
    stakeAccount,
    setAside: offer.setAside,
  };
  /** The exit guard on one transaction, with its I/O; throws when the RPC fails. */
  const judge = async (transaction: DecodedTransaction, expectation: ExitGuardExpectation): Promise<Judged<Passed>> => {
    const inspection = await deps.inspect(transaction, watch, signal);
    if ('refusal' in inspection) return { verdict: { refusal: inspection.refusal }, inspection: null };
    return { verdict: guardExit(inspection, expectation), inspection };
  };
  let judged: Judged<Passed>;
  try {
    judged = await judge(checked, expected);
  } catch (error) {
    return walletChanged() ? cancelled() : serviceFailed(error, say('checkFailed'));
  }
  if ('refusal' in judged.verdict) return refused(judged.verdict.refusal);
  if (walletChanged()) return cancelled();

  // Above the caps is not a refusal on the way out (no holder is ever trapped): the staker decides, seeing the figures.
  if (exit.confirm.length > 0) {
    move({ phase: 'confirm', confirm: exit.confirm });
    const confirmed = await deps.confirm(exit.confirm);
    if (walletChanged()) return cancelled();
    if (!confirmed) return end({ phase: 'cancelled', message: sayUnstake('exitNotConfirmed') });
  }

  const sent = await signAndSend<Passed>(
    deps,
    checked,
    judged,
    (signed) => judge(signed, { ...expected, walletPrograms: WALLET_ASSERTION_PROGRAMS }),
    ends,
    move,
  );
  if ('ended' in sent) return sent.ended;
  const { signature, verdict } = sent.confirmed;
  // What the checked simulation of the sent bytes gave the staker, net of the network fee: into their
  // wallet, or into their new stake account.
  return end({ phase: 'success', signature, received: null, simulated: verdict.solGained, decimals: SOL_DECIMALS, route: offer.route });
}
