import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { parseAmount } from '../core/amount/amount';
import { shortAddress } from '../core/encoding/shortAddress';
import { showsOwnWalletButton, type WalletButtonMode } from '../core/wallet/walletButtonMode';
import type { DisplayMode, LauncherPosition } from '../core/config/displayMode';
import { SOL_DECIMALS } from '../core/lst/lst';
import { checkStakeInput, isBusy } from '../stake/stakeFlow';
import { amountProblem } from '../core/texts/amountProblem';
import { attributeAmountForField } from '../core/texts/attributeAmount';
import type { LabelOverrides } from '../core/texts/labels';
import { amountParam, inEnglish, type Said } from '../core/texts/said';
import { AmountPresets } from './AmountPresets';
import { ClientOnly } from './ClientOnly';
import { StakeLauncher } from './StakeLauncher';
import { RetryAlert } from './RetryAlert';
import { StakeMessage } from './StakeMessage';
import { TextsProvider, useTexts } from './TextsContext';
import { TokenLogo } from './TokenLogo';
import { useLst } from './useLst';
import { useStakeSession, useStakeSessionState } from './useStakeSession';
import { WalletButton } from './WalletButton';
import { useWalletState } from './WalletSessionContext';
import { useWidgetConfig } from './WidgetConfigContext';

export interface StakeSuccessDetail {
  mint: string;
  signature: string;
  /** SOL staked, in lamports (decimal string). */
  lamports: string;
  /** LST base units the checked simulation of the sent transaction delivered (decimal string): never the quote's figure. */
  expectedOut: string;
  /** LST base units the transaction delivered, read from its token balances (absent if unreadable). */
  received?: string;
}

export interface StakeFailureDetail {
  mint: string;
  lamports: string;
  /** What the card says, in its language. */
  message: string;
  /** Which text that is, whatever the language: docs/labels.md lists the keys. */
  messageKey: string;
  detail?: string;
  /** Present when the transaction may have been sent. */
  signature?: string;
}

export interface StakeCancelDetail {
  mint: string;
  lamports: string;
  message: string;
  messageKey: string;
}

export interface StakeCardProps {
  /** The LST's mint address. */
  mint: string;
  /** Show a wallet button inside the card: 'auto' (default) shows one when the page has no other. */
  walletButton?: WalletButtonMode;
  /** SOL to fill in at first (decimal text with a dot, e.g. "1.5", in any language); the staker may change it. */
  amount?: string;
  /** SOL this card always stakes (decimal text with a dot): the field is read-only and has no presets. */
  fixedAmount?: string;
  /** 'card' (default) inline; 'button' a "Stake evgSOL" button, 'floating' a round corner launcher, both opening the card in a dialog. */
  display?: DisplayMode;
  /** Where a floating launcher sits: 'bottom-right' (default) or 'bottom-left'. */
  position?: LauncherPosition;
  /** The card's language (BCP 47: "de", "es", "zh-CN"; others fall back to English). Default: the page's `<html lang>`. */
  lang?: string;
  /** Your own texts for some keys (docs/labels.md); the rest are the language's. */
  labels?: LabelOverrides;
  onStakeSuccess?: (detail: StakeSuccessDetail) => void;
  onStakeFailure?: (detail: StakeFailureDetail) => void;
  onStakeCancel?: (detail: StakeCancelDetail) => void;
}

function LstProblem({ status, retry }: { status: string; retry: () => void }) {
  const texts = useTexts();
  if (status === 'failed') return <RetryAlert text={texts.t('lstsFailed')} retry={retry} />;
  const text = status === 'invalid-mint' ? texts.t('invalidMint') : status === 'unknown' ? texts.t('unknownMint') : null;
  return text ? (
    <p className="lst-message lst-message--error" role="alert">
      {text}
    </p>
  ) : null;
}

