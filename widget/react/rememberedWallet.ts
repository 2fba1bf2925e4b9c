/**
 * Where the chosen wallet's name is remembered, so the next visit connects again by itself. The key and
 * the value (the name as JSON) are wallet-adapter-react's, which kept them before: visitors who chose a
 * wallet then are still remembered.
 */
export const WALLET_STORAGE_KEY = 'lst-stake.wallet';

/** localStorage, or null where reading it throws (a sandboxed frame, some private modes). */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function rememberedWallet(): string | null {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(WALLET_STORAGE_KEY) ?? 'null');
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function rememberWallet(name: string | null): void {
  try {
    if (name === null) storage()?.removeItem(WALLET_STORAGE_KEY);
    else storage()?.setItem(WALLET_STORAGE_KEY, JSON.stringify(name));
  } catch {
    // Not remembered: the next visit asks again.
  }
}
