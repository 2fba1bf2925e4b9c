import { useId, useRef, type FormEvent, type RefObject } from 'react';
import { percentParam } from '../core/amount/percent';
import { roughDuration } from '../core/amount/roughDuration';
import type { FeeCaps } from '../core/guard/feeCaps';
import { SOL_DECIMALS, type LstEntry } from '../core/lst/lst';
import { amountProblem } from '../core/texts/amountProblem';
import { amountParam, type Said, type TextParams } from '../core/texts/said';
import { sayUnstake, type UnstakeKey } from '../core/texts/unstakeEnglish';
import { embedderCaps } from '../stake/embedderChoices';
import type { ExitConfirmation } from '../stake/routes/route';
import { isExitRoute } from '../stake/routes/routeTexts';
import { submitOf } from '../stake/unstakeWords';
import { ExitChoices } from './ExitChoices';
import { poolRouteFor } from '../stake/routes/registry';
import { isBusy } from '../stake/stakeFlow';
import { unstakeEvent, type UnstakeCancelDetail, type UnstakeFailureDetail, type UnstakeSuccessDetail } from '../stake/unstakeEvents';
import { AmountPresets } from './AmountPresets';
import { StakeAccountList } from './StakeAccountList';
import { ExplorerLink, StakeMessage } from './StakeMessage';
import { useWalletState } from './WalletSessionContext';
import { useTexts, Words } from './TextsContext';
import { useOwnerState } from './useOwnerState';
import { useUnstakeOwner } from './useUnstakeOwner';
import { unstakeCss } from './unstakeCss';
import { joinStyles } from './joinStyles';

joinStyles(unstakeCss); // on the chunk's evaluation, before it renders

export interface UnstakeCallbacks {
  onUnstakeSuccess?: (detail: UnstakeSuccessDetail) => void;
  onUnstakeFailure?: (detail: UnstakeFailureDetail) => void;
  onUnstakeCancel?: (detail: UnstakeCancelDetail) => void;
}

export interface UnstakePanelProps extends UnstakeCallbacks {
  entry: LstEntry;
  caps: Partial<FeeCaps>;
  cardRef: RefObject<HTMLElement | null>;
}

/**
 * The Unstake tab: the LST amount (with 25 % / 50 % / Max of what the staker holds in the account the
 * ways out burn from, and what they hold elsewhere said apart), every way out side
 * by side with its time, the most SOL available now chosen unless the staker picks another, the
 * figures to confirm when a fee is above the cap or a swap back under the pool's figure, and the
 * outcome. Its own lazy chunk, with the unstake owner and its texts.
 */
