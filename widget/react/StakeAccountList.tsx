import { useEffect, useRef, useState } from 'react';
import { roughDuration } from '../core/amount/roughDuration';
import { SOL_DECIMALS } from '../core/lst/lst';
import { pageBalanceBoard } from '../core/page/page';
import { amountParam } from '../core/texts/said';
import { sayUnstake } from '../core/texts/unstakeEnglish';
import { MAX_AGE_MS } from '../stake/offerDesk';
// Types only (erased): the exit code itself is loaded by import() below, never with the card's first load.
import type { ExitStakeAccount, StakeAccountsView } from '../exit';
import { RunMessage, runBusy } from './RunMessage';
import { useTexts, Words } from './TextsContext';
import { useWalletSession } from './WalletSessionContext';
import { useWidgetConfig } from './WidgetConfigContext';

/** What one account says: staked (deactivate it), cooling down, or ready to withdraw. */
function AccountLine({ account }: { account: ExitStakeAccount }) {
  const texts = useTexts();
  const amount = amountParam(account.lamports, SOL_DECIMALS);
  const time = texts.say(roughDuration(account.secondsUntilSol));
  if (account.phase === 'inactive') return <Words said={sayUnstake('stakeAccountReady', { amount })} />;
  if (account.phase === 'deactivating') return <Words said={sayUnstake('stakeAccountCooling', { amount, time })} />;
  return <Words said={sayUnstake('stakeAccountStaked', { amount, time })} />;
}

/**
 * The staker's stake accounts from this pool's stake-account exits, found again by derivation (after a
 * reload too): each with Deactivate while staked, and Withdraw once its SOL is free; `readAgain` (a new
 * exit's signature) reads it again. The list and its
 * actions are a chunk of their own (`widget/exit`), loaded only when the list is shown.
 */
export function StakeAccountList({
  staker,
  pool,
  readAgain = null,
  onWithdrawn,
}: {
  staker: string;
  pool: string;
  readAgain?: string | null;
  /** A Withdraw landed: its SOL is in the wallet (the list says how much). */
  onWithdrawn?: () => void;
}) {
  const texts = useTexts();
  const config = useWidgetConfig();
  const session = useWalletSession();
  const [view, setView] = useState<StakeAccountsView | null>(null);
  const [board, setBoard] = useState<{ act(account: ExitStakeAccount): void; read(): void } | null>(null);
  // The latest callback, without reading the list again when the parent renders a new one.
  const withdrawn = useRef(onWithdrawn);
  withdrawn.current = onWithdrawn;
  useEffect(() => {
    let stop = () => {};
    let live = true;
    void import('../exit').then(({ createStakeAccountsBoard }) => {
      if (!live) return;
      const created = createStakeAccountsBoard({
        config,
        staker,
        pool,
        sign: (bytes) => session.signTransaction(bytes),
        currentWallet: () => {
          const { status, publicKey } = session.getState();
          return status === 'connected' ? publicKey : null;
        },
        onChange: (next) => {
          setView(next);
          // An action that ended on chain moved the wallet's SOL: every card of the page reads it again.
          if (next.action?.state.phase === 'done') pageBalanceBoard(config.rpcUrl, MAX_AGE_MS).changed();
          if (next.action?.state.phase === 'done' && next.action.kind === 'withdraw') withdrawn.current?.();
        },
      });
      created.read();
      stop = created.stop;
      setBoard(created);
    });
    return () => {
      live = false;
      stop();
    };
  }, [config, session, staker, pool]);

  // A new unstake landed (`readAgain`: its signature): the same board reads the list again, so an action
  // it is running (a Withdraw being confirmed) is never cut off by a new list.
  useEffect(() => {
    if (readAgain) board?.read();
  }, [board, readAgain]);

  if (!view || (view.status === 'read' && view.accounts.length === 0 && !view.action)) return null;
  const busy = runBusy(view.action?.state);
  return (
    <section className="lst-stake-accounts" aria-label={texts.say(sayUnstake('stakeAccountsTitle'))}>
      <h3 className="lst-label">{texts.say(sayUnstake('stakeAccountsTitle'))}</h3>
      {view.status === 'failed' && <p className="lst-hint">{texts.say(sayUnstake('stakeAccountsFailed'))}</p>}
      <ul className="lst-stake-accounts__list">
        {view.accounts.map((account) => (
          <li key={account.address} className="lst-stake-accounts__item">
            <span>
              <AccountLine account={account} />
            </span>
            {account.phase !== 'deactivating' && (
              <button type="button" className="lst-chip" disabled={busy} onClick={() => board?.act(account)}>
                {texts.say(sayUnstake(account.phase === 'inactive' ? 'stakeAccountWithdraw' : 'stakeAccountDeactivate'))}
              </button>
            )}
          </li>
        ))}
      </ul>
      {view.action && (
        <RunMessage
          state={view.action.state}
          // A Withdraw that landed says the SOL now in the wallet: the account's whole balance, the list's figure.
          success={
            view.action.kind === 'withdraw' && (
              <Words said={sayUnstake('stakeAccountWithdrawn', { amount: amountParam(view.action.lamports, SOL_DECIMALS) })} />
            )
          }
        />
      )}
    </section>
  );
}
