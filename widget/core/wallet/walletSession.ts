import { createStore, type Store } from '../page/createStore';
import { SaidError, type Said } from '../texts/said';
import { say } from '../texts/english';

/** Wallet readiness, in wallet-adapter's words (the picker's "detected", "available" and "not installed"). */
export type WalletReadiness = 'Installed' | 'Loadable' | 'NotDetected' | 'Unsupported';

export interface WalletOption {
  name: string;
  /** A data: or https: URL supplied by the wallet itself. */
  icon: string;
  readiness: WalletReadiness;
  /** The wallet's website, offered when it is not installed. */
  url: string;
}

/** `loading` until the wallet code (a lazy chunk) has started; then the chosen wallet's state. */
export type WalletStatus = 'loading' | 'no-wallet' | 'has-wallet' | 'connecting' | 'connected' | 'disconnecting';

export interface WalletSessionState {
  status: WalletStatus;
  wallets: readonly WalletOption[];
  /** The chosen wallet's name, remembered across visits. */
  selected: string | null;
  /** Base58 address of the connected account. */
  publicKey: string | null;
  /** Which widget's picker is open: one modal per page. */
  pickerOwner: string | null;
  /** How many stand-alone wallet buttons the page shows; stake cards show their own only when none. */
  pageButtons: number;
  /** The last wallet error, for the button to show: ours as text data, a wallet's own words as they came. */
  error: Said | string | null;
}

/** What the wallet code does on the session's behalf; attached once it has loaded. */
export interface WalletDriver {
  select(name: string): void;
  connect(): Promise<void>;
  disconnect(): Promise<void>;
  /** Signs a serialized transaction and returns the serialized signed transaction. */
  signTransaction(transaction: Uint8Array): Promise<Uint8Array>;
}

export interface WalletSession extends Store<WalletSessionState> {
  attach(driver: WalletDriver): () => void;
  select(name: string): void;
  connect(): Promise<void>;
  disconnect(): Promise<void>;
  signTransaction(transaction: Uint8Array): Promise<Uint8Array>;
  openPicker(owner: string): void;
  closePicker(owner: string): void;
  registerPageButton(): () => void;
}

export class WalletNotReadyError extends SaidError {
  override readonly name = 'WalletNotReadyError';
  constructor() {
    super(say('walletNotReady'));
  }
}

export const initialWalletState: WalletSessionState = {
  status: 'loading',
  wallets: [],
  selected: null,
  publicKey: null,
  pickerOwner: null,
  pageButtons: 0,
  error: null,
};

/** One per page: every widget element reads and drives the same session. */
export function createWalletSession(initial: Partial<WalletSessionState> = {}): WalletSession {
  const store = createStore<WalletSessionState>({ ...initialWalletState, ...initial });
  let driver: WalletDriver | null = null;
  const requireDriver = () => {
    if (!driver) throw new WalletNotReadyError();
    return driver;
  };
  return {
    ...store,
    attach(next) {
      driver = next;
      return () => {
        if (driver === next) driver = null;
      };
    },
    // A wallet error is about the last wallet action: the next one starts with a clean slate.
    select(name) {
      store.setState({ error: null });
      requireDriver().select(name);
    },
    connect() {
      store.setState({ error: null });
      return requireDriver().connect();
    },
    disconnect() {
      store.setState({ error: null });
      return requireDriver().disconnect();
    },
    signTransaction: (transaction) => requireDriver().signTransaction(transaction),
    openPicker(owner) {
      store.setState({ pickerOwner: owner });
    },
    closePicker(owner) {
      store.setState((state) => (state.pickerOwner === owner ? { pickerOwner: null } : {}));
    },
    registerPageButton() {
      store.setState((state) => ({ pageButtons: state.pageButtons + 1 }));
      let registered = true;
      return () => {
        if (!registered) return;
        registered = false;
        store.setState((state) => ({ pageButtons: state.pageButtons - 1 }));
      };
    },
  };
}
