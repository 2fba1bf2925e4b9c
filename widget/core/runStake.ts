import { readableError, refusedCredentials } from './errors';
import { checkQuote } from './guard/checkQuote';
import { checkSimulation } from './guard/checkSimulation';
import { checkTransaction } from './guard/checkTransaction';
import { guardText } from './guard/refusals';
import { amountParam, SaidError, type Said } from './texts/said';
import { SOL_DECIMALS } from './lst';
import { say } from './texts/english';
import type { StakeDeps, StakeRequest, StakeState } from './stakeFlow';
import { FEE_RESERVE_LAMPORTS } from './stakeLimits';

/**
 * Runs one stake from quote to confirmation and returns how it ended. Never throws. Before the wallet
 * is asked, the transaction guard checks the quote, the decoded transaction and its simulation on the
 * configured RPC; once the wallet has signed, only the RPC's word ends the stake.
 * `signal` stops work before signing (the card went away); it cannot stop a signed stake.
 */
export async function runStake(
  deps: StakeDeps,
  request: StakeRequest,
  move: (state: StakeState) => void,
  signal: AbortSignal,
): Promise<StakeState> {
  const end = (state: StakeState) => {
    move(state);
    return state;
  };
  const walletChanged = () => signal.aborted || deps.currentWallet() !== request.wallet;
  const cancelled = () => end({ phase: 'cancelled', message: say('walletChanged') });
  const failed = (message: Said, detail?: Said | string) => end({ phase: 'failed', message, detail });
  const refused = (reason: Said) => failed(say('refused'), reason);
  /** A service that failed: the spec's alert, unless the service refused our key, which names the setting. */
  const serviceFailed = (error: unknown, message: Said) => {
    const credentials = refusedCredentials(error);
    return failed(credentials ? say('keyRefused', { service: credentials[0], setting: credentials[1] }) : message, readableError(error));
  };

  move({ phase: 'quoting' });
  let quotes;
  let balance: bigint | null;
  try {
    [quotes, balance] = await Promise.all([deps.quote(request, signal), deps.balance(request.wallet, signal).catch(() => null)]);
  } catch (error) {
    return walletChanged() ? cancelled() : serviceFailed(error, say('quoteFailed'));
  }
  if (walletChanged()) return cancelled();
  if (balance !== null && request.lamports + FEE_RESERVE_LAMPORTS > balance) {
    return failed(
      say('insufficientSol', { balance: amountParam(balance, SOL_DECIMALS), reserve: amountParam(FEE_RESERVE_LAMPORTS, SOL_DECIMALS) }),
    );
  }
  const quote = quotes.aggregatorQuote;
  const quoteRefusal = checkQuote(quote, { ...request, expectedOut: quotes.expectedOut });
  if (quoteRefusal) return refused(quoteRefusal);

  move({ phase: 'building' });
  let swapTransaction: string;
  try {
    swapTransaction = await deps.buildSwap(quote, request.wallet, signal);
  } catch (error) {
    return walletChanged() ? cancelled() : serviceFailed(error, say('quoteFailed'));
  }
  if (walletChanged()) return cancelled();

  move({ phase: 'checking' });
  let decoded;
  try {
    decoded = deps.decode(swapTransaction);
  } catch {
    return refused(guardText.undecodable);
  }
  const accounts = deps.accounts(request.wallet, request.mint);
  const transactionRefusal = checkTransaction(decoded.message, accounts, deps.aggregatorProgramIds);
  if (transactionRefusal) return refused(transactionRefusal);
  let verdict;
  try {
    const reading = await deps.simulate(decoded.bytes, request.mint, accounts, signal);
    verdict = checkSimulation(reading, {
      ...request,
      user: request.wallet,
      listDecimals: request.decimals,
      minimumOut: BigInt(quote.otherAmountThreshold),
      lstAccountByProgram: accounts.lstAccountByProgram,
    });
  } catch (error) {
    return walletChanged() ? cancelled() : serviceFailed(error, say('checkFailed'));
  }
  if ('refusal' in verdict) return refused(verdict.refusal);
  if (walletChanged()) return cancelled();

  move({ phase: 'awaiting-signature' });
  let signed: Uint8Array;
  let signature: string;
  try {
    signed = await deps.sign(decoded.bytes);
    // A wallet that went away while its prompt was open must not have its transaction sent.
    if (walletChanged()) return cancelled();
    signature = deps.signatureOf(signed);
  } catch (error) {
    if (deps.isWalletRejection(error)) return end({ phase: 'cancelled', message: say('cancelled') });
    return failed(error instanceof SaidError ? error.said : say('signFailed', { reason: readableError(error) }));
  }

  // From here the transaction may be on its way: the RPC, and nothing else, says how it ended.
  move({ phase: 'sending', signature });
  let outcome;
  try {
    outcome = await deps.track(
      { signed, signature, blockhash: decoded.message.recentBlockhash },
      {
        onSent: () => move({ phase: 'confirming', signature, trouble: false }),
        onTrouble: (trouble) => move({ phase: 'confirming', signature, trouble }),
      },
    );
  } catch (error) {
    return end({ phase: 'failed', message: say('stoppedChecking'), detail: readableError(error), signature });
  }
  switch (outcome.status) {
    case 'refused':
      return failed(say('sendRefused', { reason: outcome.reason }));
    case 'expired':
      return end({ phase: 'failed', message: say('expired'), signature });
    case 'failed':
      return end({ phase: 'failed', message: say('transactionFailed', { reason: readableError(outcome.error) }), signature });
    case 'confirmed': {
      const received = await deps.received(signature, request.wallet, request.mint).catch(() => null);
      return end({ phase: 'success', signature, outAmount: quotes.expectedOut, received, decimals: verdict.decimals });
    }
  }
}