/** The staking card: amount in SOL, the LST it buys, the expected amount, and the stake itself. */
export function StakeCard({ display = 'card', position = 'bottom-right', lang, labels, ...props }: StakeCardProps) {
  return (
    <ClientOnly>
      <TextsProvider lang={lang} labels={labels} hold>
        {display === 'card' ? (
          <StakeCardBody {...props} />
        ) : (
          <StakeLauncher mint={props.mint} display={display} position={position} fixedAmount={props.fixedAmount}>
            {/* The page's own wallet button is behind the modal, out of reach: 'auto' shows the card's. */}
            <StakeCardBody {...props} walletButton={props.walletButton === 'hide' ? 'hide' : 'show'} />
          </StakeLauncher>
        )}
      </TextsProvider>
    </ClientOnly>
  );
}

function StakeCardBody({
  mint,
  walletButton = 'auto',
  amount,
  fixedAmount,
  onStakeSuccess,
  onStakeFailure,
  onStakeCancel,
}: StakeCardProps) {
  const config = useWidgetConfig();
  const texts = useTexts();
  const wallet = useWalletState();
  const { lookup, retry } = useLst(mint);
  const [typed, setTyped] = useState(() => attributeAmountForField(texts, amount));
  const fixed = fixedAmount !== undefined;
  const text = fixed ? attributeAmountForField(texts, fixedAmount) : typed;
  const [notice, setNotice] = useState<Said | null>(null);
  const ids = useId();

  const entry = lookup.status === 'ready' ? lookup.entry : null;
  // A fixed amount is the page's, written with a dot; what the staker types is in their language.
  const parsed = fixed ? parseAmount(fixedAmount, SOL_DECIMALS) : parseAmount(text, SOL_DECIMALS, texts.separator);
  const lamports = parsed.ok ? parsed.baseUnits : null;
  const address = wallet.status === 'connected' ? wallet.publicKey : null;
  const cardRef = useRef<HTMLElement>(null);
  const stakeSession = useStakeSession(mint, cardRef);
  const flow = useStakeSessionState(stakeSession, (state) => state.flow);
  const preview = useStakeSessionState(stakeSession, (state) => state.preview);
  const balance = useStakeSessionState(stakeSession, (state) => state.balance);
  const wrongNetwork = useStakeSessionState(stakeSession, (state) => state.wrongNetwork);
  const busy = isBusy(flow.phase);
  // Before anything is quoted: does the RPC serve the configured cluster? (Asked once per page.)
  useEffect(() => void (entry && stakeSession.checkNetwork()), [stakeSession, entry]);
  // No call at all for a card that cannot stake (invalid or unknown mint).
  useEffect(() => stakeSession.setAmount(entry ? lamports : null), [stakeSession, entry, lamports]);
  useEffect(() => stakeSession.setWallet(entry ? address : null), [stakeSession, entry, address]);
  const said = parsed.ok ? null : amountProblem(parsed.problem, SOL_DECIMALS);
  // A fixed amount is the page author's attribute, written with a dot in every language: its problem is
  // explained as the attribute is written (in English), not in the staker's number format.
  const problem = said && (fixed ? inEnglish(said) : texts.say(said));
  const hint = problem && (fixed ? texts.t('invalidFixedAmount', { problem }) : text.trim() ? problem : null);
  const symbol = entry?.symbol ?? 'LST';
  const showOwnButton = showsOwnWalletButton(walletButton, wallet.pageButtons);

  const type = (value: string) => {
    setTyped(value);
    setNotice(null);
    stakeSession.reset();
  };

  const amountField = useRef<HTMLInputElement>(null);
  const stakeAgain = () => {
    stakeSession.reset();
    amountField.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !entry || wrongNetwork) return;
    const problem = checkStakeInput(address, lamports);
    setNotice(problem);
    if (problem || !address || lamports === null) return;
    // The outcome is reported even if the card has gone meanwhile: a signed stake runs to its end.
    const end = await stakeSession.stake({
      lamports,
      wallet: address,
      symbol: entry.symbol,
      decimals: entry.decimals,
      tokenProgram: entry.token_program,
    });
    const base = { mint, lamports: lamports.toString() };
    if (end?.phase === 'success') {
      // Done: the amount is not left armed for an accidental second stake.
      setTyped('');
      const received = end.received === null ? {} : { received: end.received.toString() };
      onStakeSuccess?.({ ...base, signature: end.signature, expectedOut: end.simulated.toString(), ...received });
    }
    if (end?.phase === 'failed') {
      const detail = end.detail === undefined ? {} : { detail: texts.say(end.detail) };
      onStakeFailure?.({ ...base, message: texts.say(end.message), messageKey: end.message.key, ...detail, signature: end.signature });
    }
    if (end?.phase === 'cancelled') onStakeCancel?.({ ...base, message: texts.say(end.message), messageKey: end.message.key });
  };

  return (
    <section className="lst-card" ref={cardRef} aria-labelledby={`${ids}title`} aria-busy={busy}>
      <header className="lst-card__header">
        <TokenLogo src={entry?.logo_uri} symbol={symbol} />
        <div className="lst-card__heading">
          <h2 className="lst-card__title" id={`${ids}title`}>
            {entry ? texts.t('title', { symbol: entry.symbol }) : texts.t('titleLoading')}
          </h2>
          <p className="lst-card__sub" aria-live="polite">
            {/* Loading shows in the line the name will take: nothing below moves when it arrives. */}
            {entry ? (
              <span className="lst-card__name">{entry.name}</span>
            ) : (
              lookup.status === 'loading' && <span>{texts.t('loadingToken')}</span>
            )}
            <span className="lst-card__mint" title={mint}>
              {lookup.status === 'invalid-mint' ? texts.t('noValidMint') : shortAddress(mint)}
            </span>
          </p>
        </div>
        {config.demo && (
          <span className="lst-badge" title={texts.t('demoBadgeTitle')}>
            {texts.t('demoBadge')}
          </span>
        )}
      </header>
      {showOwnButton && (
        <div className="lst-card__wallet">
          <WalletButton />
        </div>
      )}
      <LstProblem status={lookup.status} retry={retry} />
      {wrongNetwork && (
        <p className="lst-message lst-message--error" role="alert">
          {texts.t('wrongNetwork', { cluster: config.cluster })}
        </p>
      )}
      <form className="lst-form" onSubmit={onSubmit} noValidate>
        <label className="lst-label" htmlFor={`${ids}amount`}>
          {texts.t('amountLabel')}
        </label>
        <div className="lst-amount">
          {/* A text field read by our exact parser, not type="number": Chromium's number input silently
              drops what it cannot read, turning "1,5" into 15 and "0x10" into 10. */}
          <input
            ref={amountField}
            id={`${ids}amount`}
            className="lst-amount__input"
            type="text"
            inputMode="decimal"
            spellCheck={false}
            placeholder={`0${texts.separator}0`}
            autoComplete="off"
            value={text}
            disabled={busy}
            readOnly={fixed}
            aria-invalid={hint ? true : undefined}
            aria-describedby={hint ? `${ids}hint` : undefined}
            onInput={(event) => type(event.currentTarget.value)}
          />
          <span className="lst-amount__unit">SOL</span>
        </div>
        {balance !== null && (
          <div className="lst-amount-row">
            {!fixed && (
              <AmountPresets
                balance={balance}
                disabled={busy || !entry}
                onPick={(lamports) => type(texts.amountInput(lamports, SOL_DECIMALS))}
              />
            )}
            <p className="lst-balance">{texts.t('balance', { amount: amountParam(balance, SOL_DECIMALS) })}</p>
          </div>
        )}
        {hint && (
          <p className="lst-hint" id={`${ids}hint`}>
            {hint}
          </p>
        )}
        <p className="lst-preview" aria-live="polite">
          {preview.status === 'ready' &&
            entry &&
            texts.t('preview', { amount: amountParam(preview.expectedOut, entry.decimals, entry.symbol) })}
          {preview.status === 'loading' && texts.t('previewLoading')}
          {preview.status === 'failed' && texts.t('previewFailed')}
        </p>
        <button
          type="submit"
          className="lst-button lst-button--primary"
          disabled={text === '' || busy || flow.phase === 'success' || !entry || wrongNetwork || (fixed && !parsed.ok)}
        >
          {busy && <span className="lst-spinner" aria-hidden="true" />}
          {texts.t('submit')}
        </button>
      </form>
      {notice ? (
        <p className="lst-message lst-message--error" role="alert">
          {texts.say(notice)}
        </p>
      ) : (
        <StakeMessage state={flow} symbol={symbol} cluster={config.cluster} onStakeAgain={stakeAgain} />
      )}
    </section>
  );
}
