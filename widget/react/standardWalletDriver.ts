import { getWallets } from '@wallet-standard/app';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { Cluster } from '../core/config/cluster';
import { readableError } from '../core/config/errors';
import { connectFeature, disconnectFeature, eventsFeature, isUsableWallet, signWithStandardWallet } from '../core/wallet/standardWallet';
import { WALLET_CHAINS } from '../core/wallet/walletChain';
import { isWalletRejection } from '../core/wallet/walletRejection';
import { WalletNotReadyError, type WalletSession, type WalletStatus } from '../core/wallet/walletSession';
import { isIosAndRedirectable, openInPhantom, PHANTOM } from './phantomOption';
import { rememberedWallet, rememberWallet } from './rememberedWallet';
import { walletOptions } from './walletOptions';

export interface StandardWalletDriverOptions {
  /** The network the wallets are asked to sign for (`solana:mainnet`, `devnet` or `testnet`). */
  cluster: Cluster;
  /** Wallet Standard wallets the page brings besides those registered on it (the demo's burner). */
  extraWallets?: readonly Wallet[];
}

/** Its disconnect wipes the phone's authorization: switching away from it must not call it (as wallet-adapter). */
const MOBILE_WALLET_ADAPTER = 'Mobile Wallet Adapter';

/**
 * The page's wallets through the Wallet Standard, driving `session`: discovery (`getWallets()`, wallets
 * registering and unregistering as they come), connect, the remembered wallet's silent reconnect, the
 * wallet's own account changes, disconnect, and `solana:signTransaction` on the exact bytes given.
 * Framework-free. Returns what stops it.
 */
export function startStandardWalletDriver(session: WalletSession, { cluster, extraWallets = [] }: StandardWalletDriverOptions): () => void {
  const chain = WALLET_CHAINS[cluster];
  const registry = getWallets();
  /** The chosen wallet's name: remembered across visits, and kept while that wallet is away. */
  let chosen = rememberedWallet();
  let account: WalletAccount | null = null;
  let busy: 'connecting' | 'disconnecting' | null = null;
  /** Counts connect attempts: an answer to one that was overtaken (another wallet chosen) is dropped. */
  let attempt = 0;
  let unwatch = () => {};
  /** Wallets a silent reconnect was tried on: once each, as wallet-adapter's autoConnect. */
  const tried = new WeakSet<Wallet>();

  const usable = () => {
    const all = [...registry.get(), ...extraWallets].filter((wallet) => isUsableWallet(wallet, chain));
    return all.filter((wallet, index) => all.findIndex((other) => other.name === wallet.name) === index);
  };
  const current = () => usable().find((wallet) => wallet.name === chosen) ?? null;
  /** Phantom chosen on iOS Safari where it is not registered: connecting opens the page in Phantom. */
  const phantomByLink = () => chosen === PHANTOM && !current() && isIosAndRedirectable();

  const publish = () => {
    const wallets = usable();
    const selected = current()?.name ?? (phantomByLink() ? PHANTOM : null);
    const status: WalletStatus = busy ?? (account ? 'connected' : selected ? 'has-wallet' : 'no-wallet');
    session.setState({ status, wallets: walletOptions(wallets, extraWallets), selected, publicKey: account?.address ?? null });
  };
  const showError = (error: unknown) => {
    if (!isWalletRejection(error)) session.setState({ error: readableError(error) });
  };
  const forget = () => {
    unwatch();
    account = null;
    chosen = null;
    rememberWallet(null);
  };

  /** The wallet's own account changes: another account is the new address; none is a disconnect. */
  const watch = (wallet: Wallet) => {
    unwatch();
    unwatch =
      eventsFeature(wallet)?.on('change', ({ accounts }) => {
        if (!accounts || !account || busy === 'disconnecting') return;
        const next = wallet.accounts[0] ?? null;
        if (next?.address === account.address) return;
        if (next) account = next;
        else forget();
        publish();
      }) ?? (() => {});
  };

  const connectTo = async (wallet: Wallet, silent: boolean) => {
    const mine = ++attempt;
    tried.add(wallet);
    busy = 'connecting';
    publish();
    try {
      const accounts = wallet.accounts.length
        ? wallet.accounts
        : (await connectFeature(wallet)!.connect(silent ? { silent } : undefined)).accounts;
      if (mine !== attempt) return;
      account = accounts[0] ?? wallet.accounts[0] ?? null;
      // No account shared (a silent reconnect the wallet no longer allows): not chosen any more.
      if (account) watch(wallet);
      else forget();
    } catch (error) {
      if (mine !== attempt) return;
      forget();
      showError(error);
    } finally {
      if (mine === attempt) {
        busy = null;
        publish();
      }
    }
  };

  const reconnect = () => {
    const wallet = current();
    if (wallet && !account && !busy && !tried.has(wallet)) void connectTo(wallet, true);
  };

  const leave = () => {
    const wallet = current();
    if (account && wallet && wallet.name !== MOBILE_WALLET_ADAPTER)
      disconnectFeature(wallet)
        ?.disconnect()
        .catch(() => undefined);
    unwatch();
    account = null;
  };

  const connect = async () => {
    const wallet = current();
    if (account) return;
    if (wallet) return connectTo(wallet, false);
    if (phantomByLink()) openInPhantom();
  };

  const offRegister = registry.on('register', () => {
    publish();
    reconnect();
  });
  const offUnregister = registry.on('unregister', (...gone) => {
    gone.forEach((wallet) => tried.delete(wallet));
    // The chosen wallet went away: not connected any more, still remembered for when it comes back.
    if (account && !current()) {
      unwatch();
      account = null;
    }
    publish();
  });
  const detach = session.attach({
    select(name) {
      if (name !== chosen) {
        leave();
        attempt++;
        busy = null;
        chosen = name;
        rememberWallet(name);
      }
      void connect();
    },
    connect,
    async disconnect() {
      const wallet = current();
      busy = 'disconnecting';
      publish();
      try {
        if (wallet) await disconnectFeature(wallet)?.disconnect();
      } catch (error) {
        showError(error);
      } finally {
        attempt++;
        forget();
        busy = null;
        publish();
      }
    },
    async signTransaction(transaction) {
      const wallet = current();
      if (!wallet || !account) throw new WalletNotReadyError();
      const address = account.address;
      const signer = wallet.accounts.find((item) => item.address === address) ?? account;
      return signWithStandardWallet(wallet, signer, chain, transaction);
    },
  });
  publish();
  reconnect();
  return () => {
    offRegister();
    offUnregister();
    unwatch();
    detach();
  };
}
