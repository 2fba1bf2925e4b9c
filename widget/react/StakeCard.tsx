import { pageState } from '../core/page/page';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { parseActions, type CardAction } from '../core/config/cardActions';
import { shortAddress } from '../core/encoding/shortAddress';
import { showsOwnWalletButton, type WalletButtonMode } from '../core/wallet/walletButtonMode';
import type { DisplayMode, LauncherPosition } from '../core/config/displayMode';
import { SOL_DECIMALS } from '../core/lst/lst';
import { tokenAccountRent } from '../core/amount/tokenAccountRent';
import { isBusy } from '../stake/stakeFlow';
import type {
  stakeEvent as StakeEventOf,
  StakeEvent,
  StakeCancelDetail,
  StakeFailureDetail,
  StakeSuccessDetail,
} from '../stake/stakeEvents';
import { amountProblem } from '../core/texts/amountProblem';
import { attributeAmountForField } from '../core/texts/attributeAmount';
import type { LabelOverrides } from '../core/texts/labels';
import { amountParam, inEnglish } from '../core/texts/said';
import { AmountPresets } from './AmountPresets';
import { CardTabs, panelId, tabId } from './CardTabs';
import { ClientOnly } from './ClientOnly';
import { StakePreview } from './StakePreview';
import { TextsProvider, useTexts, Words } from './TextsContext';
import { TokenLogo } from './TokenLogo';
import { say } from '../core/texts/english';
import { useOwnerState } from './useOwnerState';
import { useStakeOwner } from './useStakeOwner';
import { CardFacts } from './CardFacts';
import { LstProblem } from './LstProblem';
import { ConnectPrompt } from './ConnectPrompt';
import { CardLook } from './CardLook';
import type { Explorer } from '../core/config/explorer';
import type { Theme } from '../core/config/theme';
import type { UnstakeCallbacks } from './UnstakePanel';
import { WalletButton } from './WalletButton';
import { useWalletSession, useWalletState } from './WalletSessionContext';
import { useWidgetConfig } from './WidgetConfigContext';

export type { StakeCancelDetail, StakeFailureDetail, StakeSuccessDetail };
export type { UnstakeCancelDetail, UnstakeFailureDetail, UnstakeSuccessDetail } from '../stake/unstakeEvents';

/** The Unstake tab: its own lazy chunk (with the unstake owner and its texts), loaded when the tab first opens. */
const UnstakePanel = lazy(() => import('./UnstakePanel'));
/**
 * The stake's progress and outcome: a chunk of its own, off the first load (issue 40's card grew there),
 * warmed after the card's first paint, so it is there by the time a staker clicks.
 */
const loadStakeMessage = () => import('./StakeMessage');
const StakeMessage = lazy(() => loadStakeMessage().then((module) => ({ default: module.StakeMessage })));
/** The button and floating displays' launcher and dialog: a chunk of its own too, which an inline card never loads. */
const StakeLauncher = lazy(() => import('./StakeLauncher').then((module) => ({ default: module.StakeLauncher })));
/** "Bring your stake" (a stake account in place of SOL): a chunk of its own, loaded once a wallet is connected. */
const BringStake = lazy(() => import('./BringStake').then((module) => ({ default: module.BringStake })));
/** The stake events' code: off the first load too, warmed with the message's, so a stake's end is told at once. */
const STAKE_EVENTS = Symbol('the stake events chunk');
/** Loaded once a page (kept with the page, as all page-lifetime state is): warmed, then awaited at a stake's end. */
const loadStakeEvents = (): Promise<{ stakeEvent: typeof StakeEventOf }> => pageState(STAKE_EVENTS, () => import('../stake/stakeEvents'));

export interface StakeCardProps extends UnstakeCallbacks {
  /** The LST's mint address. */
  mint: string;
  /**
   * The stake pool to deposit into, when you choose it: read from the chain with every check the
   * deposit makes (owned by a stake pool program, minting `mint`, fees within the caps), it wins over
   * the pool the LST list names, and a token that no list names yet stakes at once (its name and symbol
   * from the token's metadata). A pool that does not check out is refused in words.
   */
  pool?: string;
  /**
   * A wallet of yours that receives the pool's referral share of a direct deposit (into its associated
   * account for the LST, when that exists on chain; otherwise the share goes back to the staker).
   */
  referrer?: string;
  /**
   * The most a pool may charge to enter or leave (its SOL deposit fee, its withdrawal fees, now or
   * scheduled), in basis points: 100 (1 %) by default. A token whose pool charges more is refused,
   * whatever the route. Lower for a stricter page, higher to allow more.
   */
  maxFeeBps?: number;
  /** The most of its rewards a pool may keep (its epoch fee, now or scheduled), in basis points: 2000 (20 %) by default. */
  maxEpochFeeBps?: number;
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
  /**
   * What the card offers: "stake unstake" (the default: two tabs), "stake" or "unstake" (one, no
   * tabs); a list of those words, or the words themselves.
   */
  actions?: string | readonly CardAction[];
  /** Where transactions are shown: 'solana-explorer' (default), 'solscan' or 'solanafm', on the configured cluster. */
  explorer?: Explorer;
  /** 'auto' (default) follows the page's `prefers-color-scheme`; 'light' or 'dark' forces one. */
  theme?: Theme;
  onStakeSuccess?: (detail: StakeSuccessDetail) => void;
  onStakeFailure?: (detail: StakeFailureDetail) => void;
  onStakeCancel?: (detail: StakeCancelDetail) => void;
}