export default function UnstakePanel({ entry, caps, cardRef, onUnstakeSuccess, onUnstakeFailure, onUnstakeCancel }: UnstakePanelProps) {
  const texts = useTexts();
  const ids = useId();
  const owner = useUnstakeOwner(entry, caps, cardRef);
  const wallet = useWalletState();
  // The pool whose exit stake accounts the staker may hold: the entry's SPL stake pool.
  const exitPool = poolRouteFor(entry) ? entry.pool?.pool : undefined;
  const state = useOwnerState(owner);
  const field = useRef<HTMLInputElement>(null);
  const u = (key: UnstakeKey, params?: TextParams) => texts.say(sayUnstake(key, params));
  const { amount, flow, held, heldElsewhere, offers, declined, preview, notice, wrongNetwork, refused } = state;
  // The way out the staker picked was refused at the click: another is there to pick.
  const pickAnother = flow.phase === 'failed' && refused.length > 0 && offers.some((line) => !refused.includes(line.route));
  const busy = isBusy(flow.phase);
  const problem = amount.parsed.ok ? null : amountProblem(amount.parsed.problem, entry.decimals);
  const hint = problem && amount.text.trim() ? texts.say(problem) : null;
  const chosen = preview.status === 'ready' && isExitRoute(preview.route) ? preview.route : null;
  const chosenLine = offers.find((line) => line.route === chosen) ?? null;
  const say = (said: Said) => texts.say(said);
  const asked = amount.parsed.ok ? amount.parsed.baseUnits : null;
  // All of the main account: our own ways out close it, and its lamports come back (said on their choices).
  const closing = asked !== null && held !== null && asked === held ? state.closeReturns : null;
  /** Whether the choice at the click was to close the emptied account, and what it gives back: what the outcome says. */
  const clicked = useRef<{ closes: bigint | null }>({ closes: null });
  const callbacks = { success: onUnstakeSuccess, failure: onUnstakeFailure, cancel: onUnstakeCancel };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    clicked.current = { closes: chosenLine?.terms.closesEmptied ? closing : null };
    const end = await owner.unstake();
    const outcome = end && unstakeEvent(entry.mint, end, (said) => texts.say(said));
    if (!outcome) return;
    (callbacks[outcome.name] as ((detail: unknown) => void) | undefined)?.(outcome.detail);
  };
  const again = () => {
    owner.reset();
    field.current?.focus();
  };

  return (
    <>
      <form className="lst-form" onSubmit={onSubmit} noValidate>
        <label className="lst-label" htmlFor={`${ids}amount`}>
          {u('unstakeAmountLabel')}
        </label>
        <div className="lst-amount">
          <input
            ref={field}
            id={`${ids}amount`}
            className="lst-amount__input"
            type="text"
            inputMode="decimal"
            spellCheck={false}
            placeholder={`0${texts.separator}0`}
            autoComplete="off"
            value={amount.text}
            disabled={busy}
            aria-invalid={hint ? true : undefined}
            aria-describedby={hint ? `${ids}hint` : undefined}
            onInput={(event) => owner.setAmount(event.currentTarget.value)}
          />
          <span className="lst-amount__unit">{entry.symbol}</span>
        </div>
        {held !== null && (
          <div className="lst-amount-row">
            {/* All of it: an unstake's network fee is paid in SOL, not in the token. What is held is said once, in the card's shell. */}
            <AmountPresets balance={held} reserve={0n} disabled={busy} onPick={owner.pickAmount} />
          </div>
        )}
        {/* LST in the staker's other accounts of the mint: no way out burns from them, so it is not in the presets. */}
        {heldElsewhere !== null && heldElsewhere > 0n && (
          <p className="lst-hint">
            {u('heldElsewhere', { amount: amountParam(heldElsewhere, entry.decimals, entry.symbol), symbol: entry.symbol })}
          </p>
        )}
        {hint && (
          <p className="lst-hint" id={`${ids}hint`}>
            {hint}
          </p>
        )}
        {offers.length > 0 && (
          <ExitChoices
            lines={offers}
            chosen={chosen}
            disabled={busy}
            onPick={owner.pickRoute}
            amount={asked ?? 0n}
            decimals={entry.decimals}
            symbol={entry.symbol}
            closeReturns={closing}
          />
        )}
        {/* Why a way out is missing beside the others (the pool's reserve empty: no instant exit). */}
        {declined.map((said, index) => (
          <p key={index} className="lst-hint">
            {texts.say(said)}
          </p>
        ))}
        {preview.status === 'loading' && <p className="lst-preview">{texts.t('previewLoading')}</p>}
        {preview.status === 'failed' && offers.length === 0 && (
          <p className="lst-preview">{preview.reason ? texts.say(preview.reason) : texts.t('previewFailed')}</p>
        )}
        <button
          type="submit"
          className="lst-button lst-button--primary"
          disabled={amount.text === '' || busy || flow.phase === 'success' || wrongNetwork}
        >
          {busy && <span className="lst-spinner" aria-hidden="true" />}
          {say(submitOf(chosenLine, say))}
        </button>
      </form>
      {notice ? (
        <p className="lst-message lst-message--error" role="alert">
          {texts.say(notice)}
        </p>
      ) : flow.phase === 'confirm' ? (
        <div className="lst-message lst-message--confirm" role="alertdialog" aria-labelledby={`${ids}confirm`}>
          <p id={`${ids}confirm`}>{u('confirmExit')}</p>
          <ul>
            {flow.confirm.map((confirmation, index) => (
              <li key={index}>{confirmationText(confirmation)}</li>
            ))}
          </ul>
          <div className="lst-confirm__buttons">
            <button type="button" className="lst-button lst-button--primary" onClick={() => owner.confirm(true)}>
              {u('confirmGo')}
            </button>
            <button type="button" className="lst-button lst-button--quiet" onClick={() => owner.confirm(false)}>
              {u('confirmBack')}
            </button>
          </div>
        </div>
      ) : flow.phase === 'success' ? (
        <div className="lst-message lst-message--success" role="status">
          <p className="lst-message__headline">
            <Words said={successOf(flow)} />
          </p>
          {/* Closed: the account is gone from the staker's listing, read again after the unstake. */}
          {clicked.current.closes !== null && held === 0n && state.closeReturns === null && (
            <p>{u('unstakeClosed', { symbol: entry.symbol, amount: amountParam(clicked.current.closes, SOL_DECIMALS) })}</p>
          )}
          {/* Promised, but the transaction went without the close (a swap back sent as its service built it): said, not hidden. */}
          {clicked.current.closes !== null && held === 0n && state.closeReturns !== null && (
            <p>{u('unstakeLeftOpen', { symbol: entry.symbol, amount: amountParam(state.closeReturns, SOL_DECIMALS) })}</p>
          )}
          <ExplorerLink signature={flow.signature} />
          <button type="button" className="lst-button lst-button--quiet" onClick={again}>
            {u('unstakeAgain')}
          </button>
        </div>
      ) : (
        <StakeMessage state={flow} symbol={entry.symbol} />
      )}
      {pickAnother && <p className="lst-hint">{u('pickAnotherExit')}</p>}
      {/* The staker's stake accounts from this pool's stake-account exits: read again after each unstake. */}
      {wallet.status === 'connected' && wallet.publicKey && exitPool && (
        <StakeAccountList
          staker={wallet.publicKey}
          pool={exitPool}
          readAgain={flow.phase === 'success' ? flow.signature : null}
          // Withdrawn: the list says the SOL is in the wallet, and the unstake's message (deactivate it, then withdraw) is done.
          onWithdrawn={() => flow.phase === 'success' && flow.route === 'stake-account' && owner.reset()}
        />
      )}
    </>
  );

  /**
   * The outcome in one figure, what landed (the checked simulation of the signed bytes, never the
   * quote clicked): SOL now, what the staker received net of the fee; a stake account, what it holds
   * for them to withdraw, and its wait (none for one split from the pool's reserve: withdraw it now).
   */
  function successOf({ simulated, stakeAccount }: Extract<typeof flow, { phase: 'success' }>): Said {
    if (!stakeAccount) return sayUnstake('unstakeSuccessNow', { amount: amountParam(simulated, SOL_DECIMALS) });
    const amount = amountParam(stakeAccount.lamports, SOL_DECIMALS);
    if (stakeAccount.waitSeconds === 0) return sayUnstake('unstakeSuccessStakeReady', { amount });
    return sayUnstake('unstakeSuccessStake', { amount, time: say(roughDuration(stakeAccount.waitSeconds)) });
  }

  function confirmationText(confirmation: ExitConfirmation): string {
    if (confirmation.kind === 'unmeasured') return u('confirmUnmeasured', { offered: amountParam(confirmation.offered, SOL_DECIMALS) });
    if (confirmation.kind === 'stays-open') {
      return u('confirmStaysOpen', { symbol: entry.symbol, amount: amountParam(confirmation.lamports, SOL_DECIMALS) });
    }
    if (confirmation.kind === 'below-exit-rate') {
      return u('confirmBelowRate', {
        offered: amountParam(confirmation.offered, SOL_DECIMALS),
        atPoolRate: amountParam(confirmation.atPoolRate, SOL_DECIMALS),
      });
    }
    const cap = percentParam({ numerator: BigInt(embedderCaps(caps).maxFeeBps), denominator: 10_000n });
    return u(confirmation.fee.scheduled ? 'confirmFeeScheduled' : 'confirmFee', {
      symbol: entry.symbol,
      percent: percentParam(confirmation.fee.fee),
      cap,
    });
  }
}
