import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { encodeBase58 } from '../widget/core/encoding/base58';
import { signWireTransaction } from './signWireTransaction';
import { createSigningKey, type SigningKey } from './webEd25519';

const CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet'] as const;

type ChangeListener = (properties: { accounts: readonly WalletAccount[] }) => void;

/**
 * The demo's burner wallet, as a Wallet Standard wallet: "Burner Wallet", as wallet-adapter's unsafe
 * burner was, and like it a fresh keypair at each connect, held in this page only and gone with it
 * (the demo chain funds any address). It signs the exact bytes it is given, with the browser's WebCrypto
 * (its secret never leaves it); in a browser without Ed25519 there, connecting fails with words that say
 * so (webEd25519.ts), which the wallet button shows. `onConnect`: told each new key's address (the demo
 * gives it stake accounts: burnerStakeAccounts.ts).
 */
export function createBurnerWallet({ onConnect }: { onConnect?: (address: string) => void } = {}): Wallet {
  let keys: { key: SigningKey; account: WalletAccount } | null = null;
  const listeners = new Set<ChangeListener>();
  const accounts = () => (keys ? [keys.account] : []);
  const changed = () => listeners.forEach((listener) => listener({ accounts: accounts() }));
  return {
    version: '1.0.0',
    name: 'Burner Wallet',
    icon: 'data:image/svg+xml;base64,PHN2ZyB3aWR0aD0iMzQiIGhlaWdodD0iMzAiIGZpbGw9Im5vbmUiIHhtbG5zPSJodHRwOi8vd3d3LnczLm9yZy8yMDAwL3N2ZyI+PHBhdGggZmlsbC1ydWxlPSJldmVub2RkIiBjbGlwLXJ1bGU9ImV2ZW5vZGQiIGQ9Ik0zNCAxMC42djIuN2wtOS41IDE2LjVoLTQuNmw2LTEwLjVhMi4xIDIuMSAwIDEgMCAyLTMuNGw0LjgtOC4zYTQgNCAwIDAgMSAxLjMgM1ptLTQuMyAxOS4xaC0uNmw0LjktOC40djQuMmMwIDIuMy0yIDQuMy00LjMgNC4zWm0yLTI4LjRjLS4zLS44LTEtMS4zLTItMS4zaC0xLjlsLTIuNCA0LjNIMzBsMS43LTNabS0zIDVoLTQuNkwxMC42IDI5LjhoNC43TDI4LjggNi40Wk0xOC43IDBoNC42bC0yLjUgNC4zaC00LjZMMTguNiAwWk0xNSA2LjRoNC42TDYgMjkuOEg0LjJjLS44IDAtMS43LS4zLTIuNC0uOEwxNSA2LjRaTTE0IDBIOS40TDcgNC4zaDQuNkwxNCAwWm0tMy42IDYuNEg1LjdMMCAxNi4ydjhMMTAuMyA2LjRaTTQuMyAwaC40TDAgOC4ydi00QzAgMiAxLjkgMCA0LjMgMFoiIGZpbGw9IiM5OTQ1RkYiLz48L3N2Zz4=',
    chains: CHAINS,
    get accounts() {
      return accounts();
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect() {
          const key = await createSigningKey();
          const { publicKey } = key;
          keys = {
            key,
            account: { address: encodeBase58(publicKey), publicKey, chains: CHAINS, features: ['solana:signTransaction'] },
          };
          onConnect?.(keys.account.address);
          changed();
          return { accounts: accounts() };
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          keys = null;
          changed();
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: ChangeListener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: { transaction: Uint8Array }[]) {
          const held = keys;
          if (!held) throw new Error('The burner wallet is not connected');
          return Promise.all(
            inputs.map(async ({ transaction }) => ({ signedTransaction: await signWireTransaction(transaction, held.key) })),
          );
        },
      },
    },
  };
}
