import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { registerWallet } from '@wallet-standard/wallet';
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
}

const ICON = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#12753a"/><path d="M16 6l7 12H9z" fill="#fff"/></svg>')}`;

/**
 * A Wallet Standard wallet that signs with a keypair, registered the way a browser extension does.
 * Pages find it through wallet-adapter's Wallet Standard detection: no mocks inside the widget.
 */
export function registerTestWallet(keypair = Keypair.generate(), name = 'Test Wallet'): TestWalletControls {
  const chains = ['solana:devnet', 'solana:testnet', 'solana:mainnet'] as const;
  const account: WalletAccount = {
    address: keypair.publicKey.toBase58(),
    publicKey: keypair.publicKey.toBytes(),
    chains,
    features: ['solana:signTransaction'],
  };
  let accounts: WalletAccount[] = [];
  let prompts = 0;
  const promptTimes: number[] = [];
  let refuse = false;
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
        connect: async () => {
          accounts = [account];
          emit();
          return { accounts };
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
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
          if (hold) await hold;
          if (refuse) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
          return inputs.map(({ transaction }) => {
            const decoded = VersionedTransaction.deserialize(transaction);
            decoded.sign([keypair]);
            return { signedTransaction: decoded.serialize() };
          });
        },
      },
    },
  };
  registerWallet(wallet);
  return {
    address: account.address,
    prompts: () => prompts,
    promptTimes: () => [...promptTimes],
    setRefuse: (value) => (refuse = value),
    setHold: (until) => (hold = until),
  };
}
