import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { StakeWidgetConfig } from '../core/config';
import { readableError } from '../core/errors';
import { messages } from '../core/messages';
import { isBusy, type Quotes, type StakeRequest, type StakeState } from '../core/stakeFlow';
import type { WalletSession } from '../core/walletSession';
import { loadSolana } from './loadSolana';

const connectedAddress = (session: WalletSession) => {
  const { status, publicKey } = session.getState();
  return status === 'connected' ? publicKey : null;
};

/**
 * One stake at a time per card: a second click while a stake runs does nothing. The run is abandoned
 * (nothing more is sent) when the card goes away or the wallet disconnects or switches account.
 */
export function useStakeFlow(
  config: StakeWidgetConfig,
  session: WalletSession,
  takeQuotes: (request: StakeRequest, signal: AbortSignal) => Promise<Quotes>,
  takeBalance: (address: string) => Promise<bigint>,
  /** The card's element: once it has left the document, nothing more is sent. */
  cardRef: RefObject<HTMLElement | null>,
) {
  const [state, setState] = useState<StakeState>({ phase: 'idle' });
  const running = useRef<{ controller: AbortController; wallet: string; sent: boolean } | null>(null);

  useEffect(() => {
    const unsubscribe = session.subscribe(() => {
      const run = running.current;
      // Once sent, the transaction is the chain's business: keep confirming whatever the wallet does.
      if (run && !run.sent && connectedAddress(session) !== run.wallet) run.controller.abort();
    });
    return () => {
      unsubscribe();
      running.current?.controller.abort();
    };
  }, [session]);

  const stake = useCallback(
    async (request: StakeRequest): Promise<StakeState | null> => {
      if (running.current) return null;
      const run = { controller: new AbortController(), wallet: request.wallet, sent: false };
      running.current = run;
      const report = (next: StakeState) => {
        if (next.phase === 'sending') run.sent = true;
        if (running.current === run) setState(next);
      };
      try {
        const { startStake } = await loadSolana();
        // A card taken off the page counts as a wallet gone: whatever the runtime does with its effects
        // (Preact may run an unmounted element's cleanups late), the flow checks this before sending.
        // The element itself, kept: a runtime nulls the ref on unmount.
        const card = cardRef.current;
        const current = () => (card && !card.isConnected ? null : connectedAddress(session));
        const wallet = { current, signTransaction: (tx: Uint8Array) => session.signTransaction(tx) };
        return await startStake(config, wallet, { quote: takeQuotes, balance: takeBalance }, request, report, run.controller.signal);
      } catch (error) {
        // Only the lazy chunk can throw here: runStake itself never does.
        const failed: StakeState = { phase: 'failed', message: messages.quoteFailed, detail: readableError(error) };
        report(failed);
        return failed;
      } finally {
        if (running.current === run) running.current = null;
      }
    },
    [config, session, takeQuotes, takeBalance, cardRef],
  );

  const reset = useCallback(() => {
    if (!running.current) setState({ phase: 'idle' });
  }, []);

  return { state, busy: isBusy(state.phase), stake, reset };
}
