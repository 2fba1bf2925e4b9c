import { Keypair, VersionedTransaction } from '@solana/web3.js';
import type { Wallet, WalletAccount } from '@wallet-standard/base';

export interface TestWalletControls {
  address: string;
  /** How many times a page asked this wallet to sign. */
  prompts: () => number;
  /** performance.now() at each request to sign (where the page has a performance clock). */
  promptTimes: () => number[];
  /** Make the next signatures a refusal, as a person pressing Reject would. */
  setRefuse: (refuse: boolean) => void;
  /** Keep the next prompts open until `until` settles, as a person reading them would. */
  setHold: (until: Promise<unknown> | null) => void;
  /** What each `standard:connect` was asked (`{ silent: true }` for a page reconnecting by itself). */
  connects: () => ({ silent?: boolean } | undefined)[];
  /** Make the next connects fail with `error` (a refusal, or a wallet's own error), or succeed again (null). */
  setConnectError: (error: Error | null) => void;
  /** Switch the connected account in the wallet, as a person does in its extension: another, or none. */
  switchAccount: (keypair: Keypair | null) => void;
  /** Whether the page asked the wallet to disconnect. */
  disconnects: () => number;
  /** Takes the wallet off the page, as an extension being disabled does. */
  unregister: () => void;
}

const ICON = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#12753a"/><path d="M16 6l7 12H9z" fill="#fff"/></svg>')}`;

const accountOf = (keypair: Keypair, chains: WalletAccount['chains']): WalletAccount => ({
  address: keypair.publicKey.toBase58(),
  publicKey: keypair.publicKey.toBytes(),
  chains,
  features: ['solana:signTransaction'],
});

/**
 * A Wallet Standard wallet that signs with a keypair, registered the way a browser extension does
 * (the `wallet-standard:register-wallet` window event, and again for an app that is ready later).
 * Pages find it through Wallet Standard discovery: no mocks inside the widget.
 */
export function registerTestWallet(keypair = Keypair.generate(), name = 'Test Wallet'): TestWalletControls {
  const chains = ['solana:devnet', 'solana:testnet', 'solana:mainnet'] as const;
  let signer = keypair;
  let account = accountOf(keypair, chains);
  let accounts: WalletAccount[] = [];
  let prompts = 0;
  const promptTimes: number[] = [];
  const connects: ({ silent?: boolean } | undefined)[] = [];
  let disconnects = 0;
  let refuse = false;
  let connectError: Error | null = null;
  let hold: Promise<unknown> | null = null;
  const listeners = new Set<(properties: { accounts: readonly WalletAccount[] }) => void>();
  const emit = () => listeners.forEach((listener) => listener({ accounts }));

  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: ICON as Wallet['icon'],
    chains,
    get accounts() {
      return accounts;
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          connects.push(input);
          if (connectError) throw connectError;
          accounts = [account];
          emit();
          return { accounts };
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          disconnects++;
          accounts = [];
          emit();
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: string, listener: (properties: { accounts: readonly WalletAccount[] }) => void) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: { transaction: Uint8Array }[]) => {
          prompts++;
          promptTimes.push(globalThis.performance?.now() ?? 0);
          const by = signer;
          if (hold) await hold;
          if (refuse) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
          return inputs.map(({ transaction }) => {
            const decoded = VersionedTransaction.deserialize(transaction);
            decoded.sign([by]);
            return { signedTransaction: decoded.serialize() };
          });
        },
      },
    },
  };

  // What registerWallet (@wallet-standard/wallet) does, keeping the unregister functions it drops.
  const unregisters: (() => void)[] = [];
  const callback = ({ register }: { register: (...wallets: Wallet[]) => () => void }) => void unregisters.push(register(wallet));
  const onAppReady = (event: Event) => callback((event as CustomEvent).detail);
  window.addEventListener('wallet-standard:app-ready', onAppReady);
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  return {
    address: account.address,
    prompts: () => prompts,
    promptTimes: () => [...promptTimes],
    setRefuse: (value) => (refuse = value),
    setHold: (until) => (hold = until),
    connects: () => [...connects],
    setConnectError: (error) => (connectError = error),
    switchAccount(next) {
      if (next) {
        signer = next;
        account = accountOf(next, chains);
      }
      accounts = next ? [account] : [];
      emit();
    },
    disconnects: () => disconnects,
    unregister() {
      window.removeEventListener('wallet-standard:app-ready', onAppReady);
      unregisters.splice(0).forEach((unregister) => unregister());
    },
  };
}