/** The staking card: amount in SOL, the LST it buys, the expected amount, and the stake itself. */
export function StakeCard({ explorer, theme, ...props }: StakeCardProps) {
  return (
    <CardLook explorer={explorer} theme={theme}>
      <CardOrLauncher {...props} />
    </CardLook>
  );
}

function CardOrLauncher({ display = 'card', position = 'bottom-right', lang, labels, ...props }: StakeCardProps) {
  return (
    <ClientOnly>
      <TextsProvider lang={lang} labels={labels} hold>
        {display === 'card' ? (
          <StakeCardBody {...props} />
        ) : (
          <Suspense fallback={null}>
            <StakeLauncher mint={props.mint} pool={props.pool} display={display} position={position} fixedAmount={props.fixedAmount}>
              {/* The page's own wallet button is behind the modal, out of reach: 'auto' shows the card's. */}
              <StakeCardBody {...props} walletButton={props.walletButton === 'hide' ? 'hide' : 'show'} />
            </StakeLauncher>
          </Suspense>
        )}
      </TextsProvider>
    </ClientOnly>
  );
}

function StakeCardBody({
  mint,
  pool,
  referrer,
  maxFeeBps,
  maxEpochFeeBps,
  walletButton = 'auto',
  amount,
  fixedAmount,
  onStakeSuccess,
  onStakeFailure,
  onStakeCancel,
  actions: actionsProp,
  ...unstakeCallbacks
}: StakeCardProps) {
  const config = useWidgetConfig();
  const texts = useTexts();
  const { pageButtons, status: walletStatus } = useWalletState();
  const session = useWalletSession();
  const ids = useId();
  const cardRef = useRef<HTMLElement>(null);
  const owner = useStakeOwner(mint, pool, referrer, { maxFeeBps, maxEpochFeeBps }, cardRef, {
    amount: attributeAmountForField(texts, amount),
    fixedAmount,
    separator: texts.separator,
  });
  const {
    token: lookup,
    amount: typed,
    notice,
    flow,
    preview,
    balance,
    wrongNetwork,
    position,
    apy,
    tokenAccountMissing,
  } = useOwnerState(owner);
  useEffect(() => owner.setSeparator(texts.separator), [owner, texts.separator]);
  const actions = parseActions(actionsProp);
  const [picked, setPicked] = useState<CardAction>(actions[0]!);
  const tab = actions.includes(picked) ? picked : actions[0]!;
  const tabbed = actions.length > 1;
  // Once opened, the Unstake tab stays mounted: switching back never stops an unstake under way.
  const [unstakeOpened, setUnstakeOpened] = useState(false);
  if (tab === 'unstake' && !unstakeOpened) setUnstakeOpened(true);
  const panel = (action: CardAction) =>
    tabbed ? { role: 'tabpanel', id: panelId(ids, action), 'aria-labelledby': tabId(ids, action), hidden: tab !== action } : {};
  useEffect(() => owner.fixAmount(fixedAmount), [owner, fixedAmount]);
  useEffect(() => void Promise.all([loadStakeMessage(), loadStakeEvents()]).catch(() => undefined), []);
  // After a stake, its message and the position under it come into view if they fell below the window's edge.
  const success = flow.phase === 'success';
  useEffect(() => {
    if (success) cardRef.current?.querySelector('.lst-facts')?.scrollIntoView?.({ block: 'nearest' });
  }, [success]);

  const entry = lookup.status === 'ready' ? lookup.entry : null;
  const busy = isBusy(flow.phase);
  const fixed = typed.fixed;
  // A fixed amount is the page's, written with a dot; the field shows it in the staker's language.
  const text = fixed ? attributeAmountForField(texts, typed.text) : typed.text;
  const said = typed.parsed.ok ? null : amountProblem(typed.parsed.problem, SOL_DECIMALS);
  // A fixed amount is the page author's attribute, written with a dot in every language: its problem is
  // explained as the attribute is written (in English), not in the staker's number format.
  const problem = said && (fixed ? inEnglish(said) : texts.say(said));
  const hint = problem && (fixed ? texts.t('invalidFixedAmount', { problem }) : text.trim() ? problem : null);
  const symbol = entry?.symbol ?? 'LST';
  const showOwnButton = showsOwnWalletButton(walletButton, pageButtons);

  const amountField = useRef<HTMLInputElement>(null);
  const stakeAgain = () => {
    owner.reset();
    amountField.current?.focus();
  };
  const callbacks = { success: onStakeSuccess, failure: onStakeFailure, cancel: onStakeCancel };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The outcome is reported even if the card has gone meanwhile: a signed stake runs to its end.
    const end = await owner.stake();
    const { stakeEvent } = await loadStakeEvents();
    const outcome = end && stakeEvent(mint, end, (said) => texts.say(said));
    if (!outcome) return;
    const callback = callbacks[outcome.name] as ((detail: StakeEvent['detail']) => void) | undefined;
    callback?.(outcome.detail);
  };

  return (
    <section className="lst-card" ref={cardRef} aria-labelledby={`${ids}title`} aria-busy={busy}>
      {/* On top, before the header: the startup copy places it by what follows (the header is always there). */}
      {tabbed && <CardTabs ids={ids} actions={actions} selected={tab} onSelect={setPicked} />}
      <header className="lst-card__header">
        <TokenLogo src={entry?.logo_uri} symbol={symbol} />
        <div className="lst-card__heading">
          <h2 className="lst-card__title" id={`${ids}title`}>
            {entry ? texts.t(tab === 'unstake' ? 'titleUnstake' : 'title', { symbol: entry.symbol }) : texts.t('titleLoading')}
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
      {walletStatus === 'connected' && showOwnButton && (
        <div className="lst-card__wallet">
          <WalletButton />
        </div>
      )}
      <LstProblem lookup={lookup} retry={owner.retryToken} />
      {wrongNetwork && (
        <p className="lst-message lst-message--error" role="alert">
          {texts.t('wrongNetwork', { cluster: config.cluster })}
        </p>
      )}
      {actions.includes('stake') && (
        <div className="lst-panel" {...panel('stake')}>
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
                onInput={(event) => owner.setAmount(event.currentTarget.value)}
              />
              <span className="lst-amount__unit">SOL</span>
            </div>
            {balance !== null && (
              <div className="lst-amount-row">
                {!fixed && <AmountPresets balance={balance} disabled={busy || !entry} onPick={owner.pickAmount} />}
                <p className="lst-balance">
                  <Words said={say('balance', { amount: amountParam(balance, SOL_DECIMALS) })} />
                </p>
              </div>
            )}
            {hint && (
              <p className="lst-hint" id={`${ids}hint`}>
                {hint}
              </p>
            )}
            <StakePreview
              preview={preview}
              entry={entry}
              accountRent={entry && tokenAccountMissing ? tokenAccountRent(entry.token_program) : null}
              amount={typed.parsed.ok ? typed.parsed.baseUnits : null}
            />
            <button
              type="submit"
              className="lst-button lst-button--primary"
              disabled={text === '' || busy || flow.phase === 'success' || !entry || wrongNetwork || (fixed && !typed.parsed.ok)}
            >
              {busy && <span className="lst-spinner" aria-hidden="true" />}
              {texts.t('submit')}
            </button>
          </form>
          {notice ? (
            <p className="lst-message lst-message--error" role="alert">
              <Words said={notice} />
            </p>
          ) : (
            <Suspense fallback={null}>
              <StakeMessage state={flow} symbol={symbol} onStakeAgain={stakeAgain} />
            </Suspense>
          )}
          {walletStatus === 'connected' && entry?.pool && !wrongNetwork && (
            <Suspense fallback={null}>
              {/* The wallet and the RPC as props: the chunk imports no context of the card's first load (that split it in two). */}
              <BringStake
                entry={entry}
                referrer={referrer}
                caps={{ maxFeeBps, maxEpochFeeBps }}
                callbacks={callbacks}
                config={config}
                session={session}
              />
            </Suspense>
          )}
        </div>
      )}
      {unstakeOpened && entry && (
        <div className="lst-panel" {...panel('unstake')}>
          <Suspense fallback={<p className="lst-preview">{texts.t('loadingToken')}</p>}>
            <UnstakePanel entry={entry} caps={{ maxFeeBps, maxEpochFeeBps }} cardRef={cardRef} {...unstakeCallbacks} />
          </Suspense>
        </div>
      )}
      {/* Both tabs need a wallet: the card says so and offers the page's picker, whatever the page has. Under the
      tabs' actions, next to the spec's 'Please connect your wallet first', so a phone's first screen still ends
      with Start Staking. */}
      {walletStatus !== 'connected' && <ConnectPrompt button={walletButton !== 'hide'} />}
      {/* What the staker holds and the APY: one place, the card's own, under whichever tab is open, so it sits right
      under a stake's message. */}
      <CardFacts entry={entry} position={position} apy={apy} />
    </section>
  );
}
