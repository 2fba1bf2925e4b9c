import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { readableError } from '../core/config/errors';
import { SaidError, type Said } from '../core/texts/said';
import { pageState } from '../core/page/page';
import { walletButtonLabel } from '../core/wallet/walletButtonLabel';
import type { WalletOption } from '../core/wallet/walletSession';
import { useTexts } from './TextsContext';
import { WalletIcon } from './WalletIcon';
import { useWalletSession, useWalletState } from './WalletSessionContext';

/**
 * The wallet picker, a chunk of its own: a card paints without it, and it loads when the staker points
 * at or focuses the wallet button (so it is usually there by the click).
 */
const loadPicker = () => import('./WalletPicker');
const WalletPicker = lazy(() => loadPicker().then((module) => ({ default: module.WalletPicker })));
/** The connected wallet's menu (copy, change, disconnect): a chunk of its own too, warmed the same way. */
const loadMenu = () => import('./WalletMenu');
const WalletMenu = lazy(() => loadMenu().then((module) => ({ default: module.WalletMenu })));
const warmWalletChunks = () => {
  void loadPicker().catch(() => undefined);
  void loadMenu().catch(() => undefined);
};

/** Our own errors as texts (in the button's language); a wallet's own words as they came. */
const wordsOf = (reason: unknown): Said | string => (reason instanceof SaidError ? reason.said : readableError(reason));

/** Names each button on the page. Not useId: Preact numbers ids per root, and every element is a root of its own. */
const BUTTONS = Symbol('wallet buttons on the page');
const nextButton = () => ++pageState(BUTTONS, () => ({ count: 0 })).count;

/**
 * The wallet button: select, connect, and when connected a menu. Every instance shares the page's session.
 * `prompt`: the card's own Connect button, labelled "Connect" before a wallet is chosen too.
 */
export function WalletButton({ prompt }: { prompt?: boolean }) {
  const session = useWalletSession();
  const state = useWalletState();
  const texts = useTexts();
  const [owner] = useState(() => `lst-wallet-button-${nextButton()}`);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // After the first paint the picker and menu load anyway: a tap (no pointer to hover first) then finds
  // them there instead of waiting for their chunk.
  useEffect(warmWalletChunks, []);
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu opens toward the side of the window with room: a header button sits right, a card's anywhere.
  const [menuSide, setMenuSide] = useState<'start' | 'end'>('end');
  const [error, setError] = useState<Said | string | null>(null);
  const selected = state.wallets.find((wallet) => wallet.name === state.selected);
  const pickerOpen = state.pickerOwner === owner;

  const closeMenu = useCallback(() => setMenuOpen(false), []);

  const run = (action: () => Promise<void>) => {
    setError(null);
    action().catch((reason: unknown) => setError(wordsOf(reason)));
  };

  const onClick = () => {
    setError(null);
    if (state.status === 'connected') {
      const box = button.current?.getBoundingClientRect();
      setMenuSide(box && box.left + box.width / 2 < window.innerWidth / 2 ? 'start' : 'end');
      setMenuOpen(!menuOpen);
    } else if (state.status === 'has-wallet') run(() => session.connect());
    else if (state.status === 'no-wallet' || state.status === 'loading') session.openPicker(owner);
  };

  const closePicker = useCallback(() => {
    session.closePicker(owner);
    button.current?.focus();
  }, [session, owner]);

  const choose = (wallet: WalletOption) => {
    closePicker();
    if (wallet.readiness === 'NotDetected' && wallet.url) {
      window.open(wallet.url, '_blank', 'noopener,noreferrer');
      return;
    }
    try {
      session.select(wallet.name);
    } catch (reason) {
      setError(wordsOf(reason));
    }
  };

  const busy = state.status === 'connecting' || state.status === 'disconnecting';
  return (
    <div className="lst-wallet" ref={root}>
      <button
        ref={button}
        type="button"
        className="lst-button lst-button--wallet"
        disabled={busy}
        aria-haspopup={state.status === 'connected' ? 'menu' : 'dialog'}
        aria-expanded={state.status === 'connected' ? menuOpen : pickerOpen}
        title={state.status === 'connected' ? (state.publicKey ?? undefined) : undefined}
        onClick={onClick}
        onPointerEnter={warmWalletChunks}
        onFocus={warmWalletChunks}
      >
        {selected && state.status !== 'no-wallet' && <WalletIcon icon={selected.icon} />}
        <span>{prompt && !selected ? texts.t('connect') : walletButtonLabel(texts, state.status, state.publicKey)}</span>
      </button>
      {menuOpen && state.publicKey && (
        <Suspense fallback={null}>
          <WalletMenu
            side={menuSide}
            address={state.publicKey}
            onClose={closeMenu}
            root={root}
            onChangeWallet={() => session.openPicker(owner)}
            onDisconnect={() => run(() => session.disconnect())}
          />
        </Suspense>
      )}
      {(error ?? state.error) && (
        <p className="lst-wallet__error" role="alert">
          {texts.say(error ?? state.error ?? '')}
        </p>
      )}
      {pickerOpen && (
        <Suspense fallback={null}>
          <WalletPicker wallets={state.wallets} loading={state.status === 'loading'} onSelect={choose} onClose={closePicker} />
        </Suspense>
      )}
    </div>
  );
}
